/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL payloads are read as loose JSON */
// The container images run each package's `start` script on its compiled output, from a
// `pnpm deploy --prod` copy: dist/ and the production dependencies, nothing else. These tests
// make exactly those copies, start the platform and the gateway from them as separate processes
// wired as docker-compose.yml wires them (private key on the platform's side only, public key file
// for the gateway), and stop them with SIGTERM as a container engine does. A module the compiled
// code needs but the package does not declare fails here, not in production.
import { execFile, type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A package's `start` script: its leading `NAME=value` assignments, then the command. */
function startScript(pkg: 'gateway' | 'platform'): { env: Record<string, string>; argv: string[] } {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, pkg, 'package.json'), 'utf8'));
  const words = String(manifest.scripts.start).split(' ');
  const assignments = words.filter((word) => /^[A-Z_]+=/.test(word));
  return { env: Object.fromEntries(assignments.map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)])), argv: words.slice(assignments.length) };
}

function dockerStage(stage: string): string {
  const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const body = dockerfile.split(/^FROM /m).find((section) => new RegExp(`AS ${stage}\\s*$`, 'm').test(section.split('\n')[0]!));
  expect(body, `Dockerfile stage ${stage}`).toBeDefined();
  return body!;
}

/** The CMD of a Dockerfile stage, as an argv array. */
function dockerCmd(stage: string): string[] {
  const cmd = dockerStage(stage).match(/^CMD (\[.*\])\s*$/m);
  expect(cmd, `CMD of stage ${stage}`).not.toBeNull();
  return JSON.parse(cmd![1]!);
}

/** The variables a Dockerfile stage sets (`ENV NAME=value …` lines, values without spaces). */
function dockerEnv(stage: string): Record<string, string> {
  const pairs = [...dockerStage(stage).matchAll(/^ENV (.*)$/gm)].flatMap((line) => line[1]!.trim().split(/\s+/));
  return Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
}

/** The `command` of a docker-compose.yml service, as an argv array. */
function composeCommand(service: string): string[] {
  const compose = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
  const body = compose.split(/^ {2}(?=\S)/m).find((section) => section.startsWith(`${service}:`));
  const command = body?.match(/^ {4}command: (\[.*\])\s*$/m);
  expect(command, `command of service ${service}`).toBeTruthy();
  return JSON.parse(command![1]!);
}

