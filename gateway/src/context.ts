import { randomUUID } from 'node:crypto';
import { resolveLocale, type Locale } from '@portal/envelope/catalogue';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { YogaInitialContext } from 'graphql-yoga';
import type { Logger } from 'pino';
import { bearerToken } from './auth/bearer.ts';
import type { LiveFeeds } from './subscriptions/live-feeds.ts';
import type { UpstreamClient } from './upstream/client.ts';
import { RequestUpstream } from './upstream/request-upstream.ts';
import type { LevelDirectory } from './user/level-directory.ts';

/** What Fastify hands to Yoga with each request. */
export interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** The context every resolver receives. */
export interface GatewayContext {
  /** The request's language (accept-language, resolved by the shared catalogue). */
  locale: Locale;
  requestId: string;
  /** The request's logger (carries `reqId`; redacts secrets). */
  log: Logger;
  /** The platform, bound to this request's caller. */
  upstream: RequestUpstream;
  /** Shared live pollers for subscriptions. */
  live: LiveFeeds;
  /** The rank ladder, cached. */
  levels: LevelDirectory;
}

export interface ContextServices {
  client: UpstreamClient;
  live: LiveFeeds;
  levels: LevelDirectory;
}

// The envelope binds the caller's IP; IPv4-mapped IPv6 and plain forms are both accepted.
const IP_PATTERN = /^[0-9A-Fa-f.:]{1,45}$/;

export function contextFactory(services: ContextServices) {
  return (initial: YogaInitialContext & ServerContext): GatewayContext => {
    const { req } = initial;
    const locale = resolveLocale(headerValue(req.headers['accept-language']));
    const requestId = typeof req.id === 'string' ? req.id : randomUUID();
    const ip = IP_PATTERN.test(req.ip) ? req.ip : '';
    return {
      locale,
      requestId,
      log: req.log as unknown as Logger,
      upstream: new RequestUpstream(services.client, {
        locale,
        token: bearerToken(req.headers.authorization),
        ip,
        requestId,
        signal: initial.request.signal,
      }),
      live: services.live,
      levels: services.levels,
    };
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
