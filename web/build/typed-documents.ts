import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Kind, parse } from 'graphql';
import type { Plugin } from 'vite';

/** A `graphql(`…`)` call of codegen's client preset: the document is a plain template literal. */
const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
/** Where codegen writes one exported constant per document (codegen.ts, `web/src/generated/`). */
const DOCUMENTS_FILE = fileURLToPath(new URL('../src/generated/graphql.ts', import.meta.url));
/** One generated document: `export const LoginDocument = {…} as unknown as DocumentNode<…>;` */
const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
/** The map of every document, which a rewritten file no longer needs. */
const GRAPHQL_IMPORT = /^import \{ graphql \} from '@\/generated\/gql';$/m;
const MODULE_PREFIX = 'portal-document:';
const RESOLVED_PREFIX = `\0${MODULE_PREFIX}`;

/**
 * The name codegen gives a document's constant: the operation's name + `Document`, the
 * fragment's + `FragmentDoc` (the client preset's naming; our names are PascalCase already).
 */
export function documentConstantName(source: string): string {
  const [definition] = parse(source).definitions;
  if (definition?.kind === Kind.OPERATION_DEFINITION && definition.name) return `${definition.name.value}Document`;
  if (definition?.kind === Kind.FRAGMENT_DEFINITION) return `${definition.name.value}FragmentDoc`;
  throw new Error('a graphql() document must start with a named operation or fragment');
}

/**
 * Rewrites each `graphql(`…`)` call into an import of that one document, as the client preset's
 * Babel plugin does, but from a module of its own per document: a screen's chunk then holds the
 * documents it uses and no other (the map of every operation, `generated/gql.ts`, and the file
 * of all documents, `generated/graphql.ts`, are each one module, so any screen using one
 * document would download them all, /login included).
 * The call's line breaks are kept and the imports go at the end (imports are hoisted), so line
 * numbers do not move.
 */
export function rewriteGraphqlCalls(code: string): string | undefined {
  if (!code.includes('graphql(')) return undefined;
  const names = new Set<string>();
  const rewritten = code.replace(GRAPHQL_CALL, (call, source: string) => {
    const name = documentConstantName(source);
    names.add(name);
    return name + '\n'.repeat(call.split('\n').length - 1);
  });
  if (names.size === 0) return undefined;
  return [rewritten.replace(GRAPHQL_IMPORT, ''), ...[...names].map((name) => `import ${name} from '${MODULE_PREFIX}${name}';`), ''].join('\n');
}

/** Every generated document's JSON by constant name, read from codegen's output. */
export function generatedDocuments(generated: string): Map<string, string> {
  return new Map([...generated.matchAll(DOCUMENT_LINE)].map(([, name, json]) => [name!, json!]));
}

export function typedDocuments(): Plugin {
  let documents: Promise<Map<string, string>> | undefined;
  return {
    name: 'portal:typed-documents',
    enforce: 'pre',
    buildStart() {
      documents = undefined;
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/src/generated/')) return undefined;
      const rewritten = rewriteGraphqlCalls(code);
      return rewritten === undefined ? undefined : { code: rewritten, map: null };
    },
    resolveId(source) {
      return source.startsWith(MODULE_PREFIX) ? `\0${source}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      this.addWatchFile(DOCUMENTS_FILE);
      documents ??= readFile(DOCUMENTS_FILE, 'utf8').then(generatedDocuments);
      const name = id.slice(RESOLVED_PREFIX.length);
      const json = (await documents).get(name);
      if (json === undefined) throw new Error(`${name} is not in web/src/generated/graphql.ts: run \`pnpm codegen\``);
      return `export default ${json};\n`;
    },
  };
}
