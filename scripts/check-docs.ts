// The docs stay true to the tree: every file of docs/ is in the README's documentation table,
// and every path of the repository a doc names in backticks exists (a folder renamed, a file
// split or a script removed makes this fail until the docs follow).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Paths a doc may name: the packages and the folders at the top of the tree. */
const TOP = /^(platform|gateway|web|envelope|telemetry|schema|e2e|bench|scripts|docs|\.ci)\//;

export interface DocProblem {
  doc: string;
  problem: string;
}

/** The paths named in backticks in `text` that should exist in the tree. */
export function namedPaths(text: string): string[] {
  const paths = new Set<string>();
  for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
    // `platform/src/otc/offers.ts#publish`, `web/src/lib/format.ts:12`: the file is what must exist.
    const candidate = code!.trim().replace(/[#:].*$/, '').replace(/\/$/, '');
    if (!TOP.test(candidate)) continue;
    // A pattern, a placeholder or a command line is not a path.
    if (/[*<>{}\s…|$]/.test(candidate)) continue;
    paths.add(candidate);
  }
  return [...paths];
}

export function checkDocs(root = ROOT): DocProblem[] {
  const problems: DocProblem[] = [];
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const docs = fs.readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md'));
  for (const name of docs) {
    if (!readme.includes(`| [docs/${name}](docs/${name}) |`)) problems.push({ doc: 'README.md', problem: `docs/${name} is missing from the documentation table` });
  }
  const missing: DocProblem[] = [];
  for (const doc of ['README.md', 'RELIABILITY.md', 'BENCHMARKS.md', ...docs.map((name) => `docs/${name}`)]) {
    const file = path.join(root, doc);
    if (!fs.existsSync(file)) continue;
    for (const named of namedPaths(fs.readFileSync(file, 'utf8'))) {
      if (!fs.existsSync(path.join(root, named))) missing.push({ doc, problem: `names \`${named}\`, which does not exist` });
    }
  }
  // What a build or a run makes (web/dist, e2e/screenshots …) is ignored by git: absent from a
  // fresh clone, and rightly named by the docs.
  const ignored = ignoredByGit(root, missing.map(({ problem }) => /`([^`]+)`/.exec(problem)![1]!));
  return [...problems, ...missing.filter(({ problem }) => !ignored.has(/`([^`]+)`/.exec(problem)![1]!))];
}

/** The paths among `paths` that git ignores in `root`'s checkout. */
function ignoredByGit(root: string, paths: string[]): Set<string> {
  if (paths.length === 0) return new Set();
  // A missing path may be a folder, which patterns like `dist/` match only when named with a slash.
  const asked = paths.flatMap((named) => [named, `${named}/`]);
  try {
    const out = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], { cwd: root, input: asked.join('\n'), encoding: 'utf8' });
    return new Set(out.split('\n').filter(Boolean).map((named) => named.replace(/\/$/, '')));
  } catch (error) {
    // Exit status 1: none of them is ignored.
    if ((error as { status?: number }).status === 1) return new Set();
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkDocs();
  for (const { doc, problem } of problems) console.error(`${doc}: ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log('docs: every doc is in the README table, every path they name exists');
}
