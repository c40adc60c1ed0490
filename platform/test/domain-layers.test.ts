// The platform's folders depend one way, as the linter enforces it (platform/eslint.platform.js,
// docs/platform-domains.md): a folder imports from the layers below its own, never from its own
// layer or above; and every folder is placed, the ones made after this test too.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SRC = path.join(ROOT, 'platform', 'src');
const RULE = 'import-x/no-restricted-paths';

const { PLATFORM_LAYERS } = (await import(pathToFileURL(path.join(ROOT, 'platform', 'eslint.platform.js')).href)) as { PLATFORM_LAYERS: string[][] };
const TOP = PLATFORM_LAYERS.length - 1;
const PLACED = PLATFORM_LAYERS.flatMap((layer, index) => layer.map((entry) => ({ entry, index })));

const eslint = new ESLint({ cwd: ROOT });

const isFile = (entry: string) => entry.endsWith('.ts');

/** A module of the entry: a folder's first file, or the top-level file itself. */
function moduleOf(entry: string): string {
  if (isFile(entry)) return path.join(SRC, entry);
  const [first] = fs.readdirSync(path.join(SRC, entry)).filter((name) => name.endsWith('.ts')).sort();
  return path.join(SRC, entry, first!);
}

/** The rule ids ESLint reports for a module of `entry` importing a module of `imported`. */
async function reported(entry: string, imported: string): Promise<string[]> {
  const file = isFile(entry) ? path.join(SRC, entry) : path.join(SRC, entry, 'layer-probe.ts');
  const relative = path.relative(path.dirname(file), moduleOf(imported)).split(path.sep).join('/');
  const specifier = relative.startsWith('.') ? relative : `./${relative}`;
  // A re-export (`export * from`) is not checked by the rule; an import is.
  const code = `import * as imported from '${specifier}';\nexport { imported };\n`;
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('platform domain layers', () => {
  // The first lint loads the configuration and the TypeScript resolver: seconds on a busy
  // machine, once, so it is done here rather than inside the first test's time.
  beforeAll(() => reported(PLACED[1]!.entry, PLACED[0]!.entry), 120_000);

  it('places every folder and top-level file of platform/src in exactly one layer', () => {
    const present = fs
      .readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || entry.name.endsWith('.ts'))
      .map((entry) => entry.name)
      .sort();
    const placed = PLACED.map(({ entry }) => entry).sort();
    expect(new Set(placed).size).toBe(placed.length);
    expect(placed).toEqual(present);
  });

  it.each(PLACED.filter(({ index }) => index > 0))('$entry may import from the layer below', async ({ entry, index }) => {
    expect(await reported(entry, PLATFORM_LAYERS[index - 1]![0]!)).not.toContain(RULE);
  });

  it.each(PLACED.filter(({ entry }) => !isFile(entry)))('$entry may import from itself', async ({ entry }) => {
    expect(await reported(entry, entry)).not.toContain(RULE);
  });

  it.each(PLACED.filter(({ index }) => index < TOP))('$entry may not import from a layer above', async ({ entry, index }) => {
    expect(await reported(entry, PLATFORM_LAYERS[index + 1]![0]!)).toContain(RULE);
    expect(await reported(entry, PLATFORM_LAYERS[TOP]![0]!)).toContain(RULE);
  });

  it.each(PLACED.filter(({ index }) => PLATFORM_LAYERS[index]!.length > 1))('$entry may not import from its own layer', async ({ entry, index }) => {
    const neighbour = PLATFORM_LAYERS[index]!.find((other) => other !== entry)!;
    expect(await reported(entry, neighbour)).toContain(RULE);
  });
});

describe("the ledger's bulk switch", () => {
  // The switch's name in parts: written whole, this file would be refused too.
  const name = ['ledger', 'bulk_checked'].join('.');
  const code = `import { sql } from 'kysely';\nexport const on = sql\`select set_config('${name}', 'on', true)\`;\n`;
  const rules = async (file: string) => (await eslint.lintText(code, { filePath: path.join(ROOT, 'platform', file) }))[0]!.messages.map((m) => m.ruleId);

  it('may be turned on by the bulk path only, not by another module nor a test', async () => {
    expect(await rules('src/ledger/bulk.ts')).not.toContain('no-restricted-syntax');
    expect(await rules('src/ledger/ledger.ts')).toContain('no-restricted-syntax');
    expect(await rules('src/accrual/service.ts')).toContain('no-restricted-syntax');
    expect(await rules('test/ledger.test.ts')).toContain('no-restricted-syntax');
  }, 60_000);
});
