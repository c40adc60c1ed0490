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
  reply?: FastifyReply;
  /** Aborted when the caller goes away. */
  signal?: AbortSignal;
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

/** Who calls, as a request or a WebSocket connection says it. */
export interface CallerFacts {
  /** The accept-language given (a header, or a connection parameter). */
  acceptLanguage: string | undefined;
  /** The authorization given: `Bearer <token>`. */
  authorization: string | undefined;
  /** The client's address, as the trusted proxies report it. */
  ip: string;
  userAgent: string | undefined;
  requestId: string;
  signal: AbortSignal | undefined;
}

/** A caller's own x-request-id is kept when it is this sane (HTTP and WebSocket alike). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

// The envelope binds the caller's IP; IPv4-mapped IPv6 and plain forms are both accepted.
const IP_PATTERN = /^[0-9A-Fa-f.:]{1,45}$/;

/** The context of one caller: an HTTP request's, or one WebSocket connection's (shared by its subscriptions). */
export function gatewayContext(services: ContextServices, facts: CallerFacts, log: Logger | (() => Logger)): GatewayContext {
  const locale = resolveLocale(facts.acceptLanguage);
  const upstream = new RequestUpstream(services.client, {
    locale,
    token: bearerToken(facts.authorization),
    ip: IP_PATTERN.test(facts.ip) ? facts.ip : '',
    // Bounded, as the platform stores 512 characters.
    userAgent: facts.userAgent?.slice(0, 512),
    requestId: facts.requestId,
    signal: facts.signal,
  });
  if (typeof log !== 'function') return { locale, requestId: facts.requestId, log, upstream, live: services.live, levels: services.levels };
  // A connection's logger is made when first used: most live connections never log a line of their own.
  let made: Logger | undefined;
  return {
    locale,
    requestId: facts.requestId,
    get log() {
      return (made ??= log());
    },
    upstream,
    live: services.live,
    levels: services.levels,
  };
}

export function contextFactory(services: ContextServices) {
  return (initial: YogaInitialContext & ServerContext): GatewayContext => {
    const { req } = initial;
    return gatewayContext(
      services,
      {
        acceptLanguage: headerValue(req.headers['accept-language']),
        authorization: headerValue(req.headers.authorization),
        ip: req.ip,
        userAgent: headerValue(req.headers['user-agent']),
        requestId: typeof req.id === 'string' ? req.id : randomUUID(),
        signal: initial.signal ?? initial.request.signal,
      },
      req.log as unknown as Logger,
    );
  };
}

export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
