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
  /** Reads a secret (a new operator's password) from standard input or a prompt that does not echo; never from the arguments. */
  readSecret?(prompt: string): Promise<string>;
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

/** A command's run: its session and the reason given with `--reason`, kept in the audit trail. */
interface CommandRun {
  session: AdminSession;
  reason?: string | undefined;
}

const runs = new AsyncLocalStorage<CommandRun>();

/** Runs `work` (a command) in `session`: `call` and `print` below use its settings and output. */
export function inSession<T>(session: AdminSession, work: () => Promise<T>): Promise<T> {
  return runs.run({ session }, work);
}

function currentRun(): CommandRun {
  const current = runs.getStore();
  if (!current) throw new Error('an operator command runs inside runAdmin (admin/program.ts)');
  return current;
}

function session(): AdminSession {
  return currentRun().session;
}

/** The reason the command was given (`--reason`), sent with each of its calls for the audit trail. */
export function setReason(reason: string | undefined): void {
  currentRun().reason = reason;
}

/** The session's secret reader, or a refusal saying how to give the secret. */
export function readSecret(prompt: string): Promise<string> {
  const reader = session().readSecret;
  if (!reader) throw new AdminCommandError('This command reads a password from standard input, which is not available here.', 1);
  return reader(prompt);
}

function readSetting(envName: string, file: string, hint: string): string {
  const { env } = session();
  const fromEnv = env[envName];
  if (fromEnv) return fromEnv.trim();
  const filePath = path.join(path.resolve(env.DATA_DIR ?? './data'), file);
  if (!fs.existsSync(filePath)) throw new AdminCommandError(`Cannot find ${filePath}: ${hint} (or set ${envName}).`, 2);
  return fs.readFileSync(filePath, 'utf8').trim();
}

/**
 * Who the command acts as: an operator's session (OPERATOR_TOKEN, from `operator sign-in`) or
 * the automation token in DATA_DIR (or ADMIN_TOKEN), recorded in the audit trail as automation.
 */
function credentials(anonymous: boolean): Record<string, string> {
  // A sign-in proves who the operator is by itself: no token goes with it.
  if (anonymous) return {};
  const operatorToken = session().env.OPERATOR_TOKEN?.trim();
  if (operatorToken) return { authorization: `Bearer ${operatorToken}` };
  return { 'x-admin-token': readSetting('ADMIN_TOKEN', ADMIN_TOKEN_FILE, 'the platform writes it on its first start') };
}

async function send(route: string, init: { method: 'GET' | 'POST'; body?: unknown; query?: Record<string, string | undefined>; anonymous?: boolean }): Promise<Response> {
  const url = readSetting('PLATFORM_URL', PLATFORM_URL_FILE, 'is the platform running? Start it with `pnpm start`');
  const headers: Record<string, string> = { ...credentials(init.anonymous === true) };
  const { reason } = currentRun();
  // A header carries ASCII only: the reason goes percent-encoded.
  if (reason) headers['x-operator-reason'] = encodeURIComponent(reason);
  if (init.method === 'POST') headers['content-type'] = 'application/json';
  const query = new URLSearchParams(Object.entries(init.query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  try {
    return await fetch(`${url}/admin/api/${route}${query ? `?${query}` : ''}`, {
      method: init.method,
      headers,
      ...(init.method === 'POST' ? { body: JSON.stringify(init.body ?? {}) } : {}),
    });
  } catch {
    throw new AdminCommandError(`The platform at ${url} does not answer. Is it running?`, 2);
  }
}

async function answerOf<T>(response: Response): Promise<T> {
  const text = await response.text();
  let payload: T & { code?: number; msg?: string };
  try {
    payload = JSON.parse(text) as T & { code?: number; msg?: string };
  } catch {
    if (response.ok) return text as T;
    throw new AdminCommandError(`Refused: ${response.statusText}`, 1);
  }
  if (!response.ok || payload.code === 9001) throw new AdminCommandError(`Refused: ${payload.msg ?? response.statusText}`, 1);
  return payload;
}

/** Calls the running platform's operator API, whose address and token are in DATA_DIR (or PLATFORM_URL / ADMIN_TOKEN). */
export async function call<T>(route: string, body: unknown = {}): Promise<T> {
  return answerOf<T>(await send(route, { method: 'POST', body }));
}

/** A call that carries no token: the operator's sign-in. */
export async function callAnonymously<T>(route: string, body: unknown): Promise<T> {
  return answerOf<T>(await send(route, { method: 'POST', body, anonymous: true }));
}

/** Writes a line to standard error: what a person reads beside an output a shell evaluates. */
export const tell = (text: string) => session().err(`${text}\n`);

/** The operator session the command runs under (OPERATOR_TOKEN), if any. */
export const operatorToken = (): string | undefined => session().env.OPERATOR_TOKEN?.trim() || undefined;

/** A GET of the operator API (the audit trail's list and CSV export); a CSV answer comes back as text. */
export async function get<T>(route: string, query: Record<string, string | undefined>): Promise<T> {
  return answerOf<T>(await send(route, { method: 'GET', query }));
}

/** Writes a command's answer, as indented JSON. */
export const print = (value: unknown) => session().out(`${JSON.stringify(value, null, 2)}\n`);
