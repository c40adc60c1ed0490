// The digest scripts/test.sh prints at the end of a red run, read from a real vitest run that
// fails on purpose (test/fixtures/failing-run): each failed test with its error, what it waited
// for and where; each unhandled error with the test it came during.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { digest } from '../../scripts/failure-digest.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/failing-run');

it('says why each test failed and where, and which test an unhandled error came during', async () => {
  const run = await promisify(execFile)(process.execPath, [path.join(import.meta.dirname, '../node_modules/vitest/vitest.mjs'), 'run', '--root', FIXTURE, '--color'], {
    env: { ...process.env, FORCE_COLOR: '1' },
  }).then(
    () => undefined,
    (failed: { stdout: string; stderr: string }) => failed.stdout + failed.stderr,
  );
  expect(run, 'the run must fail').toBeDefined();
  const { failed, unhandled } = digest(run!);
  expect(failed).toEqual([
    { title: 'run.fails.ts > asserts what it did not get', error: 'AssertionError: expected 2 to be 3 // Object.is equality', at: 'run.fails.ts:7:17' },
    {
      title: 'run.fails.ts > waits for what never comes',
      error: 'TimeoutError: locator.waitFor: Timeout 10000ms exceeded.',
      waitingFor: "waiting for getByTestId('live-label') to be visible",
      at: 'run.fails.ts:11:19',
    },
  ]);
  expect(unhandled).toEqual([
    {
      title: 'Unhandled Rejection',
      error: 'Error: page.waitForEvent: Target page, context or browser has been closed',
      at: 'run.fails.ts:17:23',
      during: 'run.fails.ts > leaves a wait behind',
    },
  ]);
});
