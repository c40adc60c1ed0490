import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { EnvelopeClient } from '@portal/envelope';
import { fastifyTracing, TracedLogController } from '@portal/telemetry';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useGraphQlJit } from '@envelop/graphql-jit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createYoga, type YogaLogger } from 'graphql-yoga';
import type { DestinationStream, Logger } from 'pino';
import type { WebSocketServer } from 'ws';
import { fastifyTrustProxy, type GatewayConfig } from './config.ts';
import { contextFactory, REQUEST_ID_PATTERN, type GatewayContext, type ServerContext } from './context.ts';
import { runsCompiled } from './compiled-execution.ts';
import { recordsExportRoutes } from './assets/export.ts';
import { statementExportRoutes } from './assets/statement.ts';
import { MULTIPART_MAX_BYTES } from './deposit/receipt.ts';
import { useArmorErrorCodes } from './errors/armor-errors.ts';
import { useVariableErrorCodes } from './errors/variable-errors.ts';
import { UpstreamError } from './errors/upstream-error.ts';
import { corsOptions, exposurePlugins, metricsGuard, metricsServer, serveMetrics } from './exposure.ts';
import { graphiqlOptions } from './graphiql.ts';
import { createLogger, useOperationLog } from './logging.ts';
import { registerLifecycle } from './lifecycle.ts';
import { registerOperatorEndpoint } from './operator/endpoint.ts';
import { createMetrics, OperationMetrics, useOperationMetrics } from './metrics.ts';
import { RateLimiter, useRateLimits } from './rate-limits.ts';
import { cspHeader, graphiqlCsp, registerSecureHeaders } from './secure-headers.ts';
import { executableSchema } from './schema.ts';
import { LiveFeeds } from './subscriptions/live-feeds.ts';
import { registerWebSocket } from './subscriptions/websocket.ts';
import { UpstreamClient } from './upstream/client.ts';
import { trustedDocumentsPlugin } from './trusted-documents.ts';
import { useOperationTracing } from './tracing.ts';
import { LevelDirectory } from './user/level-directory.ts';
import { identifyMember } from './user/resolvers.ts';
import { USER_ROUTES } from './user/upstream.ts';
import { registerGraphiqlAssets, renderOfflineGraphiQL } from './web-app/graphiql.ts';
import { registerWebApp } from './web-app/plugin.ts';

export interface GatewayOptions {
  /** Where logs go (default stdout); tests pass a stream to read them. */
  logDestination?: DestinationStream;
}

/** Paths the gateway answers itself; never served from WEB_DIST_DIR nor given the SPA fallback. */
const RESERVED_PREFIXES = ['/graphql', '/graphiql', '/healthz', '/readyz', '/metrics', '/export', '/admin'];
/** How long shutdown waits for ended live streams to flush their last event. */
const STREAM_DRAIN_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway's live pollers (exposed for tests and diagnostics). */
    live: LiveFeeds;
    /** The open WebSocket connections (subscriptions/websocket.ts; exposed for tests and diagnostics). */
    websocketServer: WebSocketServer;
    /** Where the operator metrics port listens (METRICS_PORT), once the gateway listens. */
    metricsAddress?: string;
  }
}

/**
 * Builds the gateway: Fastify in front, GraphQL Yoga at /graphql, health and metrics beside
 * it, the web app at / when WEB_DIST_DIR is set. Returns the instance without listening.
 */
