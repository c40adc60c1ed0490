// No user-visible text outside the catalogues: JSX text and the text-bearing attributes of
// every .tsx file must not contain words (punctuation and separators are fine).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..', 'src');
const TEXT_ATTRIBUTES = new Set(['label', 'title', 'placeholder', 'alt', 'aria-label', 'helperText', 'secondary', 'primary']);
const WORDS = /[\p{L}]{2,}/u;

function tsxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : tsxFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

function findHardCodedText(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(file))) {
      const init = node.initializer;
      const literal =
        init && ts.isStringLiteral(init)
          ? init.text
          : init && ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)
            ? init.expression.text
            : undefined;
      if (literal !== undefined && WORDS.test(literal)) found.push(`${node.name.getText(file)}="${literal}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('user-visible strings', () => {
  it('the check itself finds JSX text and text attributes', () => {
    expect(findHardCodedText('x.tsx', 'const a = <p title="Hello">Sign in {x} · </p>;')).toEqual(['title="Hello"', 'Sign in']);
    expect(findHardCodedText('x.tsx', "const a = <p aria-label={t('a.b')}>{t('c.d')} · :</p>;")).toEqual([]);
  });

  for (const file of tsxFiles(SRC)) {
    it(`${path.relative(SRC, file)} has no text outside the catalogues`, () => {
      expect(findHardCodedText(file, fs.readFileSync(file, 'utf8'))).toEqual([]);
    });
  }
});
