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

/**
 * What Fastify hands to Yoga with each request; a WebSocket subscription (subscriptions/
 * websocket.ts) hands the upgrade request, the connection's parameters and its signal instead.
 */
export interface ServerContext {
  req: FastifyRequest;
  reply?: FastifyReply;
  /** A WebSocket connection's `connection_init` payload: its authorization and language. */
  connectionParams?: Readonly<Record<string, unknown>>;
  /** Aborted when the caller goes away (the HTTP request's, or the WebSocket connection's). */
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

// The envelope binds the caller's IP; IPv4-mapped IPv6 and plain forms are both accepted.
const IP_PATTERN = /^[0-9A-Fa-f.:]{1,45}$/;

export function contextFactory(services: ContextServices) {
  return (initial: YogaInitialContext & ServerContext): GatewayContext => {
    const { req, connectionParams } = initial;
    // Over WebSocket the browser cannot set headers: the connection's parameters carry them.
    const header = (name: string) => (connectionParams ? paramValue(connectionParams[name]) : headerValue(req.headers[name]));
    const locale = resolveLocale(header('accept-language'));
    const requestId = typeof req.id === 'string' ? req.id : randomUUID();
    const ip = IP_PATTERN.test(req.ip) ? req.ip : '';
    return {
      locale,
      requestId,
      log: req.log as unknown as Logger,
      upstream: new RequestUpstream(services.client, {
        locale,
        token: bearerToken(header('authorization')),
        ip,
        // The handshake's browser for WebSocket calls too; bounded, as the platform stores 512 characters.
        userAgent: headerValue(req.headers['user-agent'])?.slice(0, 512),
        requestId,
        signal: initial.signal ?? initial.request.signal,
      }),
      live: services.live,
      levels: services.levels,
    };
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function paramValue(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