export async function createGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<FastifyInstance> {
  const logger = createLogger(config.logLevel, options.logDestination);
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // "incoming request" is written inside the request's span, with its trace id.
    logController: new TracedLogController(),
    // A caller's x-request-id is kept when it is sane, so logs can be followed across services.
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // The end user's address goes to the platform as X-Forwarded-For (replacing any the caller
    // sent), which limits failed logins per address; behind a proxy it must be the real client's.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  // First, so every hook after it runs in the request's span (continued from a caller's traceparent).
  await app.register(fastifyTracing());
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Helmet's headers and the web app's Content-Security-Policy on every answer (secure-headers.ts),
  // which allows the built page's own inline scripts by their hashes.
  const webAppPage = config.webDistDir === undefined ? undefined : await readFile(path.join(config.webDistDir, 'index.html'), 'utf8').catch(() => undefined);
  await registerSecureHeaders(app, webAppPage);
  // SIGTERM: readiness fails first, then streams end and requests in flight finish (lifecycle.ts).
  registerLifecycle(app, { drainMs: config.shutdownDrainMs });

  // --- services -----------------------------------------------------------------------
  const metrics = createMetrics();
  const envelope = new EnvelopeClient({ encrypt: config.envelope.encrypt, publicKeyPem: config.envelope.publicKeyPem });
  const client = new UpstreamClient({
    baseUrl: config.upstreamUrl,
    envelope,
    timeoutMs: config.upstreamTimeoutMs,
    logger: logger.child({ component: 'upstream' }),
    metrics: metrics.upstream,
  });
  // With REDIS_URL the replicas share one poller per member feed; else this process polls alone.
  // Loaded only then: ioredis stays out of a gateway that runs alone (bench/idle-memory.ts).
  const redis =
    config.redisUrl === undefined
      ? undefined
      : new (await import('./subscriptions/redis-coordination.ts')).RedisCoordination(config.redisUrl, logger.child({ component: 'redis' }));
  const live = new LiveFeeds({
    client,
    identifyMember,
    intervalMs: config.pollIntervalMs,
    logger: logger.child({ component: 'live' }),
    metrics: metrics.live,
    redis,
  });
  const levels = new LevelDirectory();
  const operations = new OperationMetrics(metrics);
  app.decorate('live', live);
  // Sign-in, registration, captcha and password-reset attempts, counted with the replicas when they share Redis.
  const rateLimiter = new RateLimiter(config.rateLimits, { redis: redis?.commands, logger: logger.child({ component: 'rate-limit' }) });

  // --- GraphQL ------------------------------------------------------------------------
  const yoga = createYoga<ServerContext, GatewayContext>({
    schema: executableSchema(),
    context: contextFactory({ client, live, levels }),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: config.graphiql ? graphiqlOptions : false,
    renderGraphiQL: renderOfflineGraphiQL,
    cors: corsOptions(config),
    // GraphQL multipart requests (deposit receipts) are read by Yoga from the raw stream; this
    // cuts one off with HTTP 413 past one picture's worth. JSON bodies are Fastify's (1 MiB).
    multipart: true,
    maxRequestBodySize: MULTIPART_MAX_BYTES,
    logging: yogaLogger(logger.child({ component: 'yoga' })),
    // Parse and validation results are cached by Yoga's default parserAndValidationCache.
    plugins: [
      // First: the operation's span wraps every other plugin's execute hooks and the resolvers.
      useOperationTracing(),
      ...exposurePlugins(config),
      trustedDocumentsPlugin(config),
      useArmorErrorCodes(),
      useVariableErrorCodes(),
      useRateLimits(rateLimiter),
      EnvelopArmorPlugin({
        maxDepth: { n: 10, ignoreIntrospection: true },
        maxAliases: { n: 15 },
        maxDirectives: { n: 20 },
        maxTokens: { n: 2000 },
        costLimit: { maxCost: 5000, ignoreIntrospection: true },
        blockFieldSuggestion: { enabled: true },
      }),
      useOperationLog<GatewayContext>(),
      useOperationMetrics(operations),
      // Compiled execution: about 1 ms less CPU per request on a 100-record page (docs/gateway.md);
      // which operations run compiled, and why the others do not: compiled-execution.ts.
      useGraphQlJit({}, { enableIf: runsCompiled }),
    ],
  });

  // GraphiQL's page is the same for every answer: its inline scripts are allowed by their hashes.
  const graphiqlPolicy = cspHeader(graphiqlCsp(renderOfflineGraphiQL(graphiqlOptions)));

  // Open SSE responses, so shutdown can wait for their last event before closing sockets.
  const openStreams = new Set<ServerResponse>();
  const webSocket = registerWebSocket(app, { config, yoga, services: { client, live, levels }, operations, logger: logger.child({ component: 'websocket' }) });
  app.decorate('websocketServer', webSocket.server);
  // Shutdown ends live subscriptions first (each gets its last event or `complete`): open
  // streams and sockets would otherwise hold server.close() open.
  app.addHook('preClose', async () => {
    await live.close();
    await webSocket.close();
    await drained(openStreams, STREAM_DRAIN_MS);
  });
  const handleWithYoga = async (req: FastifyRequest, reply: FastifyReply) => {
    const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
    response.headers.forEach((value, key) => {
      reply.header(key, value);
    });
    if (response.headers.get('content-type')?.startsWith('text/html')) reply.header('content-security-policy', graphiqlPolicy);
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
      const raw = reply.raw;
      openStreams.add(raw);
      raw.once('close', () => openStreams.delete(raw));
    }
    reply.status(response.status);
    if (openStreams.has(reply.raw)) return reply.send(response.body);
    // A finished result goes out in one write: piping the body stream costs a syscall per chunk.
    return reply.send(Buffer.from(await response.arrayBuffer()));
  };
  // Multipart bodies pass through unread: Yoga parses them (GraphQL multipart request spec).
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  app.route({ url: '/graphql', method: 'GET', handler: handleWithYoga });
  app.route({ url: '/graphql', method: ['POST', 'OPTIONS'], handler: handleWithYoga });
  registerGraphiqlAssets(app);
  app.route({ url: '/metrics', method: 'GET', onRequest: metricsGuard(config), handler: serveMetrics(metrics.registry) });
  if (config.metricsPort !== undefined) {
    const operatorPort = await metricsServer(metrics.registry);
    app.decorate('metricsAddress', '');
    app.addHook('onListen', async () => {
      app.metricsAddress = await operatorPort.listen({ port: config.metricsPort ?? 0, host: config.host });
    });
    app.addHook('onClose', async () => {
      await operatorPort.close();
    });
  }

  // --- the operator console's endpoint (its own schema, path and Yoga) ------------------
  await registerOperatorEndpoint(app, { config, logger, rateLimiter });

  // --- downloads ----------------------------------------------------------------------
  await app.register(recordsExportRoutes, { client });
  await app.register(statementExportRoutes, { client });

  // --- health -------------------------------------------------------------------------
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      // A cheap public call through the whole path: pool, envelope, platform, classification.
      await client.call(USER_ROUTES.countries, {}, {
        locale: 'en-US',
        ip: '',
        requestId: request.id,
        timeoutMs: config.readinessTimeoutMs,
      });
      return { status: 'ready' };
    } catch (error) {
      const code = error instanceof UpstreamError ? error.failure.code : 'INTERNAL_SERVER_ERROR';
      const reason = error instanceof UpstreamError ? error.reason : undefined;
      return reply.status(503).send({ status: 'unavailable', code, reason });
    }
  });

  // --- web app ------------------------------------------------------------------------
  if (config.webDistDir !== undefined) {
    await registerWebApp(app, { distDir: config.webDistDir, reservedPrefixes: RESERVED_PREFIXES });
  } else {
    app.setNotFoundHandler((request, reply) => reply.status(404).send({ error: 'Not Found', path: request.url.split('?')[0] ?? '/' }));
  }

  // --- shutdown -----------------------------------------------------------------------
  app.addHook('onClose', async () => {
    await yoga.dispose();
    await client.close();
    await redis?.close();
  });

  return app;
}

/** Resolves once every response in `streams` has ended, or after `limitMs`. */
async function drained(streams: Set<ServerResponse>, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (streams.size > 0 && Date.now() < deadline) await delay(10);
}

function yogaLogger(log: Logger): YogaLogger {
  const forward =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      for (const arg of args) {
        // A request its caller abandoned (a tab closed, a reload) ends its resolvers with an
        // AbortError, which Yoga reports as unexpected: it is no fault to chase, so not an error.
        if (arg instanceof Error && callerWentAway(arg)) log.info({ err: arg }, 'the caller went away before the answer');
        else if (arg instanceof Error) log[level]({ err: arg }, arg.message);
        else log[level](typeof arg === 'string' ? arg : { detail: arg });
      }
    };
  return { debug: forward('debug'), info: forward('info'), warn: forward('warn'), error: forward('error') };
}

/** Whether `error` is, or was caused by, the abort of the request's own signal (its caller gone). */
function callerWentAway(error: Error): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current.name === 'AbortError') return true;
    current = (current as { originalError?: unknown }).originalError ?? current.cause;
  }
  return false;
}
