/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL and SSE payloads are read as loose JSON in tests */
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { startTestPlatform, type TestPlatform, type TestPlatformOptions } from '@portal/platform/testing';
import { createTestDatabase, TEST_DATABASE_URL } from '@portal/platform/testing/postgres';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import supertest from 'supertest';
import { expect } from 'vitest';
import WebSocket from 'ws';
import { createGateway, type GatewayConfig } from '../src/index.ts';
import { RATE_LIMITED_FIELDS, type RateLimits } from '../src/rate-limits.ts';

/** No rate limits: the suites register and log in many members from one address. */
export const NO_RATE_LIMITS = Object.fromEntries(
  Object.keys(RATE_LIMITED_FIELDS).map((field) => [field, { perAddress: undefined, perUser: undefined }]),
) as RateLimits;

/** A gateway config for tests: quiet, fast polling, everything overridable. */
export function testConfig(overrides: Partial<GatewayConfig> & Pick<GatewayConfig, 'upstreamUrl'>): GatewayConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    envelope: { encrypt: false, publicKeyPem: undefined },
    logLevel: 'silent',
    pollIntervalMs: 10_000,
    upstreamTimeoutMs: 60_000,
    readinessTimeoutMs: 2_000,
    webDistDir: undefined,
    trustProxy: false,
    redisUrl: undefined,
    shutdownDrainMs: 0,
    production: false,
    corsOrigins: [],
    introspection: true,
    graphiql: true,
    metricsPort: undefined,
    metricsToken: undefined,
    trustedDocuments: undefined,
    consoleTrustedDocuments: undefined,
    allowArbitraryDocuments: true,
    rateLimits: NO_RATE_LIMITS,
    ...overrides,
  };
}

/** Collects log lines written by a gateway (pino writes one JSON object per line). */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    callback();
  }
  get text(): string {
    return this.lines.join('\n');
  }
}

export interface Stack {
  platform: TestPlatform;
  gateway: FastifyInstance;
  /** The gateway's base URL (it listens on 127.0.0.1, port 0). */
  url: string;
  http: ReturnType<typeof supertest>;
  close(): Promise<void>;
}

/**
 * The databases a suite can run its stack on: PGlite always, PostgreSQL when TEST_DATABASE_URL
 * names a server; only PostgreSQL in the PostgreSQL pass (`test:postgres`), where every stack is
 * on PostgreSQL anyway.
 */
export const STACK_DATABASES: ReadonlyArray<'PGlite' | 'PostgreSQL'> =
  process.env.TEST_PLATFORM_DATABASE === 'postgres' ? ['PostgreSQL'] : TEST_DATABASE_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite'];

/**
 * The real platform (in-memory PGlite, or a fresh database on the TEST_DATABASE_URL server with
 * `database: 'PostgreSQL'`) with a real gateway in front, both on free ports.
 */
export async function startStack(
  options: {
    encrypt?: boolean;
    platform?: TestPlatformOptions;
    gateway?: Partial<GatewayConfig>;
    logs?: LogCapture;
    database?: 'PGlite' | 'PostgreSQL';
    /**
     * A platform the file started itself, for suites that vary only the gateway's settings:
     * this stack's gateway goes in front of it, and `close()` leaves it running.
     */
    sharedPlatform?: TestPlatform;
  } = {},
): Promise<Stack> {
  const encrypt = options.encrypt ?? true;
  const database = options.database === 'PostgreSQL' && !options.sharedPlatform ? await createTestDatabase() : undefined;
  const platform =
    options.sharedPlatform ??
    (await startTestPlatform({ requireEncryption: encrypt, ...(database ? { databaseUrl: database.url } : {}), ...options.platform }));
  const gateway = await createGateway(
    testConfig({
      upstreamUrl: platform.url,
      envelope: { encrypt, publicKeyPem: platform.publicKeyPem },
      ...options.gateway,
    }),
    options.logs ? { logDestination: options.logs } : {},
  );
  const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
  return {
    platform,
    gateway,
    url,
    http: supertest(url),
    async close() {
      await gateway.close();
      if (options.sharedPlatform) return;
      await platform.close();
      await database?.drop();
    },
  };
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null | undefined;
  errors: Array<{ message: string; path?: string[]; extensions?: { code?: string; reason?: string; [key: string]: unknown } }> | undefined;
}

/** POSTs one operation to /graphql. */
export async function gql<T = Record<string, any>>(
  http: ReturnType<typeof supertest>,
  query: string,
  variables?: Record<string, unknown>,
  options: { token?: string; locale?: string } = {},
): Promise<GraphQLResponse<T>> {
  let request = http.post('/graphql').set('content-type', 'application/json').set('accept', 'application/graphql-response+json, application/json');
  if (options.token !== undefined) request = request.set('authorization', `Bearer ${options.token}`);
  if (options.locale !== undefined) request = request.set('accept-language', options.locale);
  const response = await request.send({ query, variables });
  return { status: response.status, data: response.body.data, errors: response.body.errors };
}

