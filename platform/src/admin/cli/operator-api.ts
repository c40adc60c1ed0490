import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_TOKEN_FILE, PLATFORM_URL_FILE } from '../../lib/data-files.ts';

/**
 * Where an operator command runs: the settings it reads and where its output goes. The CLI gives
 * its own environment and streams (admin/cli.ts); a test may run commands in its own process
 * with a session of its own (admin/program.ts).
 */
export interface AdminSession {
  /** DATA_DIR, or PLATFORM_URL and ADMIN_TOKEN. */
  env: Readonly<Record<string, string | undefined>>;
  /** Standard output: each command's answer, as JSON. */
  out(text: string): void;
  /** Standard error: usage errors and help. */
  err(text: string): void;
}

/** A command that could not be carried out: the CLI prints the message and exits with the code (1 refused, 2 not reachable). */
export class AdminCommandError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
    this.name = 'AdminCommandError';
  }
}

const sessions = new AsyncLocalStorage<AdminSession>();

/** Runs `work` (a command) in `session`: `call` and `print` below use its settings and output. */
export function inSession<T>(session: AdminSession, work: () => Promise<T>): Promise<T> {
  return sessions.run(session, work);
}

function session(): AdminSession {
  const current = sessions.getStore();
  if (!current) throw new Error('an operator command runs inside runAdmin (admin/program.ts)');
  return current;
}

function readSetting(envName: string, file: string, hint: string): string {
  const { env } = session();
  const fromEnv = env[envName];
  if (fromEnv) return fromEnv.trim();
  const filePath = path.join(path.resolve(env.DATA_DIR ?? './data'), file);
  if (!fs.existsSync(filePath)) throw new AdminCommandError(`Cannot find ${filePath}: ${hint} (or set ${envName}).`, 2);
  return fs.readFileSync(filePath, 'utf8').trim();
}

/** Calls the running platform's operator API, whose address and token are in DATA_DIR (or PLATFORM_URL / ADMIN_TOKEN). */
export async function call<T>(route: string, body: unknown = {}): Promise<T> {
  const url = readSetting('PLATFORM_URL', PLATFORM_URL_FILE, 'is the platform running? Start it with `pnpm start`');
  const token = readSetting('ADMIN_TOKEN', ADMIN_TOKEN_FILE, 'the platform writes it on its first start');
  let response: Response;
  try {
    response = await fetch(`${url}/admin/api/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': token },
      body: JSON.stringify(body),
    });
  } catch {
    throw new AdminCommandError(`The platform at ${url} does not answer. Is it running?`, 2);
  }
  const payload = (await response.json()) as T & { code?: number; msg?: string };
  if (!response.ok || payload.code === 9001) throw new AdminCommandError(`Refused: ${payload.msg ?? response.statusText}`, 1);
  return payload;
}

/** Writes a command's answer, as indented JSON. */
export const print = (value: unknown) => session().out(`${JSON.stringify(value, null, 2)}\n`);
