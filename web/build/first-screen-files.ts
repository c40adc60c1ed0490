import type { Rollup } from 'vite';

/** The modules whose chunks a signed-in visit to the dashboard needs first: the shell and the dashboard's route. */
const FIRST_SCREEN_ROOTS = [/[\\/]src[\\/]app[\\/]shell[\\/]app-shell\.tsx$/, /[\\/]src[\\/]features[\\/]dashboard[\\/]routes[\\/]dashboard\.tsx$/];
/** A language's catalogues (lib/locales/loaders.ts): its app part and its sign-in part. */
const CATALOGUE = /[\\/]src[\\/]lib[\\/]locales[\\/](?:app|sign-in)[\\/]([a-z]{2}-[A-Z]{2})\.ts$/;

export interface FirstScreenFiles {
  /** The scripts of the shell and the dashboard beyond the entry's (which index.html preloads already), largest first. */
  files: string[];
  /** Each language's catalogue scripts. */
  catalogues: Record<string, string[]>;
}

/**
 * The scripts a signed-in visit to the dashboard runs, read from the build's chunks: the shell's
 * and the dashboard route's chunks with everything they import statically, less what the entry
 * imports (Vite's own preloads in index.html), as paths relative to index.html. A root that is not
 * a chunk of its own throws: a rename would otherwise leave the preload asking for nothing.
 */
export function firstScreenFiles(bundle: Rollup.OutputBundle): FirstScreenFiles {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: Rollup.OutputChunk[]): Set<string> => {
    const reached = new Set<string>();
    const pending = roots.map((root) => root.fileName);
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (reached.has(file)) continue;
      reached.add(file);
      pending.push(...(byFile.get(file)?.imports ?? []));
    }
    return reached;
  };
  const preloaded = closure(chunks.filter((chunk) => chunk.isEntry));
  const roots = FIRST_SCREEN_ROOTS.map((root) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId !== null && root.test(candidate.facadeModuleId));
    if (!chunk) throw new Error(`first screen: no chunk of its own for ${root}`);
    return chunk;
  });
  const size = (file: string) => byFile.get(file)?.code.length ?? 0;
  const relative = (files: Iterable<string>) => [...files].sort((a, b) => size(b) - size(a)).map((file) => `./${file}`);
  const shared = new Set([...closure(roots)].filter((file) => !preloaded.has(file)));
  const catalogues: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const locale = chunk.facadeModuleId === null ? undefined : CATALOGUE.exec(chunk.facadeModuleId)?.[1];
    if (!locale) continue;
    const own = [...closure([chunk])].filter((file) => !preloaded.has(file) && !shared.has(file));
    catalogues[locale] = [...(catalogues[locale] ?? []), ...relative(own)];
  }
  if (Object.keys(catalogues).length === 0) throw new Error('first screen: no catalogue chunks found');
  return { files: relative(shared), catalogues };
}
