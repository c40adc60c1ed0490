// After a failed journey test, a picture of each page still open goes to
// e2e/screenshots/failures/<file> <suite> <test>.png (src/failure-screenshots.ts). It never fails
// the test itself: the test's own error is the one reported. When the file ends, the pages it
// left open are closed: the browser may be shared with the next file (src/browser.ts).
import path from 'node:path';
import { afterAll, afterEach } from 'vitest';
import { captureOpenPages, closeOpenContexts } from '../src/failure-screenshots.ts';

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const file = path.basename(task.file.name).replace(/\.test\.ts$/, '');
  const written = await captureOpenPages(`${file} ${task.fullTestName ?? task.name}`);
  for (const shot of written) console.error(`failure screenshot: ${path.relative(process.cwd(), shot)}`);
});

afterAll(async () => {
  await closeOpenContexts();
});
