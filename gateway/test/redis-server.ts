import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** Where Debian's redis-server package puts the binary (scripts/test.sh installs it). */
export const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

/**
 * Whether the Redis tests can run. Without the binary they are skipped on a developer's
 * machine and fail on CI, where scripts/test.sh installs it.
 */
export function redisAvailable(): boolean {
  if (fs.existsSync(REDIS_SERVER)) return true;
  if (process.env.CI === 'true') throw new Error(`${REDIS_SERVER} is missing: scripts/test.sh installs the redis-server package`);
  console.warn(`skipping the Redis tests: ${REDIS_SERVER} is missing (apt-get install redis-server)`);
  return false;
}

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

/** A throwaway redis-server on a free loopback port (or `port`, to restart one), without persistence. */
export async function startRedisServer(port?: number): Promise<RedisServer & { port: number }> {
  port ??= await freePort();
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Ready to accept connections')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => reject(new Error(`redis-server exited before it was ready:\n${output}`)));
  });
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    stop: () => stopChild(child, exited),
  };
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode === null) child.kill('SIGTERM');
  await exited;
}

/** A port nobody listens on right now (the kernel's pick for port 0). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
