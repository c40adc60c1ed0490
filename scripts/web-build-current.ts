/**
 * Exits 0 when web/dist was built from the sources there are now (`pnpm start` then skips the
 * build: a restart is seconds, not a rebuild), 1 otherwise. The build records what it was made
 * from (web/build/source-stamp.ts).
 */
import { webBuildIsCurrent } from '../web/build/source-stamp.ts';

if (webBuildIsCurrent()) {
  console.log('The web app is built from the current sources.');
} else {
  process.exitCode = 1;
}
