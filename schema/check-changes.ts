// The breaking-change gate of the test command: compares schema/*.graphql with the schema on
// `main` and fails on a breaking change whose coordinate docs/schema-changes.md does not list.
//   tsx schema/check-changes.ts            compare with the merge-base of HEAD and main
// On main itself it compares with the previous commit; with nothing to compare it says so and passes.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { schemaFiles } from './index.ts';
import { unrecordedBreakingChanges } from './changes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const RECORD = 'docs/schema-changes.md';

function git(...args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/** The commit to compare with: where this branch left main; on main, the commit before. */
function baseCommit(): string | undefined {
  const head = git('rev-parse', 'HEAD');
  const main = git('rev-parse', '--verify', '--quiet', 'main^{commit}') ?? git('rev-parse', '--verify', '--quiet', 'origin/main^{commit}');
  if (!head) return undefined;
  if (main && main !== head) {
    const base = git('merge-base', 'HEAD', main);
    if (base && base !== head) return base;
  }
  return git('rev-parse', '--verify', '--quiet', 'HEAD~1^{commit}');
}

/** The SDL of schema/*.graphql at a commit (the files that existed then, in name order). */
function sdlAt(commit: string): string {
  const names = (git('ls-tree', '--name-only', `${commit}:schema`) ?? '').split('\n').filter((name) => name.endsWith('.graphql'));
  return names.map((name) => git('show', `${commit}:schema/${name}`) ?? '').join('\n');
}

const base = baseCommit();
if (!base) {
  console.log('schema changes: no earlier commit to compare with; skipped.');
  process.exit(0);
}
const oldSdl = sdlAt(base);
if (oldSdl.trim() === '') {
  console.log(`schema changes: no schema at ${base.slice(0, 12)}; skipped.`);
  process.exit(0);
}
const newSdl = schemaFiles.map((file) => readFileSync(file, 'utf8')).join('\n');
const unrecorded = await unrecordedBreakingChanges(oldSdl, newSdl, readFileSync(new URL(`../${RECORD}`, import.meta.url), 'utf8'));
if (unrecorded.length === 0) {
  console.log(`schema changes: no unrecorded breaking change since ${base.slice(0, 12)}.`);
} else {
  console.error(`Breaking schema changes since ${base.slice(0, 12)} not recorded in ${RECORD}:`);
  for (const change of unrecorded) console.error(`  - \`${change.coordinate}\` — ${change.message}`);
  console.error(`Keep the old shape (a @deprecated alias), or add each coordinate to ${RECORD} with the reason.`);
  process.exit(1);
}
