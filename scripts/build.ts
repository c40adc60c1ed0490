/**
 * Compiles the services to JavaScript: `platform/dist`, `gateway/dist` and `dist/start.js` (the
 * README's start command), which production runs with plain `node` (the images, `pnpm start`,
 * the operator CLI). tsc stays the type checker; esbuild writes the output.
 *
 * Why esbuild bundles rather than tsc emitting file by file: it takes under a second, so the start
 * command and every test run build and never run a stale copy; one file per entry loads
 * faster and holds less memory than some 400 modules; the workspace's own packages (envelope,
 * schema) are compiled in, so nothing in production imports TypeScript. The platform's packages
 * from npm stay imports, resolved from its node_modules; the gateway's are compiled in too
 * (`bundleDependencies`). Either way a package our code imports must be one of the service's
 * `dependencies`: the build refuses a bundle that imports anything else (what `pnpm deploy
 * --prod` would lack).
 *
 * A target whose output was built from the sources there are now (`dist/.build-stamp.json`
 * records each input's hash) is left as it is: a restart does not rebuild, and a suite's build
 * does not swap `dist/` under the processes another suite started from it.
 *
 *   node --import tsx scripts/build.ts        builds what is out of date
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Target {
  /** The folder of the package; its `dist/` receives the output. */
  dir: string;
  /** Entry points relative to `dir`; each becomes `dist/<path under src>.js`. */
  entryPoints: string[];
  /** Workspace packages that stay imports, mapped to their compiled entry (relative to `dist/`). */
  compiledWorkspace?: Record<string, string>;
  /** Folders copied beside the output, for files a module reads relative to its own URL. */
  copy?: Record<string, string>;
  /**
   * Compile the npm packages in as well, tree-shaken and without whitespace or comments, so the
   * process holds one module's source instead of some 1,500 (the heap the idle gateway keeps).
   * Only for a service none of whose packages reads files beside itself or loads a native addon.
   */
  bundleDependencies?: boolean;
  outbase: string;
}

const TARGETS: Target[] = [
  {
    dir: 'platform',
    outbase: 'src',
    entryPoints: ['src/index.ts', 'src/main.ts', 'src/admin/cli.ts', 'src/admin/envelope-keys.ts'],
  },
  {
    dir: 'gateway',
    outbase: 'src',
    entryPoints: ['src/index.ts', 'src/main.ts'],
    // gateway/src/graphiql.ts reads its example documents from beside itself.
    copy: { 'src/graphiql/examples': 'graphiql/examples' },
    // The platform's are not: argon2's native addon, PGlite's WebAssembly and data files and
    // pdfkit's fonts are read from beside their packages.
    bundleDependencies: true,
  },
  {
    // The start command: the platform and the gateway in one process, each from its own build.
    dir: '.',
    outbase: 'scripts',
    entryPoints: ['scripts/start.ts'],
    compiledWorkspace: { '@portal/platform': '../platform/dist/index.js', '@portal/gateway': '../gateway/dist/index.js' },
  },
];

const BUILTINS = new Set(builtinModules);

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The GraphQL contract as a module of strings, so the gateway reads no .graphql file at run time. */
function inlineSchema(): esbuild.Plugin {
  return {
    name: 'inline-schema',
    setup(build) {
      build.onResolve({ filter: /^@portal\/schema$/ }, () => ({ path: 'schema', namespace: 'portal-schema' }));
      build.onLoad({ filter: /.*/, namespace: 'portal-schema' }, async () => {
        const { schemaFiles, typeDefs, operatorSchemaFiles, operatorTypeDefs } = await import('../schema/index.ts');
        return {
          contents: [
            `export const schemaFiles = ${JSON.stringify(schemaFiles.map((file) => path.basename(file)))};`,
            `export const typeDefs = ${JSON.stringify(typeDefs)};`,
            `export const operatorSchemaFiles = ${JSON.stringify(operatorSchemaFiles.map((file) => `operator/${path.basename(file)}`))};`,
            `export const operatorTypeDefs = ${JSON.stringify(operatorTypeDefs)};`,
            '',
          ].join('\n'),
          loader: 'js',
          watchFiles: [...schemaFiles, ...operatorSchemaFiles],
        };
      });
    },
  };
}

