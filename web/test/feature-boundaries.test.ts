// bulletproof-react's rule, as the linter enforces it: a feature never imports another, and
// shared code never imports a feature. Every folder under features/ is guarded, the ones made
// after this test too (web/eslint.web.js reads the folder).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FEATURES = fs
  .readdirSync(path.join(ROOT, 'web', 'src', 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const eslint = new ESLint({ cwd: ROOT });

/** A screen module of a feature, as an import path. */
function screenOf(feature: string): string {
  const [file] = fs.readdirSync(path.join(ROOT, 'web', 'src', 'features', feature, 'routes'));
  return `@/features/${feature}/routes/${file!.replace(/\.tsx?$/, '')}`;
}

/** The rule ids ESLint reports for a module at `file` (under web/src) importing `from`. */
async function reported(file: string, from: string): Promise<string[]> {
  const code = `import * as imported from '${from}';\nexport { imported };\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, 'web', 'src', file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('feature boundaries', () => {
  // The first lint loads the configuration and the TypeScript resolver: seconds on a busy
  // machine, once, so it is done here rather than inside the first test's time.
  beforeAll(() => reported(`features/${FEATURES[0]}/boundary-probe.ts`, '@/lib/format'), 120_000);

  it('there are features to guard', () => {
    expect(FEATURES.length).toBeGreaterThan(10);
  });

  it.each(FEATURES)('%s may not import another feature, only itself and shared code', async (feature) => {
    const other = FEATURES.find((name) => name !== feature)!;
    const file = `features/${feature}/boundary-probe.ts`;
    expect(await reported(file, screenOf(other))).toContain('import-x/no-restricted-paths');
    expect(await reported(file, screenOf(feature))).not.toContain('import-x/no-restricted-paths');
    expect(await reported(file, '@/lib/format')).not.toContain('import-x/no-restricted-paths');
  });

  it('shared code may not import a feature', async () => {
    expect(await reported('lib/boundary-probe.ts', screenOf(FEATURES[0]!))).toContain('import-x/no-restricted-paths');
  });
});