/** `pnpm deploy --prod` of a package into `target`, as the image build makes it (Dockerfile). */
function deploy(pkg: 'gateway' | 'platform', target: string): Promise<void> {
  // The pnpm running this suite (its path is in npm_execpath), else the README's own way.
  const execPath = process.env.npm_execpath;
  const pnpm = execPath && /pnpm/.test(path.basename(execPath)) ? [process.execPath, execPath] : ['npx', '-y', 'pnpm@10'];
  return new Promise((resolve, reject) => {
    execFile(pnpm[0]!, [...pnpm.slice(1), '--filter', `@portal/${pkg}`, 'deploy', '--prod', '--legacy', target], { cwd: root, timeout: 120_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`pnpm deploy of ${pkg} failed:\n${stdout}${stderr}`)) : resolve(),
    );
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs `argv` in `cwd` with node_modules/.bin first on PATH and waits for `ready` in its output. */
async function run(argv: string[], cwd: string, env: Record<string, string>, ready: RegExp): Promise<Started & { match: RegExpMatchArray }> {
  const child = spawn(argv[0]!, argv.slice(1), {
    cwd,
    env: { ...process.env, ...env, PATH: `${path.join(cwd, 'node_modules', '.bin')}:${process.env.PATH}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const match = await new Promise<RegExpMatchArray>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const found = text.match(ready);
      if (found) resolve(found);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`${argv.join(' ')} exited with ${code} before it was ready:\n${text}`)));
  });
  return { child, match, output: () => text, exited };
}

const running: Started[] = [];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-entry-'));
const deployed = { platform: path.join(work, 'platform'), gateway: path.join(work, 'gateway') };
beforeAll(async () => {
  await Promise.all([deploy('platform', deployed.platform), deploy('gateway', deployed.gateway)]);
}, 180_000);
afterAll(() => {
  for (const process of running) process.child.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the images’ entry commands', () => {
  it('are the packages’ start scripts, on the compiled output', () => {
    for (const pkg of ['gateway', 'platform'] as const) {
      expect(dockerCmd(pkg)).toEqual(startScript(pkg).argv);
      expect(dockerEnv(pkg)).toMatchObject(startScript(pkg).env);
    }
    // V8's young generation at 1 MB: idle memory against the fan-in's CPU, BENCHMARKS.md (j); the
    // gateway's old generation grown by 30 % between full collections: the fan-in's memory, (f).
    expect(startScript('platform').argv).toEqual(['node', '--max-semi-space-size=4', 'dist/main.js']);
    expect(startScript('gateway').argv).toEqual(['node', '--max-semi-space-size=4', '--heap-growing-percent=30', 'dist/main.js']);
    // glibc with fixed thresholds, so the native memory the gateway's start frees goes back: (j).
    expect(startScript('gateway').env).toEqual({ GLIBC_TUNABLES: 'glibc.malloc.trim_threshold=131072:glibc.malloc.mmap_threshold=131072' });
  });

  it('are a deployed copy of dist/ and the production dependencies: no TypeScript, no test tools', () => {
    for (const dir of Object.values(deployed)) {
      expect(fs.readdirSync(dir).sort()).toEqual(['dist', 'node_modules', 'package.json']);
      for (const absent of ['tsx', 'typescript', 'vitest', 'esbuild', '@portal']) expect(fs.existsSync(path.join(dir, 'node_modules', absent)), absent).toBe(false);
    }
  });

  it('start the platform and the gateway as separate processes that serve a member, and stop cleanly on SIGTERM', async () => {
    const [privateDir, publicDir, dataDir] = ['keys', 'envelope-public', 'data'].map((name) => path.join(work, name));

    // An OTLP endpoint: each batch of spans the services export, as the bytes that came.
    const batches: Buffer[] = [];
    let batchArrived = () => {};
    const collector = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.url === '/v1/traces') batches.push(Buffer.concat(chunks));
        response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
        batchArrived();
      });
    });
    collector.listen(0, '127.0.0.1');
    await once(collector, 'listening');
    // Batches sent at once; an export that fails gives up after 1 s (10 s by default).
    const tracing = {
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
      OTEL_BSP_SCHEDULE_DELAY: '50',
      OTEL_EXPORTER_OTLP_TIMEOUT: '1000',
    };
    const exported = (service: string) => batches.some((batch) => batch.includes(service));

    // docker-compose.yml's one-shot key service: the gateway only ever gets the public half.
    const keyCommand = composeCommand('envelope-keys');
    expect(keyCommand.slice(-2)).toEqual(['/keys', '/envelope-public']);
    const keys = await run([...keyCommand.slice(0, -2), privateDir!, publicDir!], deployed.platform, {}, /published to/);
    expect(await keys.exited).toBe(0);
    expect(fs.readdirSync(publicDir!)).toEqual(['envelope-public.pem']);
    expect((fs.statSync(path.join(privateDir!, 'envelope-private.pem')).mode & 0o777).toString(8)).toBe('600');

    const platform = await run(
      dockerCmd('platform'),
      deployed.platform,
      {
        ...startScript('platform').env,
        PLATFORM_PORT: '0',
        PLATFORM_HOST: '127.0.0.1',
        DATA_DIR: dataDir!,
        ENVELOPE_PRIVATE_KEY_FILE: path.join(privateDir!, 'envelope-private.pem'),
        ENVELOPE_REQUIRED: 'true',
        LOG_LEVEL: 'warn',
        ...tracing,
      },
      /Platform listening at (http:\/\/\S+);/,
    );
    running.push(platform);
    const platformUrl = platform.match[1]!;

    const gateway = await run(
      dockerCmd('gateway'),
      deployed.gateway,
      {
        ...startScript('gateway').env,
        UPSTREAM_URL: platformUrl,
        ENVELOPE_PUBLIC_KEY_FILE: path.join(publicDir!, 'envelope-public.pem'),
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        SHUTDOWN_DRAIN_MS: '1000',
        ...tracing,
      },
      /Server listening at (http:\/\/127\.0\.0\.1:\d+)/,
    );
    running.push(gateway);
    const gatewayUrl = gateway.match[1]!;

    expect(await (await fetch(`${gatewayUrl}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${gatewayUrl}/readyz`)).json()).toEqual({ status: 'ready' });
    // A real operation through the encrypted envelope: the platform refuses plaintext here.
    const answer: any = await (
      await fetch(`${gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ captcha { captchaId image } }' }),
      })
    ).json();
    expect(answer.errors).toBeUndefined();
    expect(answer.data.captcha.image).toMatch(/svg/);
    // Both services exported that request's spans.
    while (!exported('portal-gateway') || !exported('portal-platform')) await new Promise<void>((resolve) => (batchArrived = resolve));
    // The collector goes away: the services still stop cleanly below, whatever spans are lost.
    collector.close();

    // GraphiQL, whose editor the compiled gateway loads on the first request for its files.
    const page = await (await fetch(`${gatewayUrl}/graphql`, { headers: { accept: 'text/html' } })).text();
    const script = /src="(\/graphiql\/[^"]+\/graphiql\.js)"/.exec(page);
    expect(script, 'GraphiQL page names its script').not.toBeNull();
    const editor = await fetch(`${gatewayUrl}${script![1]}`);
    expect(editor.status).toBe(200);
    expect((await editor.text()).length).toBeGreaterThan(100_000);

    // SIGTERM: readiness fails first (the drain), then the gateway closes.
    gateway.child.kill('SIGTERM');
    let readiness: Response;
    do readiness = await fetch(`${gatewayUrl}/readyz`);
    while (readiness.status === 200);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: 'draining' });
    platform.child.kill('SIGTERM');
    expect(await gateway.exited, gateway.output()).toBe(0);
    expect(await platform.exited).toBe(0);
    expect(gateway.output()).toMatch(/closing the gateway/);
  }, 120_000);
});
