// Every locale has every key of the source catalogue (and no others), no key is empty,
// every error code of the envelope catalogue has a text, and every key the code uses exists.
import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, LOCALES } from '@portal/envelope/catalogue';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './all-catalogues';
import { enUS } from '@/lib/locales/en-US';
import { enUSSignIn } from '@/lib/locales/sign-in/en-US';
import { enUS as consoleEnUS } from '@/console/locales/en-US';
import { zhCN as consoleZhCN } from '@/console/locales/zh-CN';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const source = flatten(enUS as unknown as Tree);
const SRC = path.resolve(import.meta.dirname, '..', 'src');

/** The source files under `dir`, less generated code, catalogues and the folders in `skip`. */
function sourceFiles(dir: string, skip: readonly string[] = []): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === 'locales' || skip.includes(full) ? [] : sourceFiles(full, skip);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The keys the files name in `t('…')` calls (and, for the member app, its validation messages and labels). */
function keysUsedIn(files: string[]): Set<string> {
  const used = new Set<string>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z]+(?:\.[a-zA-Z-]+)+)'/g)) used.add(match[1]!);
    for (const match of text.matchAll(/'(validation\.[a-zA-Z]+)'/g)) used.add(match[1]!);
    for (const match of text.matchAll(/label: '([a-z]+\.[a-zA-Z]+)'/g)) used.add(match[1]!);
  }
  return used;
}

// The operator console is a build of its own with its own catalogue (docs/web.md).
const CONSOLE = path.join(SRC, 'console');

describe('catalogues', () => {
  for (const locale of LOCALES) {
    it(`${locale} has exactly the source keys, none empty`, () => {
      const keys = flatten(CATALOGUES[locale] as unknown as Tree);
      expect([...keys.keys()].sort()).toEqual([...source.keys()].sort());
      for (const [key, value] of keys) expect(value.trim(), `${locale} ${key}`).not.toBe('');
    });

    it(`${locale} words every error code`, () => {
      const keys = flatten(CATALOGUES[locale] as unknown as Tree);
      for (const code of ERROR_CODES) expect(keys.get(`errors.${code}`), `${locale} errors.${code}`).toBeTruthy();
    });
  }

  it('has every key the code names in t(…) calls and validation messages', () => {
    const used = keysUsedIn(sourceFiles(SRC, [CONSOLE]));
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((key) => !source.has(key));
    expect(missing).toEqual([]);
  });

  it("the operator console's catalogues have every key its code names, in both its languages", () => {
    const used = [...keysUsedIn(sourceFiles(CONSOLE))].filter((key) => !key.startsWith('validation.'));
    expect(used.length).toBeGreaterThan(20);
    for (const catalogue of [consoleEnUS, consoleZhCN]) {
      const keys = flatten(catalogue as unknown as Tree);
      expect(used.filter((key) => !keys.has(key))).toEqual([]);
      expect([...keys.keys()].sort()).toEqual([...flatten(consoleEnUS as unknown as Tree).keys()].sort());
    }
  });

  it('the sign-in screens name only keys of the sign-in part, the one they download', () => {
    const signIn = flatten(enUSSignIn as unknown as Tree);
    // The sign-in screens, the form pieces they use, and what words a refusal (lib/failure).
    const files = [
      ...sourceFiles(path.join(SRC, 'features', 'auth')).filter((file) => !file.endsWith('use-logout.ts')),
      ...['password-input.tsx', 'text-input.tsx', 'brand.tsx', 'language-menu.tsx', 'theme-menu.tsx', 'failure-alert.tsx'].map((name) =>
        path.join(SRC, 'components', name),
      ),
      path.join(SRC, 'lib', 'failure.ts'),
      path.join(SRC, 'lib', 'use-rules-form.ts'),
      path.join(SRC, 'lib', 'form-rules.ts'),
    ];
    const used = new Set<string>();
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z]+(?:\.[a-zA-Z-]+)+)'/g)) used.add(match[1]!);
      for (const match of text.matchAll(/'(validation\.[a-zA-Z]+)'/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !signIn.has(key))).toEqual([]);
  });
});
