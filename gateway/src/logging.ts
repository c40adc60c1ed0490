import { addRequestLogFacts, traceMixin } from '@portal/telemetry';
import type { FastifyRequest } from 'fastify';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config.ts';

/**
 * Everything that may carry a secret, wherever it sits in a log object. Nothing in the gateway
 * logs bodies or GraphQL variables; censoring these keys is the second line of defence.
 */
const SECRET_KEYS = [
  'authorization',
  'token',
  'password',
  'confirmPassword',
  'oldPassword',
  'transactionPassword',
  'confirmTransactionPassword',
  'oldTransactionPassword',
  'captchaCode',
  'verifyCode',
  'requestData',
  'encrypted',
  'variables',
  'body',
  'cookie',
];

const SECRETS: ReadonlySet<string> = new Set(SECRET_KEYS);
const CENSORED = '[redacted]';
/** How deep a secret key is looked for: the log object's own keys, theirs, and theirs. */
const CENSOR_DEPTH = 3;

/**
 * `value` with the value of every secret key down to `depth` levels replaced by "[redacted]";
 * `value` itself, not a copy, when it holds none (the usual case: the walk reads a few keys and
 * allocates nothing). Keys in `skip` are left as they are. pino's own path redaction did the same
 * with 49 paths, 30 of them wildcards, and was three quarters of the logging's cost per request
 * (BENCHMARKS.md (a)).
 */
function censorSecrets<T>(value: T, depth = CENSOR_DEPTH, skip?: ReadonlySet<string>): T {
  if (depth === 0 || value === null || typeof value !== 'object') return value;
  // Bytes and values that write themselves (a Date) hold no keys of ours.
  if (ArrayBuffer.isView(value) || typeof (value as { toJSON?: unknown }).toJSON === 'function') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, index) => {
      const censored = censorSecrets(item, depth - 1);
      if (censored !== item) (copy ??= [...value])[index] = censored;
    });
    return (copy ?? value) as T;
  }
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    if (skip?.has(key)) continue;
    const item = (value as Record<string, unknown>)[key];
    const censored = SECRETS.has(key) ? CENSORED : censorSecrets(item, depth - 1);
    if (censored !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = censored;
  }
  return (copy ?? value) as T;
}

/**
 * The keys the logger's serializers shape (they read getters of the original, so they get it
 * uncopied): what reaches the line is what the serializer writes, safe by construction, an
 * error censored in its own.
 */
const SERIALIZED: ReadonlySet<string> = new Set(['req', 'res', 'err']);
const censorLine = (object: Record<string, unknown>) => censorSecrets(object, CENSOR_DEPTH, SERIALIZED);

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'gateway' },
      // The trace and span ids of the request on each of its lines (docs/operations.md, Traces).
      mixin: traceMixin,
      // Secrets censored in each line's object and in the base bindings; the keys the
      // serializers below shape are left to them.
      formatters: { log: censorLine, bindings: censorLine },
      // pino does not format a child's bindings: none may carry a secret key (they are component
      // names and Fastify's request id), and one that does is refused where it is made.
      onChild: (child) => {
        const secret = Object.keys(child.bindings()).find((key) => SECRETS.has(key));
        if (secret !== undefined) throw new Error(`a child logger's bindings may not carry "${secret}"`);
      },
      serializers: {
        // The path only: a query string could hold a GET operation's variables.
        req: (req: { method?: string; url?: string; ip?: string; id?: string }) => ({
          method: req.method,
          path: typeof req.url === 'string' ? req.url.split('?')[0] : undefined,
          remoteAddress: req.ip,
        }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
        err: (error: Error) => censorSecrets(pino.stdSerializers.err(error)),
      },
    },
    destination,
  );
}

/**
 * An envelop plugin naming each executed operation (name and type, never its variables) on its
 * request's one log line ("request completed"); a subscription, which lives on for minutes over
 * one WebSocket, gets a line of its own as it starts.
 */
export function useOperationLog<TContext extends { log: Logger }>(): Plugin<TContext> {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      // Yoga puts the server's context (context.ts, ServerContext: the Fastify request) into every context.
      const { req } = args.contextValue as { req?: FastifyRequest };
      if (req) addRequestLogFacts(req, { operation: operation?.name?.value ?? 'anonymous', operationType: operation?.operation });
    },
    onSubscribe({ args }) {
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      args.contextValue.log.info({ operation: operation?.name?.value ?? 'anonymous', operationType: 'subscription' }, 'graphql subscription');
    },
  };
}
