import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(WEB, '..');
/** What a build of the web app is made from: its own files, the envelope's catalogue, the locked dependencies. */
const INPUTS = ['web/src', 'web/public', 'web/build', 'web/index.html', 'web/vite.config.ts', 'web/console', 'web/vite.console.config.ts', 'web/package.json', 'envelope/src', 'pnpm-lock.yaml'];
/** Where a build records what it was made from. */
export const STAMP_FILE = '.source-hash';

function filesOf(relative: string): string[] {
  const full = path.join(ROOT, relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((entry) => filesOf(path.join(relative, entry.name)))
    .sort();
}

/**
 * A hash of every input of a build in `mode`, and NODE_ENV: it decides React's own build (Vite
 * sets it to production for a build when it is not set).
 */
export function webSourceHash(mode: string, nodeEnv = process.env.NODE_ENV || 'production'): string {
  const hash = createHash('sha256').update(`${mode}\0${nodeEnv}\0`);
  for (const file of INPUTS.flatMap(filesOf)) hash.update(`${file}\0`).update(fs.readFileSync(path.join(ROOT, file))).update('\0');
  return hash.digest('hex');
}

/** True when `web/dist` was built from exactly the files there are now, in `mode`. */
export function webBuildIsCurrent(mode = 'production'): boolean {
  const stamp = path.join(WEB, 'dist', STAMP_FILE);
  return fs.existsSync(path.join(WEB, 'dist', 'index.html')) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === webSourceHash(mode);
}

/** Writes the stamp once a build has finished, so `pnpm start` can skip the next one when nothing changed. */
export function sourceStamp(): Plugin {
  let outDir = 'dist';
  let mode = 'production';
  return {
    name: 'portal:source-stamp',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    closeBundle() {
      fs.writeFileSync(path.join(outDir, STAMP_FILE), webSourceHash(mode));
    },
  };
}
