import type { Locale } from '@portal/envelope/catalogue';
import type { z } from 'zod';
import { gatewayError, mapUpstreamError } from '../errors/graphql-errors.ts';
import type { CallContext, UpstreamClient, UpstreamFile } from './client.ts';
import type { UpstreamRoute } from './route.ts';

/**
 * The upstream client bound to one GraphQL request: its caller (token, locale, ip, request id,
 * abort signal) is filled in, and failures come back as localized GraphQL errors.
 */
export class RequestUpstream {
  constructor(
    private readonly client: UpstreamClient,
    readonly caller: CallContext,
  ) {}

  get locale(): Locale {
    return this.caller.locale;
  }

  /** A call that needs no session (countries, captcha, register, login, ...). */
  async public<S extends z.ZodType>(route: UpstreamRoute<S>, data: unknown): Promise<z.output<S>> {
    try {
      return await this.client.call(route, data, { ...this.caller, token: undefined });
    } catch (error) {
      return mapUpstreamError(error, this.caller.locale);
    }
  }

  /** A member call: refused here with UNAUTHENTICATED when the request carries no bearer token. */
  async member<S extends z.ZodType>(route: UpstreamRoute<S>, data: unknown): Promise<z.output<S>> {
    if (this.caller.token === undefined) throw gatewayError('UNAUTHENTICATED', this.caller.locale, 'NO_TOKEN');
    try {
      return await this.client.call(route, data, this.caller);
    } catch (error) {
      return mapUpstreamError(error, this.caller.locale);
    }
  }

  /** A member call sent as multipart: the envelope in the field `data`, plus file parts. */
  async memberMultipart<S extends z.ZodType>(route: UpstreamRoute<S>, data: unknown, files: readonly UpstreamFile[]): Promise<z.output<S>> {
    if (this.caller.token === undefined) throw gatewayError('UNAUTHENTICATED', this.caller.locale, 'NO_TOKEN');
    try {
      return await this.client.callMultipart(route, data, files, this.caller);
    } catch (error) {
      return mapUpstreamError(error, this.caller.locale);
    }
  }
}