/**
 * Packages from npm stay imports (or, with `bundleDependencies`, are compiled in); the workspace's
 * own are compiled in, or mapped to their build. Either way a package our code imports must be
 * one of the service's `dependencies`.
 */
function externals(target: Target, manifest: { dependencies?: Record<string, string> }, imported: Set<string>): esbuild.Plugin {
  return {
    name: 'externals',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:') || BUILTINS.has(args.path)) return { path: args.path, external: true };
        const compiled = target.compiledWorkspace?.[args.path];
        if (compiled) return { path: compiled, external: true };
        if (args.path.startsWith('@portal/')) return undefined;
        if (!target.bundleDependencies) {
          imported.add(packageName(args.path));
          return { path: args.path, external: true };
        }
        // A package's own imports are its business; ours must be declared.
        if (!args.importer.includes(`${path.sep}node_modules${path.sep}`)) imported.add(packageName(args.path));
        return undefined;
      });
      build.onEnd(() => {
        const declared = new Set(Object.keys(manifest.dependencies ?? {}));
        const undeclared = [...imported].filter((name) => !declared.has(name));
        if (undeclared.length > 0 && target.dir !== '.') {
          throw new Error(`${target.dir}: imported at run time but not in its dependencies: ${undeclared.join(', ')}`);
        }
      });
    },
  };
}

/**
 * V8 keeps every script's source in memory for as long as the process runs, one byte a character
 * when all of them are Latin-1 and two bytes otherwise: one arrow in a regular expression or a
 * comment (esbuild escapes string literals, not those) doubled the platform bundle's 0.6 MB.
 */
function assertLatin1(dir: string): void {
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const lines = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
    const at = lines.findIndex((line) => [...line].some((character) => character.charCodeAt(0) > 0xff));
    if (at !== -1) throw new Error(`${file}:${at + 1} has a character beyond Latin-1 (write it as \\u…): ${lines[at]!.trim().slice(0, 120)}`);
  }
}

/**
 * Inside a bundle, `import()` of a CommonJS module yields only its `default`: the named exports
 * Node would give are undefined there (the OTLP exporter once failed so, at start). Import such a
 * module statically, from a module that is itself loaded when needed.
 */
function assertNoDynamicImportOfCommonJs(metafile: esbuild.Metafile): void {
  const found: string[] = [];
  for (const [importer, input] of Object.entries(metafile.inputs)) {
    if (NEVER_RUN.some((pattern) => pattern.test(importer))) continue;
    for (const imported of input.imports) {
      if (imported.kind === 'dynamic-import' && metafile.inputs[imported.path]?.format === 'cjs') found.push(`${importer}: import('${imported.original ?? imported.path}')`);
    }
  }
  if (found.length > 0) throw new Error(`import() of a CommonJS module loses its named exports in a bundle; import it statically:\n${found.join('\n')}`);
}

/** Packages' code with such an import() that the services never run. */
const NEVER_RUN = [
  // The host detector's machine id: the services take their resource from the environment alone (telemetry/src/sdk.ts).
  /\/@opentelemetry\/resources\/build\/src\/detectors\/platform\/node\/machine-id\/getMachineId\.js$/,
];

/** What a CommonJS module compiled into an ES module bundle expects to find. */
const COMMONJS_GLOBALS = [
  "import { createRequire as __createRequire } from 'node:module';",
  "import { dirname as __pathDirname } from 'node:path';",
  "import { fileURLToPath as __fileURLToPath } from 'node:url';",
  'const require = __createRequire(import.meta.url);',
  'const __filename = __fileURLToPath(import.meta.url);',
  'const __dirname = __pathDirname(__filename);',
].join(' ');

const STAMP = '.build-stamp.json';
const BUILDER = fileURLToPath(import.meta.url);

