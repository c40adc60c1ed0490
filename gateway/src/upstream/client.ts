import assert from 'node:assert/strict';
import { EnvelopeError, type EnvelopeClient, type WireResponse } from '@portal/envelope';
import { classifyTimeout, classifyUpstream, type Locale } from '@portal/envelope/catalogue';
import type { Logger } from 'pino';
import { Pool, errors as undiciErrors } from './undici.ts';
import type { z } from 'zod';
import { UpstreamError } from '../errors/upstream-error.ts';
import { fieldsFromPlatform } from '../errors/field-errors.ts';
import { upstreamErrorFor } from '../errors/graphql-errors.ts';
import type { UpstreamMetrics } from '../metrics.ts';
import { PlatformCall } from './platform-call.ts';
import type { UpstreamRoute } from './route.ts';

/** Who a call is made for. `token` is absent for public paths. */
export interface CallContext {
  locale: Locale;
  /** The member's session token, sent as the `token` header. */
  token?: string | undefined;
  /** The end user's IP, bound into an encrypted envelope. */
  ip: string;
  /**
   * The end user's browser (its `user-agent`), passed on so the platform's sessions, sign-in
   * history and new-device notices name the member's device rather than the gateway's.
   */
  userAgent?: string | undefined;
  /** Correlates the platform's log with ours (`x-request-id`). */
  requestId?: string | undefined;
  /** Cancels the call (client gone, poller stopped). Does not count as a timeout. */
  signal?: AbortSignal | undefined;
  /** Per-call deadline; defaults to the client's `timeoutMs`. */
  timeoutMs?: number | undefined;
}

/** A file part of a multipart call (e.g. a deposit's receipt picture). */
export interface UpstreamFile {
  /** The multipart field name the platform reads, e.g. `receipt`. */
  field: string;
  bytes: Uint8Array<ArrayBuffer>;
  /** The content type sent with the part. */
  contentType: string;
  filename: string;
}

/** What a call's answer said, for the metrics: HTTP status and catalogue code, `none` until known. */
interface SeenAnswer {
  status: string;
  upstreamCode: string;
}

/** How one call's sealed envelope goes on the wire. */
interface WireBody {
  contentType: string;
  body: string | Buffer;
}

export interface UpstreamClientOptions {
  /** Base URL of the platform, e.g. `http://127.0.0.1:3000` (a path prefix is kept). */
  baseUrl: string;
  envelope: EnvelopeClient;
  timeoutMs: number;
  logger: Logger;
  metrics?: UpstreamMetrics | undefined;
  /** Concurrent sockets to the platform (default 64). */
  connections?: number;
}

// An answer body larger than this is not a platform answer; refuse it rather than buffer it.
const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
const CONNECT_TIMEOUT_MS = 10_000;

// Errors meaning the platform could not be reached at all: nothing was sent, so the
// platform did nothing. 503: the service is not there right now.
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/**
 * The platform's REST API, over one keep-alive undici pool. Every call is `POST` with the
 * envelope of `@portal/envelope`; the answer is classified by the shared catalogue and checked
 * against the caller's zod schema. Failures throw `UpstreamError`; success returns the data.
 */
export class UpstreamClient {
  readonly #pool: Pool;
  readonly #basePath: string;
  readonly #envelope: EnvelopeClient;
  readonly #timeoutMs: number;
  readonly #log: Logger;
  readonly #metrics: UpstreamMetrics | undefined;

