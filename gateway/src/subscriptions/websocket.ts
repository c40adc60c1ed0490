// GraphQL subscriptions over WebSocket (graphql-ws, the graphql-transport-ws protocol) at
// /graphql: the web app's live transport. One connection per browser tab carries all of its
// subscriptions, and WebSockets do not count against a browser's six HTTP/1.1 connections per
// host, which one Server-Sent Events stream per subscription used up with three tabs open.
// GraphQL over SSE stays for GraphiQL and other clients. docs/gateway.md, "Live transport".
//
// A gateway holds tens of thousands of these connections, nearly idle, so each keeps little:
// the socket, graphql-ws's state, one context shared by its subscriptions, and per subscription
// its feed stream and compiled query. The upgrade's HTTP request is read once and let go (not
// kept as Fastify's request, reply and logger), and Yoga's per-operation envelope is used to
// parse and validate and then dropped; each event runs through the compiled query directly.
// BENCHMARKS.md (f) has what each part costs.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import proxyAddr from '@fastify/proxy-addr';
import { messageFor, resolveLocale, type ErrorCode, type Locale } from '@portal/envelope/catalogue';
import type { FastifyInstance } from 'fastify';
import {
  getOperationAST,
  GraphQLError,
  subscribe as subscribeWithGraphqlJs,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { CloseCode, handleProtocols, makeServer, type Context as ProtocolContext } from 'graphql-ws';
import { createGraphQLError, maskError, type YogaServerInstance } from 'graphql-yoga';
import type { Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import type { GatewayConfig, TrustProxy } from '../config.ts';
import { gatewayContext, headerValue, REQUEST_ID_PATTERN, type ContextServices, type GatewayContext, type ServerContext } from '../context.ts';
import { runsCompiled } from '../compiled-execution.ts';
import type { OperationMetrics } from '../metrics.ts';
import { traceSubscriptionStart } from '../tracing.ts';
import { lookUpDocument } from '../trusted-documents.ts';

/** Subscriptions one connection may hold at once (a tab needs three: balances, profile and the unread count). */
export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 10;
/** Largest message a client may send (a subscribe message is a hash and a few variables). */
const MAX_MESSAGE_BYTES = 64 * 1024;
/** WebSocket close code 1001: the server is going away (a restart); clients connect again. */
const GOING_AWAY = 1001;
/** How long a client has to send `connection_init` after connecting. */
const CONNECTION_INIT_WAIT_MS = 5_000;
/** Every connection is pinged this often; one that has not answered the previous ping is dropped. */
const KEEP_ALIVE_MS = 12_000;
/** How long a stopping gateway waits for clients to answer its close before cutting them off. */
const CLOSE_WAIT_MS = 1_000;
const PATH = '/graphql';

/** What the gateway keeps per connection (graphql-ws's `extra`), read once from the upgrade request. */
interface Connection {
  readonly requestId: string;
  readonly ip: string;
  readonly userAgent: string | undefined;
  /** Whether the page that opened it may (checked at the upgrade, answered at `connection_init`). */
  readonly originAllowed: boolean;
  /** Whether `connection_init` came. */
  initialised?: boolean;
  /** Made at the first subscription, once the connection's parameters are known; aborted when it closes. */
  context?: GatewayContext;
  aborter?: AbortController;
}

type Enveloped = ReturnType<YogaServerInstance<ServerContext, GatewayContext>['getEnveloped']>;

export interface WebSocketOptions {
  config: Pick<GatewayConfig, 'trustedDocuments' | 'allowArbitraryDocuments' | 'corsOrigins' | 'production' | 'trustProxy'>;
  yoga: YogaServerInstance<ServerContext, GatewayContext>;
  services: ContextServices;
  operations: OperationMetrics;
  logger: Logger;
}

export interface WebSocketEndpoint {
  /** The open connections. */
  readonly server: WebSocketServer;
  /**
   * Ends the open connections the way a restarting server should: their subscriptions have
   * completed (the caller ended the live feeds), then each socket closes as "going away",
   * which the web app answers by connecting again, to another replica if this one is gone.
   */
  close(): Promise<void>;
}

/**
 * Takes the WebSocket upgrades of /graphql on the gateway's server. Only subscriptions run over
 * them (queries and mutations keep HTTP, with its rate limits and CSRF rules), only trusted
 * documents unless arbitrary ones are allowed, and only from the gateway's own origin or a
 * listed one.
 */
export function registerWebSocket(app: FastifyInstance, { config, yoga, services, operations, logger }: WebSocketOptions): WebSocketEndpoint {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, handleProtocols, perMessageDeflate: false, clientTracking: true });
  const clientIp = clientAddressOf(config.trustProxy);
  const compiled = new CompiledSubscriptions();
  let closing = false;

  const protocol = makeServer<Record<string, unknown>, Connection>({
    connectionInitWaitTimeout: 0,
    onConnect: (ctx) => {
      ctx.extra.initialised = true;
      // Another site's page may open a WebSocket to us (browsers apply no CORS to it): closed as 4403.
      return ctx.extra.originAllowed;
    },
    onSubscribe: (ctx, _id, payload) => {
      const locale = resolveLocale(paramValue(ctx.connectionParams?.['accept-language']));
      // The subscription being started is already counted (its id is reserved).
      if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_CONNECTION) {
        return [refusal('TOO_MANY_REQUESTS', locale, 'TOO_MANY_SUBSCRIPTIONS')];
      }
      const document = lookUpDocument(config, payload);
      if (!('query' in document)) return [refusal(document.code, locale, document.reason)];
      // Yoga's envelope parses and validates (its cache, the armor limits, the introspection
      // rule), then is let go: nothing of it stays with the subscription.
      const envelope: Enveloped = yoga.getEnveloped({ params: payload } as unknown as Parameters<typeof yoga.getEnveloped>[0]);
      let parsed: DocumentNode;
      try {
        parsed = envelope.parse(document.query);
      } catch (error) {
        return [error instanceof GraphQLError ? error : refusal('BAD_REQUEST', locale, 'UNPARSABLE_DOCUMENT')];
      }
      const invalid = envelope.validate(envelope.schema, parsed);
      if (invalid.length > 0) return invalid;
      if (getOperationAST(parsed, payload.operationName ?? undefined)?.operation !== 'subscription') {
        return [refusal('BAD_REQUEST', locale, 'SUBSCRIPTIONS_ONLY')];
      }
      return {
        schema: envelope.schema,
        document: parsed,
        operationName: payload.operationName,
        variableValues: payload.variables,
        contextValue: contextOf(ctx),
      };
    },
    subscribe: (args) =>
      traceSubscriptionStart(args.document, args.operationName, async () => {
        const context = args.contextValue as GatewayContext;
        const operation = getOperationAST(args.document, args.operationName ?? undefined);
        logger.info({ reqId: context.requestId, operation: operation?.name?.value ?? 'anonymous', operationType: 'subscription' }, 'graphql subscription');
        const timing = operations.start(args.schema, args.document, args.operationName);
        const result = await compiled.subscribe(args);
        operations.done(timing, result);
        return result;
      }),
    // Errors no resolver meant for the member are masked, as over HTTP.
    onNext: (_ctx, _id, _payload, _args, result: ExecutionResult) =>
      result.errors ? { ...result, errors: result.errors.map((error) => maskError(error, 'Unexpected error.', !config.production) as GraphQLError) } : undefined,
    onClose: (ctx, code) => {
      ctx.extra.aborter?.abort();
      logger.debug({ reqId: ctx.extra.requestId, code }, 'websocket closed');
    },
  });

  /** The connection's context, made once its parameters (authorization, language) are known. */
  const contextOf = (ctx: ProtocolContext<Record<string, unknown>, Connection>): GatewayContext => {
    const connection = ctx.extra;
    if (connection.context !== undefined) return connection.context;
    const params = ctx.connectionParams ?? {};
    connection.aborter = new AbortController();
    connection.context = gatewayContext(
      services,
      {
        // The browser cannot set a WebSocket's headers: the connection's parameters carry them.
        acceptLanguage: paramValue(params['accept-language']),
        authorization: paramValue(params.authorization),
        ip: connection.ip,
        userAgent: connection.userAgent,
        requestId: connection.requestId,
        signal: connection.aborter.signal,
      },
      () => logger.child({ reqId: connection.requestId }),
    );
    return connection.context;
  };

  /** What graphql-ws needs of a socket, as methods rather than closures (one of these per connection). */
  class ProtocolSocket {
    constructor(
      private readonly socket: WebSocket,
      private readonly connection: Connection,
    ) {}

    get protocol(): string {
      return this.socket.protocol;
    }

    send(data: string): Promise<void> {
      const socket = this.socket;
      return new Promise((resolve, reject) => {
        if (socket.readyState !== socket.OPEN) return resolve();
        socket.send(data, (error) => (error ? reject(error) : resolve()));
      });
    }

    close(code: number, reason: string): void {
      this.socket.close(code, reason);
    }

    onMessage(handle: (data: string) => Promise<void>): void {
      const { socket, connection } = this;
      socket.on('message', (data) => {
        handle(String(data)).catch((error: unknown) => {
          logger.error({ reqId: connection.requestId, err: error }, 'websocket message failed');
          socket.close(CloseCode.InternalServerError, 'Internal server error');
        });
      });
    }
  }

  const accept = (socket: WebSocket, connection: Connection) => {
    socket.on('error', onSocketError);
    socket.on('pong', answeredPing);
    const closed = protocol.opened(new ProtocolSocket(socket, connection), connection);
    socket.once('close', (code, reason) => void closed(code, String(reason)));
    // graphql-ws's own wait would keep its timer for the connection's life: this one is let go once it fires.
    setTimeout(closeUnlessInitialised, CONNECTION_INIT_WAIT_MS, socket, connection).unref();
  };

  function onSocketError(this: WebSocket, error: Error) {
    logger.warn({ err: error }, 'websocket failed');
    this.terminate();
  }

  // One timer pings every connection, rather than a timer per connection.
  const unanswered = new WeakSet<WebSocket>();
  function answeredPing(this: WebSocket) {
    unanswered.delete(this);
  }
  const keepAlive = setInterval(() => {
    for (const socket of server.clients) {
      if (unanswered.has(socket)) {
        socket.terminate();
        continue;
      }
      unanswered.add(socket);
      socket.ping();
    }
  }, KEEP_ALIVE_MS);
  keepAlive.unref();

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', destroyOnError);
    if (pathOf(request.url) !== PATH) return refuseUpgrade(socket, 404, 'Not Found');
    if (closing) return refuseUpgrade(socket, 503, 'Service Unavailable');
    const given = headerValue(request.headers['x-request-id']);
    const connection: Connection = {
      requestId: given !== undefined && REQUEST_ID_PATTERN.test(given) ? given : randomUUID(),
      ip: clientIp(request),
      userAgent: headerValue(request.headers['user-agent']),
      originAllowed: originAllowed(request, config.corsOrigins),
    };
    server.handleUpgrade(request, socket, head, (websocket) => {
      socket.removeListener('error', destroyOnError);
      logger.debug({ reqId: connection.requestId }, 'websocket opened');
      accept(websocket, connection);
    });
  });

  return {
    server,
    async close() {
      closing = true;
      clearInterval(keepAlive);
      // One turn for the subscriptions' `complete` messages to reach their sockets first.
      await new Promise((resolve) => setImmediate(resolve));
      const open = [...server.clients];
      for (const socket of open) socket.close(GOING_AWAY, 'Going away');
      // A client that does not answer the close in time is cut off: the server can then stop.
      const deadline = Date.now() + CLOSE_WAIT_MS;
      while (open.some((socket) => socket.readyState !== socket.CLOSED) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      for (const socket of open) if (socket.readyState !== socket.CLOSED) socket.terminate();
    },
  };
}