interface Stamp {
  /** Each file the output was made from (relative to the repository), with its SHA-256. */
  inputs: Record<string, string>;
}

function sha256(file: string): string | undefined {
  try {
    return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  } catch {
    return undefined;
  }
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** What a target's output depends on beyond what esbuild read: this script, the manifest, the GraphQL files, copied folders. */
function extraInputs(target: Target, dir: string): string[] {
  const schemaDir = path.join(ROOT, 'schema');
  const graphql = fs.readdirSync(schemaDir).filter((name) => name.endsWith('.graphql')).map((name) => path.join(schemaDir, name));
  const copied = Object.keys(target.copy ?? {}).flatMap((from) => filesUnder(path.join(dir, from)));
  return [BUILDER, path.join(dir, 'package.json'), ...graphql, ...copied];
}

function stampOf(files: string[]): Stamp {
  const inputs: Record<string, string> = {};
  for (const file of [...new Set(files)].sort()) inputs[path.relative(ROOT, file)] = sha256(file) ?? 'missing';
  return { inputs };
}

/** True when `dist/` holds a build of exactly the files there are now. */
function isCurrent(dist: string): boolean {
  let stamp: Stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(dist, STAMP), 'utf8')) as Stamp;
  } catch {
    return false;
  }
  return Object.entries(stamp.inputs).every(([file, hash]) => sha256(path.join(ROOT, file)) === hash);
}

async function buildTarget(target: Target): Promise<void> {
  const dir = path.join(ROOT, target.dir);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const dist = path.join(dir, 'dist');
  if (isCurrent(dist)) return;
  // Written beside and then swapped in, so a process already running from dist/ never sees half a build.
  const staging = `${dist}.${process.pid}.tmp`;
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    await compileInto(staging, target, dir, manifest);
  } catch (error) {
    // A failed build leaves nothing beside dist/ (nor in git's way).
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  const previous = `${dist}.${process.pid}.old`;
  if (fs.existsSync(dist)) fs.renameSync(dist, previous);
  fs.renameSync(staging, dist);
  fs.rmSync(previous, { recursive: true, force: true });
}

async function compileInto(staging: string, target: Target, dir: string, manifest: { dependencies?: Record<string, string> }): Promise<void> {
  const imported = new Set<string>();
  const result = await esbuild.build({
    absWorkingDir: dir,
    entryPoints: target.entryPoints,
    outbase: target.outbase,
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: 'linked',
    sourcesContent: false,
    // Names stay as written, so a stack trace reads without the source map; a bundle of its
    // packages also loses whitespace and comments (its lines are long: the map gives the place).
    minifyIdentifiers: false,
    minifyWhitespace: target.bundleDependencies === true,
    minifySyntax: target.bundleDependencies === true,
    legalComments: 'none',
    // Packages compiled in may be CommonJS, which ask for `require` and `__dirname`.
    banner: target.bundleDependencies ? { js: COMMONJS_GLOBALS } : undefined,
    logLevel: 'warning',
    plugins: [inlineSchema(), externals(target, manifest, imported)],
    metafile: true,
  });
  assertLatin1(staging);
  if (target.bundleDependencies) assertNoDynamicImportOfCommonJs(result.metafile);
  for (const [from, to] of Object.entries(target.copy ?? {})) fs.cpSync(path.join(dir, from), path.join(staging, to), { recursive: true });
  // Inputs in a plugin's namespace (the inlined schema) are not files; extraInputs covers them.
  const read = Object.keys(result.metafile.inputs).filter((input) => !input.includes(':')).map((input) => path.join(dir, input));
  fs.writeFileSync(path.join(staging, STAMP), `${JSON.stringify(stampOf([...read, ...extraInputs(target, dir)]), null, 1)}\n`);
}

/** Builds the platform, the gateway and the start command where out of date, in that order (the last imports the first two). */
export async function buildServices(): Promise<void> {
  for (const target of TARGETS) await buildTarget(target);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await buildServices();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