export const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      userId
      referralId
    }
  }
`;
export const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      expiresAt
      idleTimeoutSeconds
    }
  }
`;

export const PASSWORD = 'correct-horse-7';
export const TRANSACTION_PASSWORD = 'tx-secret-9';

/** Registration variables for `userName` with a fresh captcha. */
export async function registrationInput(stack: Stack, userName: string, overrides: Record<string, unknown> = {}) {
  const captcha = await gql<{ captcha: { captchaId: string } }>(stack.http, '{ captcha { captchaId } }');
  return {
    userName,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    transactionPassword: TRANSACTION_PASSWORD,
    countryCode: 'US',
    referralId: stack.platform.rootReferralId,
    captchaId: captcha.data!.captcha.captchaId,
    captchaCode: stack.platform.captchaAnswer,
    ...overrides,
  };
}

export async function registerMember(stack: Stack, userName: string): Promise<{ userId: string; referralId: string }> {
  const result = await gql<{ register: { userId: string; referralId: string } }>(stack.http, REGISTER, {
    input: await registrationInput(stack, userName),
  });
  if (!result.data?.register) throw new Error(`register ${userName} failed: ${JSON.stringify(result.errors)}`);
  return result.data.register;
}

export async function login(stack: Stack, userName: string, password = PASSWORD): Promise<string> {
  const result = await gql<{ login: { token: string } }>(stack.http, LOGIN, { input: { userName, password } });
  if (!result.data?.login) throw new Error(`login ${userName} failed: ${JSON.stringify(result.errors)}`);
  return result.data.login.token;
}

/** A unique, valid user name per call (tests in one file share a platform). */
let counter = 0;
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

export interface SseEvent {
  event: string;
  data: any;
}

/**
 * A GraphQL subscription over SSE (what Yoga serves and the web's graphql-sse link speaks),
 * read with fetch. `events` fills as they arrive.
 */
export class SseSubscription {
  readonly events: SseEvent[] = [];
  readonly status: Promise<number>;
  readonly #controller = new AbortController();
  readonly #done: Promise<void>;
  #waiters: Array<() => void> = [];
  ended = false;
  /** Why the stream broke (a reset, a network error), when it did not end cleanly. */
  failure: unknown;

  constructor(url: string, query: string, options: { token?: string; locale?: string } = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.locale) headers['accept-language'] = options.locale;
    const response = fetch(`${url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query }),
      signal: this.#controller.signal,
    });
    this.status = response.then((r) => r.status);
    this.#done = response
      .then(async (r) => {
        const reader = r.body!.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let boundary = buffer.indexOf('\n\n');
          while (boundary !== -1) {
            this.#onBlock(buffer.slice(0, boundary));
            buffer = buffer.slice(boundary + 2);
            boundary = buffer.indexOf('\n\n');
          }
        }
      })
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        this.failure = error;
        throw error;
      })
      .finally(() => {
        this.ended = true;
        this.#notify();
      });
  }

  #onBlock(block: string): void {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue; // keep-alive ping
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trim());
    }
    if (data.length === 0 && event === 'message') return;
    const text = data.join('\n');
    this.events.push({ event, data: text === '' ? null : JSON.parse(text) });
    this.#notify();
  }

  #notify(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }

  /** The `next` payloads received so far. */
  get payloads(): any[] {
    return this.events.filter((e) => e.event === 'next' || e.event === 'message').map((e) => e.data);
  }

  /** Waits until `predicate` holds over the events received (or the stream ends, or time runs out). */
  async waitFor(predicate: (events: SseEvent[]) => boolean, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.events)) {
      if (this.ended) throw new Error(`stream ended before the condition held: ${JSON.stringify(this.events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting; events: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async close(): Promise<void> {
    this.#controller.abort();
    await this.#done.catch(() => undefined);
  }
}

export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000, stepMs = 25): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A message the gateway sent over a GraphQL-over-WebSocket connection (graphql-transport-ws). */
export interface WsMessage {
  type: string;
  id?: string;
  payload?: any;
}

/**
 * A raw graphql-transport-ws connection to /graphql, as a browser tab of the web app holds
 * one: every message and the close code are kept, so tests see exactly what went over it.
 */
export class WsConnection {
  readonly messages: WsMessage[] = [];
  readonly socket: WebSocket;
  closeCode: number | undefined;
  closeReason = '';
  #waiters: Array<() => void> = [];
  #nextId = 0;
  /** Messages held until the gateway acknowledged the connection (the protocol's order). */
  #held: unknown[] | undefined = [];

  constructor(url: string, params: Record<string, unknown> = {}, options: { origin?: string; init?: boolean } = {}) {
    this.socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', options.origin ? { origin: options.origin } : {});
    this.socket.on('open', () => {
      if (options.init !== false) this.socket.send(JSON.stringify({ type: 'connection_init', payload: params }));
    });
    this.socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as WsMessage;
      this.messages.push(message);
      if (message.type === 'connection_ack') {
        const held = this.#held ?? [];
        this.#held = undefined;
        for (const next of held) this.socket.send(JSON.stringify(next));
      }
      this.#notify();
    });
    this.socket.on('close', (code, reason) => {
      this.closeCode = code;
      this.closeReason = String(reason);
      this.#notify();
    });
    this.socket.on('error', () => undefined);
  }

