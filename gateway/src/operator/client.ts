import assert from 'node:assert/strict';
import { classifyTimeout, classifyUpstream, type Locale } from '@portal/envelope/catalogue';
import type { Logger } from 'pino';
import { Pool, errors as undiciErrors } from '../upstream/undici.ts';
import { UpstreamError } from '../errors/upstream-error.ts';
import { upstreamErrorFor } from '../errors/graphql-errors.ts';
import { fieldsFromPlatform } from '../errors/field-errors.ts';

/** Who an operator call is made for: the operator's session token, never a member's header. */
export interface OperatorCallContext {
  locale: Locale;
  /** The operator's session token, sent as `authorization: Bearer …` (the platform's operator guard reads it there). */
  token: string | undefined;
  ip: string;
  requestId?: string | undefined;
  signal?: AbortSignal | undefined;
  /** Why the operator makes this change, for the audit trail (`x-operator-reason`, percent-encoded: a header is ASCII). */
  reason?: string | undefined;
}

export interface OperatorClientOptions {
  baseUrl: string;
  timeoutMs: number;
  logger: Logger;
}

const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/** A successful answer of the operator API: parsed JSON, or the text of a CSV export. */
export type OperatorAnswer = { kind: 'json'; value: unknown } | { kind: 'text'; contentType: string; text: string };

/**
 * The platform's operator API (`/admin/api/*`): plain JSON, no envelope (the platform seals only
 * `/api`), the operator's bearer token, the caller's language. A refusal (`{code, msg, reason}`)
 * is classified by the shared catalogue and thrown as `UpstreamError`, as member calls are.
 */
export class OperatorClient {
  readonly #pool: Pool;
  readonly #basePath: string;
  readonly #timeoutMs: number;
  readonly #log: Logger;

  constructor(options: OperatorClientOptions) {
    const url = new URL(options.baseUrl);
    this.#basePath = url.pathname.replace(/\/+$/, '');
    this.#timeoutMs = options.timeoutMs;
    this.#log = options.logger;
    this.#pool = new Pool(url.origin, { connections: 16, headersTimeout: options.timeoutMs + 1_000, bodyTimeout: options.timeoutMs + 1_000, maxResponseSize: MAX_RESPONSE_BYTES });
  }

  /** POSTs `body` to `/admin/api/<route>` and returns the answer's JSON. */
  async post(route: string, body: unknown, context: OperatorCallContext): Promise<unknown> {
    const answer = await this.#send(route, { method: 'POST', body }, context);
    if (answer.kind !== 'json') throw upstreamErrorFor('BAD_GATEWAY', 'UPSTREAM_CONTRACT', route);
    return answer.value;
  }

  /** GETs `/admin/api/<route>?query` (the audit trail, as JSON or CSV). */
  async get(route: string, query: Record<string, string | undefined>, context: OperatorCallContext): Promise<OperatorAnswer> {
    return this.#send(route, { method: 'GET', query }, context);
  }

  async #send(route: string, init: { method: 'GET' | 'POST'; body?: unknown; query?: Record<string, string | undefined> }, context: OperatorCallContext): Promise<OperatorAnswer> {
    assert.match(route, /^[a-z][a-z0-9/-]*$/i, 'an operator route is a path under /admin/api');
    const path = `/admin/api/${route}`;
    const headers: Record<string, string> = { accept: 'application/json, text/csv', 'accept-language': context.locale };
    if (context.token !== undefined) headers.authorization = `Bearer ${context.token}`;
    if (context.requestId !== undefined) headers['x-request-id'] = context.requestId;
    if (context.reason !== undefined && context.reason.trim() !== '') headers['x-operator-reason'] = encodeURIComponent(context.reason.trim());
    if (context.ip !== '') headers['x-forwarded-for'] = context.ip;
    if (init.method === 'POST') headers['content-type'] = 'application/json';
    const query = new URLSearchParams(Object.entries(init.query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
    const deadline = AbortSignal.timeout(this.#timeoutMs);
    const signal = context.signal ? AbortSignal.any([deadline, context.signal]) : deadline;
    let status: number;
    let contentType: string;
    let text: string;
    try {
      const response = await this.#pool.request({
        path: `${this.#basePath}${path}${query ? `?${query}` : ''}`,
        method: init.method,
        headers,
        ...(init.method === 'POST' ? { body: JSON.stringify(init.body ?? {}) } : {}),
        signal,
      });
      status = response.statusCode;
      const type = response.headers['content-type'];
      contentType = typeof type === 'string' ? type : '';
      text = await response.body.text();
    } catch (error) {
      if (context.signal?.aborted && !deadline.aborted) throw error;
      if (deadline.aborted || error instanceof undiciErrors.HeadersTimeoutError || error instanceof undiciErrors.BodyTimeoutError) {
        throw new UpstreamError(classifyTimeout(), 'UPSTREAM_TIMEOUT', path, { cause: error });
      }
      const code = (error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
      if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) throw upstreamErrorFor('SERVICE_UNAVAILABLE', 'UPSTREAM_UNREACHABLE', path, error);
      throw upstreamErrorFor('BAD_GATEWAY', 'UPSTREAM_CONNECTION_LOST', path, error);
    }
    if (status === 200 && contentType.startsWith('text/csv')) return { kind: 'text', contentType, text };
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw upstreamErrorFor('BAD_GATEWAY', 'UPSTREAM_MALFORMED', path);
    }
    const refusal = value !== null && typeof value === 'object' && !Array.isArray(value) && typeof (value as { code?: unknown }).code === 'number' ? (value as { code: number; msg?: unknown; reason?: unknown; data?: unknown }) : undefined;
    if (status === 200 && refusal === undefined) return { kind: 'json', value };
    const msg = typeof refusal?.msg === 'string' ? refusal.msg : undefined;
    const classified = classifyUpstream({ httpStatus: status, code: refusal?.code, msg });
    assert.ok(!classified.ok, 'an operator answer with a code is a refusal');
    // A refused role names the role's rule in words (OPERATOR_ROLE_NOT_ALLOWED): the platform's message, not "Forbidden".
    const failure = status === 403 && msg ? { ...classified, serverMessage: msg.slice(0, 500) } : classified;
    const reason = typeof refusal?.reason === 'string' ? refusal.reason : undefined;
    const level = failure.code === 'SERVER_MESSAGE' || failure.code === 'FORBIDDEN' || failure.code === 'UNAUTHENTICATED' ? 'debug' : 'warn';
    // Never the body nor the token: what identifies the failure.
    this.#log[level]({ path, code: failure.code, reason, reqId: context.requestId }, 'operator call failed');
    throw new UpstreamError(failure, reason, path, { fields: fieldsFromPlatform(refusal?.data) });
  }

  async close(): Promise<void> {
    await this.#pool.close();
  }
}
