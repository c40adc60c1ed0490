import { addRequestLogFacts, traceMixin } from '@portal/telemetry';
import type { FastifyRequest } from 'fastify';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config.ts';

/**
 * Everything that may carry a secret, wherever it sits in a log object. Nothing in the gateway
 * logs bodies or GraphQL variables; these paths are the second line of defence.
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

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.token',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  ...SECRET_KEYS.map((key) => `*.*.${key}`),
];

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'gateway' },
      // The trace and span ids of the request on each of its lines (docs/operations.md, Traces).
      mixin: traceMixin,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        // The path only: a query string could hold a GET operation's variables.
        req: (req: { method?: string; url?: string; ip?: string; id?: string }) => ({
          method: req.method,
          path: typeof req.url === 'string' ? req.url.split('?')[0] : undefined,
          remoteAddress: req.ip,
        }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
        err: pino.stdSerializers.err,
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