/**
 * Each subscription's start and, per event, its compiled query: graphql-jit compiles each
 * document once (Yoga's parse cache hands the same document back), and an event runs the
 * compiled function with the feed's value as root, as graphql-js's `subscribe` would. What
 * `runsCompiled` turns away runs on graphql-js, as over HTTP.
 */
class CompiledSubscriptions {
  readonly #byDocument = new WeakMap<DocumentNode, Map<string, CompiledQuery>>();

  subscribe(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> | AsyncIterableIterator<ExecutionResult> | ExecutionResult {
    if (!runsCompiled(args)) return subscribeWithGraphqlJs(args);
    const compiled = this.#compiled(args);
    if (compiled?.subscribe === undefined) return subscribeWithGraphqlJs(args);
    return compiled.subscribe(undefined, args.contextValue, args.variableValues ?? {}) as Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult>;
  }

  #compiled(args: ExecutionArgs): CompiledQuery | undefined {
    const name = args.operationName ?? '';
    let byName = this.#byDocument.get(args.document);
    if (byName === undefined) this.#byDocument.set(args.document, (byName = new Map()));
    let compiled = byName.get(name);
    if (compiled === undefined) {
      const result = compileQuery(args.schema as GraphQLSchema, args.document, args.operationName ?? undefined);
      if (!isCompiledQuery(result)) return undefined;
      byName.set(name, (compiled = result));
    }
    return compiled;
  }
}

/** A connection that has not said `connection_init` in time is closed (graphql-ws's code 4408). */
function closeUnlessInitialised(socket: WebSocket, connection: Connection): void {
  if (connection.initialised !== true && socket.readyState === socket.OPEN) socket.close(CloseCode.ConnectionInitialisationTimeout, 'Connection initialisation timeout');
}

function refusal(code: ErrorCode, locale: Locale, reason: string): GraphQLError {
  return createGraphQLError(messageFor(code, locale), { extensions: { code, reason } });
}

/** The client's address as Fastify gives `request.ip` with the same TRUST_PROXY (config.ts). */
function clientAddressOf(trust: TrustProxy): (request: IncomingMessage) => string {
  if (trust === false) return (request) => request.socket.remoteAddress ?? '';
  const trusted =
    trust === true ? () => true : typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : proxyAddr.compile([...trust]);
  return (request) => proxyAddr(request, trusted);
}

/** No Origin (not a browser), the gateway's own, or one CORS_ORIGINS lists. */
function originAllowed(request: IncomingMessage, corsOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (corsOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

function pathOf(url: string | undefined): string {
  if (url === undefined) return '';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function refuseUpgrade(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function destroyOnError(this: Duplex) {
  this.destroy();
}

function paramValue(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