  static params(token?: string, locale?: string): Record<string, unknown> {
    return { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(locale ? { 'accept-language': locale } : {}) };
  }

  send(message: unknown): void {
    if (this.#held) this.#held.push(message);
    else this.socket.send(JSON.stringify(message));
  }

  /** Starts a subscription; returns its id. */
  subscribe(payload: { query?: string; operationName?: string; variables?: unknown; extensions?: unknown }): string {
    const id = String(++this.#nextId);
    this.send({ type: 'subscribe', id, payload });
    return id;
  }

  complete(id: string): void {
    this.send({ type: 'complete', id });
  }

  /** The messages of one subscription. */
  of(id: string): WsMessage[] {
    return this.messages.filter((message) => message.id === id);
  }

  /** The `next` payloads of one subscription. */
  payloads(id: string): any[] {
    return this.of(id)
      .filter((message) => message.type === 'next')
      .map((message) => message.payload);
  }

  get closed(): boolean {
    return this.closeCode !== undefined;
  }

  async waitFor(predicate: () => boolean, timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; messages: ${JSON.stringify(this.messages).slice(0, 2_000)}; close ${this.closeCode}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  #notify(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.socket.close(1000);
    await this.waitFor(() => this.closed).catch(() => this.socket.terminate());
  }
}

/** The web app's own trusted documents, as codegen writes them and the web build ships them. */
export const WEB_TRUSTED_DOCUMENTS: ReadonlyMap<string, string> = new Map(
  Object.entries(
    JSON.parse(readFileSync(fileURLToPath(new URL('../../web/src/generated/persisted-documents.json', import.meta.url)), 'utf8')) as Record<string, string>,
  ),
);

/** The hash of the web app's trusted document of an operation. */
export function trustedHashOf(operationName: string): string {
  const found = [...WEB_TRUSTED_DOCUMENTS].find(([, text]) => new RegExp(`^(query|mutation|subscription) ${operationName}\\b`).test(text));
  if (!found) throw new Error(`no trusted document ${operationName}`);
  return found[0];
}

/** The CASH_POINT balance of a `balancesChanged` payload. */
export function cashOf(payload: any): string | undefined {
  return payload?.data?.balancesChanged?.find((b: { coinName: string }) => b.coinName === 'CASH_POINT')?.available;
}

/** How one call to the operator endpoint is made: a bare string is the operator's token. */
export type OperatorCall = string | { token?: string; locale?: string; path?: string };

export interface OperatorAnswer {
  status: number;
  data: any;
  errors: Array<{ message: string; extensions?: Record<string, any> }> | undefined;
}

/** POSTs one operation to the console's endpoint (`/admin/graphql` unless `path` names another). */
export async function operatorGql(stack: Stack, query: string, variables?: Record<string, unknown>, call: OperatorCall = {}): Promise<OperatorAnswer> {
  const options = typeof call === 'string' ? { token: call } : call;
  let request = stack.http.post(options.path ?? '/admin/graphql').set('content-type', 'application/json').set('accept', 'application/graphql-response+json, application/json');
  if (options.token !== undefined) request = request.set('authorization', `Bearer ${options.token}`);
  if (options.locale !== undefined) request = request.set('accept-language', options.locale);
  const response = await request.send({ query, variables });
  return { status: response.status, data: response.body.data, errors: response.body.errors };
}

export const OPERATOR_PASSWORD = 'a long operator passphrase';

/**
 * A new operator of `role` (created with the automation token, as the CLI does), signed in
 * through the gateway with an authenticator code computed here, at `epochSeconds` when the
 * platform runs on a test clock.
 */
export async function signedInOperator(stack: Stack, role: 'support' | 'compliance' | 'finance' | 'admin', epochSeconds?: number) {
  const name = uniqueName('op');
  const { totpSecret } = await stack.platform.admin<{ totpSecret: string }>('operators/create', { name, role, password: OPERATOR_PASSWORD });
  const totpCode = await generate({ secret: totpSecret, ...(epochSeconds === undefined ? {} : { epoch: epochSeconds }) });
  const signedIn = await operatorGql(
    stack,
    'mutation($input: SignInOperatorInput!) { signInOperator(input: $input) { token expiresAt operator { name role } } }',
    { input: { name, password: OPERATOR_PASSWORD, totpCode } },
  );
  expect(signedIn.errors).toBeUndefined();
  return { name, token: signedIn.data.signInOperator.token as string, operator: signedIn.data.signInOperator.operator as { name: string; role: string } };
}
