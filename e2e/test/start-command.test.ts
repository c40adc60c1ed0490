// The README's start command as a person runs it: `pnpm start` compiles and prints one URL,
// serves the app, stops cleanly on Ctrl-C (SIGINT to the whole foreground process group, as a
// terminal sends it) with one line and exit status 0, and keeps its data across a restart.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, ROOT } from '../src/stack.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  /** The suite's own pnpm, or `npx -y pnpm@10` when the suite runs without pnpm. */
  via: 'pnpm' | 'npx';
  output: () => string;
  /** How pnpm ended: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `pnpm start` in a process group of its own, as a terminal starts it. */
async function start(port: number): Promise<Started> {
  // The pnpm running this suite (its path is in npm_execpath), else the README's own way.
  const execPath = process.env.npm_execpath;
  const pnpm = execPath && /pnpm/.test(path.basename(execPath)) ? [process.execPath, execPath] : ['npx', '-y', 'pnpm@10'];
  // As on a fresh machine: no NODE_ENV (the test runner's `test` would reach the web build, which
  // rebuilds web/dist for the journeys after this one; without it the build is the same as theirs).
  const { NODE_ENV: _runner, ...env } = process.env;
  const child = spawn(pnpm[0]!, [...pnpm.slice(1), 'start'], {
    cwd: ROOT,
    detached: true,
    env: { ...env, DATA_DIR: dataDir, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk) => (text += chunk));
  child.stderr!.on('data', (chunk) => (text += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (text.includes('Portal is running at')) resolve();
    };
    child.stdout!.on('data', check);
    void exited.then(({ code, signal }) => reject(new Error(`pnpm start ended (${code ?? signal}) before it was running:\n${text}`)));
  });
  return { child, via: pnpm[0] === 'npx' ? 'npx' : 'pnpm', output: () => text, exited };
}

function referralIdOf(output: string): string | undefined {
  return /referral ID \(for the first registration\): (\S+)/.exec(output)?.[1];
}

/** Ctrl-C in the terminal: SIGINT to the whole process group; then everything has stopped. */
async function pressCtrlC(started: Started, port: number): Promise<void> {
  process.kill(-started.child.pid!, 'SIGINT');
  // pnpm ends with 0, never reporting a failure, once the product has said it stopped. (Through
  // npx, npm then ends by the signal it was sent, as it does for any command it runs.)
  const { code, signal } = await started.exited;
  if (started.via === 'pnpm') expect(code, `pnpm ended with ${code ?? signal}`).toBe(0);
  else expect(signal ?? code, 'npx pnpm').toBe('SIGINT');
  // The product itself closed: nothing answers on its port any more.
  await expect.poll(() => fetch(`http://localhost:${port}/healthz`).then(() => 'answering', () => 'closed'), { timeout: 15_000 }).toBe('closed');
  const afterUrl = started.output().slice(started.output().indexOf('Root sponsor referral ID'));
  expect(afterUrl.split('\n').filter((line) => line.trim() !== '').slice(1)).toEqual([`Stopped (SIGINT); the data stays in ${dataDir}.`]);
}

describe('pnpm start', () => {
  it('serves one URL, stops cleanly on Ctrl-C, and keeps its data for the next start', async () => {
    const port = await freePort();
    const first = await start(port);
    try {
      const urls = first.output().match(/http:\/\/localhost:\d+/g) ?? [];
      expect(urls).toEqual([`http://localhost:${port}`]);
      expect((await fetch(`http://localhost:${port}/healthz`)).status).toBe(200);
      expect((await fetch(`http://localhost:${port}/`)).headers.get('content-type')).toMatch(/^text\/html/);
    } finally {
      await pressCtrlC(first, port);
    }

    const second = await start(port);
    await pressCtrlC(second, port);
    // Nothing changed in between: the restart serves the build there is instead of building again.
    expect(second.output()).toContain('The web app is built from the current sources.');
    // The same root sponsor: the data directory was kept, not made anew.
    expect(referralIdOf(second.output())).toBe(referralIdOf(first.output()));
  });
});
