import { randomUUID } from 'node:crypto';
import { resolveLocale, type Locale } from '@portal/envelope/catalogue';
import type { YogaInitialContext } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { bearerToken } from '../auth/bearer.ts';
import { gatewayError, mapUpstreamError, upstreamErrorFor } from '../errors/graphql-errors.ts';
import type { ServerContext } from '../context.ts';
import type { OperatorAnswer, OperatorCallContext, OperatorClient } from './client.ts';

/** What every operator resolver receives: the platform's operator API bound to this caller's session. */
export interface OperatorContext {
  locale: Locale;
  requestId: string;
  log: Logger;
  operatorApi: OperatorApi;
}

const IP_PATTERN = /^[0-9A-Fa-f.:]{1,45}$/;

/**
 * The operator API for one request. Every call but sign-in needs the operator's session token;
 * without one the gateway refuses at once (UNAUTHENTICATED) and the platform is not asked. The
 * answers are checked by their zod schema; refusals become GraphQL errors with a catalogue code.
 */
export class OperatorApi {
  constructor(
    readonly client: OperatorClient,
    readonly call: OperatorCallContext,
  ) {}

  /** Whether the caller sent an operator's bearer token (not whether it is valid: the platform decides). */
  get hasToken(): boolean {
    return this.call.token !== undefined;
  }

  requireToken(): void {
    if (!this.hasToken) throw gatewayError('UNAUTHENTICATED', this.call.locale, 'OPERATOR_SESSION_REQUIRED');
  }

  async post<S extends z.ZodType>(route: string, body: unknown, answer: S, options: { signIn?: boolean; reason?: string } = {}): Promise<z.output<S>> {
    if (!options.signIn) this.requireToken();
    try {
      return this.#checked(route, answer, await this.client.post(route, body, options.reason === undefined ? this.call : { ...this.call, reason: options.reason }));
    } catch (error) {
      return mapUpstreamError(error, this.call.locale);
    }
  }

  async get(route: string, query: Record<string, string | undefined>): Promise<OperatorAnswer> {
    this.requireToken();
    try {
      return await this.client.get(route, query, this.call);
    } catch (error) {
      return mapUpstreamError(error, this.call.locale);
    }
  }

  checked<S extends z.ZodType>(route: string, answer: S, value: unknown): z.output<S> {
    try {
      return this.#checked(route, answer, value);
    } catch (error) {
      return mapUpstreamError(error, this.call.locale);
    }
  }

  #checked<S extends z.ZodType>(route: string, answer: S, value: unknown): z.output<S> {
    const parsed = answer.safeParse(value);
    if (!parsed.success) throw upstreamErrorFor('BAD_GATEWAY', 'UPSTREAM_CONTRACT', `/admin/api/${route}`);
    return parsed.data;
  }
}

export function operatorContextFactory(client: OperatorClient) {
  return (initial: YogaInitialContext & ServerContext): OperatorContext => {
    const { req } = initial;
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const locale = resolveLocale(header('accept-language'));
    const requestId = typeof req.id === 'string' ? req.id : randomUUID();
    return {
      locale,
      requestId,
      log: req.log as unknown as Logger,
      operatorApi: new OperatorApi(client, {
        locale,
        token: bearerToken(header('authorization')),
        ip: IP_PATTERN.test(req.ip) ? req.ip : '',
        requestId,
        signal: initial.request.signal,
      }),
    };
  };
}
