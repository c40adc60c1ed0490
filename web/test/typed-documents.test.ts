import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentConstantName, generatedDocuments, rewriteGraphqlCalls } from '../build/typed-documents';

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });

describe('typed documents in the build', () => {
  it('names a document as codegen does', () => {
    expect(documentConstantName('mutation Login($input: LoginInput!) { login(input: $input) { token } }')).toBe('LoginDocument');
    expect(documentConstantName('fragment TeamMemberFields on TeamMember { userId }')).toBe('TeamMemberFieldsFragmentDoc');
    expect(() => documentConstantName('{ me { id } }')).toThrow(/named operation/);
  });

  it('replaces each call by its own document module, drops the map of all documents and keeps line numbers', () => {
    const code = [
      "import { graphql } from '@/generated/gql';",
      'const Login = graphql(`',
      '  mutation Login { login { token } }',
      '`);',
      'const Me = graphql(`query Me { me { id } }`);',
      'export { Login, Me };',
    ].join('\n');
    const rewritten = rewriteGraphqlCalls(code)!;
    expect(rewritten).not.toContain('graphql(');
    expect(rewritten).not.toContain('@/generated/gql');
    expect(rewritten.split('\n').slice(0, 6)).toEqual(['', 'const Login = LoginDocument', '', ';', 'const Me = MeDocument;', 'export { Login, Me };']);
    expect(rewritten).toContain("import LoginDocument from 'portal-document:LoginDocument';");
    expect(rewritten).toContain("import MeDocument from 'portal-document:MeDocument';");
    expect(rewriteGraphqlCalls('const x = 1;')).toBeUndefined();
  });

  it('finds the generated document, with its trusted-document hash, of every graphql() call in the app', () => {
    const documents = generatedDocuments(readFileSync(path.join(SRC, 'generated/graphql.ts'), 'utf8'));
    const calls = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bgraphql\(\s*`([^`]*)`\s*\)/g)].map(([, source]) => documentConstantName(source!)),
    );
    expect(calls.length).toBeGreaterThan(50);
    for (const name of calls) {
      const json = documents.get(name);
      expect(json, name).toBeDefined();
      expect((JSON.parse(json!) as { __meta__: { hash: string } }).__meta__.hash).toMatch(/^[0-9a-f]{64}$/);
    }
    // Every call in the app is of the one form the build rewrites: none is left calling the map.
    for (const file of sourceFiles(SRC)) {
      const rewritten = rewriteGraphqlCalls(readFileSync(file, 'utf8'));
      if (rewritten !== undefined) expect(rewritten, file).not.toMatch(/\bgraphql\(|generated\/gql'/);
    }
  });
});