  constructor(options: UpstreamClientOptions) {
    assert.ok(Number.isInteger(options.timeoutMs) && options.timeoutMs > 0, 'timeoutMs must be a positive integer');
    const url = new URL(options.baseUrl);
    this.#basePath = url.pathname.replace(/\/+$/, '');
    this.#envelope = options.envelope;
    this.#timeoutMs = options.timeoutMs;
    this.#log = options.logger;
    this.#metrics = options.metrics;
    this.#pool = new Pool(url.origin, {
      connections: options.connections ?? 64,
      // Our own deadline (an AbortSignal) covers the whole call; these are backstops.
      headersTimeout: options.timeoutMs + 1_000,
      bodyTimeout: options.timeoutMs + 1_000,
      keepAliveTimeout: 4_000,
      connect: { timeout: CONNECT_TIMEOUT_MS },
      maxResponseSize: MAX_RESPONSE_BYTES,
    });
  }

  /** POSTs `data` to the route's path and returns the answer's data, checked by the route's parser. */
  async call<S extends z.ZodType>(route: UpstreamRoute<S>, data: unknown, context: CallContext): Promise<z.output<S>> {
    return this.#observed(route.path, context, (seen) => this.#call(route.path, data, route.answer, context, jsonBody, seen));
  }

  /**
   * POSTs `multipart/form-data` to the route's path: the envelope (sealed exactly as for `call`) as the
   * text field `data`, and `files` as file parts (docs/rest-api-deposit-withdrawal.md, bankDeposit).
   * The answer is classified, opened and checked like any other call. The file bytes are not
   * covered by the envelope; bind them by putting their hash in `data`.
   */
  async callMultipart<S extends z.ZodType>(route: UpstreamRoute<S>, data: unknown, files: readonly UpstreamFile[], context: CallContext): Promise<z.output<S>> {
    return this.#observed(route.path, context, (seen) =>
      this.#call(route.path, data, route.answer, context, (envelope) => multipartBody(envelope, files), seen),
    );
  }

  /** Times the call for the metrics and logs a failure by path and codes (never the body). */
  async #observed<T>(path: string, context: CallContext, run: (seen: SeenAnswer) => Promise<T>): Promise<T> {
    assert.ok(path.startsWith('/api/'), `not a platform API path: ${path}`);
    const started = performance.now();
    const seen: SeenAnswer = { status: 'none', upstreamCode: 'none' };
    try {
      const result = await run(seen);
      this.#observe(path, 'ok', seen, started);
      return result;
    } catch (error) {
      const outcome = error instanceof UpstreamError ? error.failure.code : 'ABORTED';
      this.#observe(path, outcome, seen, started);
      if (error instanceof UpstreamError) {
        const level = error.failure.code === 'SERVER_MESSAGE' || error.failure.code === 'SESSION_EXPIRED' ? 'debug' : 'warn';
        // Never the body, the token or the data: only what identifies the failure.
        this.#log[level]({ path, code: error.failure.code, reason: error.reason, upstreamCode: error.failure.upstreamCode, reqId: context.requestId }, 'upstream call failed');
      }
      throw error;
    }
  }

  async #call<S extends z.ZodType>(
    path: string,
    data: unknown,
    schema: S,
    context: CallContext,
    encode: (envelope: unknown) => WireBody | Promise<WireBody>,
    seen: SeenAnswer,
  ): Promise<z.output<S>> {
    const { sealed, status, body } = await this.#exchange(path, data, context, encode, 'application/json');
    const wire = this.#classified(path, status, body.toString('utf8'), seen);
    let result: unknown;
    try {
      result = sealed.open(wire as unknown as WireResponse).result;
    } catch (error) {
      if (error instanceof EnvelopeError) throw upstreamErrorFor('BAD_GATEWAY', `ENVELOPE_${error.reason}`, path, error);
      throw error;
    }
    const parsed = schema.safeParse(result);
    if (!parsed.success) {
      this.#log.error({ path, issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }, 'upstream answer does not match the contract');
      throw upstreamErrorFor('BAD_GATEWAY', 'UPSTREAM_CONTRACT', path);
    }
    return parsed.data;
  }

  /**
   * POSTs `data` to a path that answers a file (docs/protocol.md, "Files") and returns its bytes,
   * opened and authenticated when the call was sealed: held whole (at most the pool's 8 MiB) until
   * the tag verifies, so an altered or cut file never reaches the member. Refusals come as JSON and
   * throw `UpstreamError` as for `call`.
   */
  async callFile(path: string, data: unknown, context: CallContext): Promise<Buffer> {
    return this.#observed(path, context, async (seen) => {
      const { sealed, status, contentType, body } = await this.#exchange(path, data, context, jsonBody, '*/*');
      if (status !== 200 || contentType.startsWith('application/json')) {
        this.#classified(path, status, body.toString('utf8'), seen);
        // A JSON success where a file was due: not the answer this path promises.
        throw upstreamErrorFor('BAD_GATEWAY', 'UPSTREAM_CONTRACT', path);
      }
      seen.status = String(status);
      try {
        return sealed.openFile(body);
      } catch (error) {
        if (error instanceof EnvelopeError) throw upstreamErrorFor('BAD_GATEWAY', `ENVELOPE_${error.reason}`, path, error);
        throw error;
      }
    });
  }

  /** One POST of a sealed envelope: the answer's status, content type and body, or the transport failure as `UpstreamError`. */
  async #exchange(path: string, data: unknown, context: CallContext, encode: (envelope: unknown) => WireBody | Promise<WireBody>, accept: string) {
    const sealed = this.#envelope.seal(data, { ip: context.ip });
    const wireBody = await encode(sealed.body);
    const headers: Record<string, string> = {
      'content-type': wireBody.contentType,
      accept,
      'login-type': 'USER',
      'accept-language': context.locale,
    };
    if (context.token !== undefined) headers.token = context.token;
    if (context.requestId !== undefined) headers['x-request-id'] = context.requestId;
    // The encrypted envelope binds the address; plain calls carry it for a platform that
    // trusts its proxy (TRUST_PROXY on the platform).
    if (context.ip !== '') headers['x-forwarded-for'] = context.ip;
    if (context.userAgent) headers['user-agent'] = context.userAgent;

    const call = new PlatformCall(context.timeoutMs ?? this.#timeoutMs, context.signal);
    this.#pool.dispatch({ path: this.#basePath + path, method: 'POST', headers, body: wireBody.body }, call);
    try {
      return { sealed, ...(await call.answer) };
    } catch (error) {
      throw this.#transportFailure(error, path, call);
    }
  }

  /** The JSON answer, classified by the catalogue: a refusal throws `UpstreamError`, a success is returned to be opened. */
  #classified(path: string, status: number, text: string, seen: SeenAnswer): Record<string, unknown> {
    const wire = parseJsonObject(text);
    seen.status = String(status);
    if (typeof wire?.code === 'number' && Number.isInteger(wire.code)) seen.upstreamCode = String(wire.code);
    const classified = classifyUpstream({
      httpStatus: status,
      code: typeof wire?.code === 'number' && Number.isFinite(wire.code) ? wire.code : undefined,
      msg: typeof wire?.msg === 'string' ? wire.msg : undefined,
    });
    const reason = typeof wire?.reason === 'string' ? wire.reason : undefined;
    if (!classified.ok) {
      const fields = fieldsFromPlatform(wire?.data);
      throw new UpstreamError(fields && typeof wire?.msg === 'string' ? { ...classified, serverMessage: wire.msg.slice(0, 500) } : classified, reason, path, { fields });
    }
    assert.ok(wire !== undefined, 'a successful answer has a body');
    return wire;
  }

  #transportFailure(error: unknown, path: string, call: PlatformCall): unknown {
    // The caller gave up (went away, closed the tab): not a platform failure. Read from the call
    // itself: the request's own signal (a whatwg-node one) still said "not aborted" when it had
    // already aborted the call, and such calls were logged and counted as the platform's.
    if (call.endedBy === 'caller') return error;
    if (call.endedBy === 'deadline' || error instanceof undiciErrors.HeadersTimeoutError || error instanceof undiciErrors.BodyTimeoutError) {
      return new UpstreamError(classifyTimeout(), 'UPSTREAM_TIMEOUT', path, { cause: error });
    }
    const code = errorCode(error);
    if (code !== undefined && UNREACHABLE_CODES.has(code)) {
      return upstreamErrorFor('SERVICE_UNAVAILABLE', 'UPSTREAM_UNREACHABLE', path, error);
    }
    if (error instanceof undiciErrors.ResponseExceededMaxSizeError) {
      return upstreamErrorFor('BAD_GATEWAY', 'UPSTREAM_MALFORMED', path, error);
    }
    // Reset, closed socket, parser error: the request may have been processed; 502.
    this.#log.warn({ path, err: { code, message: (error as Error)?.message } }, 'upstream connection failed');
    return upstreamErrorFor('BAD_GATEWAY', 'UPSTREAM_CONNECTION_LOST', path, error);
  }

  #observe(path: string, outcome: string, seen: SeenAnswer, started: number): void {
    this.#metrics?.observe({ path, outcome, status: seen.status, upstreamCode: seen.upstreamCode, seconds: (performance.now() - started) / 1000 });
  }

  async close(): Promise<void> {
    await this.#pool.close();
  }
}

function jsonBody(envelope: unknown): WireBody {
  return { contentType: 'application/json', body: JSON.stringify(envelope) };
}

/** The envelope as the text field `data` plus the file parts, encoded by Node's FormData. */
async function multipartBody(envelope: unknown, files: readonly UpstreamFile[]): Promise<WireBody> {
  const form = new FormData();
  form.append('data', JSON.stringify(envelope));
  for (const file of files) form.append(file.field, new Blob([file.bytes], { type: file.contentType }), file.filename);
  // Encoded once into a buffer (bounded by the caller's size check) so the body has a length.
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type') ?? '';
  assert.ok(contentType.startsWith('multipart/form-data'), 'FormData encodes as multipart/form-data');
  return { contentType, body: Buffer.from(await encoded.arrayBuffer()) };
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  if (text === '') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function errorCode(error: unknown): string | undefined {
  // undici wraps socket errors: the OS code may sit on the error, its cause, or an AggregateError inside.
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return code;
    current = current instanceof AggregateError ? current.errors[0] : (current as { cause?: unknown }).cause;
  }
  const top = (error as { code?: unknown } | null)?.code;
  return typeof top === 'string' ? top : undefined;
}
