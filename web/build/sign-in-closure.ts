import type { Plugin } from 'vite';

/** The modules a first visit to /login runs: the entry, the first screen's preload, the sign-in route. */
const SIGN_IN_ROOTS = /[\\/]src[\\/](main\.tsx|app[\\/]preload\.ts|features[\\/]auth[\\/]routes[\\/]login\.tsx)$/;

/**
 * The set of modules that /login's first load imports statically, filled once the module graph
 * is complete (`buildEnd`) and read by the chunk groups (vite.config.ts) after it. A group of
 * libraries "every screen starts with" picked by path alone also takes what only later screens
 * use (MUI's roving focus for menus and tabs, its Transition, SwitchBase, a dozen icons): about
 * 5 KB gzip that /login downloaded for nothing. Asked before the graph is complete, it throws:
 * a group that silently matched nothing would put everything back in the default chunks.
 */
export function signInClosure(): StaticClosure {
  return staticClosure('sign-in', SIGN_IN_ROOTS, 3);
}

/** The modules a signed-in first visit to the dashboard runs beyond the entry: the shell and the dashboard's route. */
const DASHBOARD_ROOTS = /[\\/]src[\\/](app[\\/]shell[\\/]app-shell\.tsx|features[\\/]dashboard[\\/]routes[\\/]dashboard\.tsx)$/;

/**
 * The modules the shell and the dashboard import statically: their small pieces (our helpers,
 * the nav's icons) went in a dozen files of a few hundred bytes each, and on a phone over
 * HTTP/1.1 every file is a round trip on one of six connections (vite.config.ts, `first-screen`).
 */
export function dashboardClosure(): StaticClosure {
  return staticClosure('dashboard', DASHBOARD_ROOTS, 2);
}

/** The modules every visit runs: the entry (main.tsx) and its first script (app/preload.ts). */
const ENTRY_ROOTS = /[\\/]src[\\/](main\.tsx|app[\\/]preload\.ts)$/;

/** What the entry imports statically: every visit loads it, whatever the screen. */
export function entryClosure(): StaticClosure {
  return staticClosure('entry', ENTRY_ROOTS, 2);
}

export interface StaticClosure {
  plugin: Plugin;
  has: (id: string) => boolean;
  importedBy: (id: string, importer: RegExp) => boolean;
}

function staticClosure(label: string, rootPattern: RegExp, rootCount: number): StaticClosure {
  let modules: Set<string> | undefined;
  const importers = new Map<string, readonly string[]>();
  const plugin: Plugin = {
    name: `portal:${label}-closure`,
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const roots = [...this.getModuleIds()].filter((id) => rootPattern.test(id));
      if (roots.length !== rootCount) throw new Error(`${label} closure: expected ${rootCount} roots, found ${roots.join(', ')}`);
      const reached = new Set<string>();
      const pending = [...roots];
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (reached.has(id)) continue;
        reached.add(id);
        const info = this.getModuleInfo(id);
        pending.push(...(info?.importedIds ?? []));
        importers.set(id, info?.importers ?? []);
      }
      modules = reached;
    },
  };
  const has = (id: string): boolean => {
    if (!modules) throw new Error(`${label} closure: asked before the module graph was complete`);
    return modules.has(id);
  };
  /** Whether a module of the closure is imported by one matching `importer`, in or out of it. */
  const importedBy = (id: string, importer: RegExp): boolean => has(id) && (importers.get(id) ?? []).some((from) => importer.test(from));
  return { plugin, has, importedBy };
}
