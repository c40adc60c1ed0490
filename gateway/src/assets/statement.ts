import { messageFor, messageForFailure, resolveLocale, type Locale } from '@portal/envelope/catalogue';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/bearer.ts';
import { UpstreamError } from '../errors/upstream-error.ts';
import type { CallContext, UpstreamClient } from '../upstream/client.ts';
import { COIN_NAMES } from '../upstream/parsers.ts';
import { STATEMENT_FILE_PATH } from './upstream.ts';

interface StatementQuery {
  coinName: (typeof COIN_NAMES)[number];
  /** First and last GMT+8 day, inclusive. */
  from: string;
  to: string;
}

const FORMATS = {
  csv: { type: 'text/csv; charset=utf-8' },
  pdf: { type: 'application/pdf' },
} as const;

/**
 * GET /export/statement.csv and /export/statement.pdf: a member's statement of one credit over
 * GMT+8 days (`from` and `to` inclusive), in the `accept-language` language. The platform makes
 * the file and checks it against the ledger (`/api/app/assets/statementFile`); the gateway passes
 * it on under the member's token. Authenticated and answered like `/export/records.csv`.
 */
export async function statementExportRoutes(app: FastifyInstance, options: { client: UpstreamClient }) {
  for (const format of Object.keys(FORMATS) as (keyof typeof FORMATS)[]) {
    app.get<{ Querystring: StatementQuery }>(
      `/export/statement.${format}`,
      {
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            required: ['coinName', 'from', 'to'],
            properties: {
              coinName: { type: 'string', enum: [...COIN_NAMES] },
              from: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
              to: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            },
          },
        },
        errorHandler: (error, request, reply) => {
          const locale = localeOf(request);
          const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
          if (status === 500) request.log.error({ err: error }, 'statement failed');
          return reply.status(status).send({ code: status === 400 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR', message: `${messageFor(status === 400 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR', locale)}${status === 400 ? `: ${error.message}` : ''}` });
        },
      },
      async (request, reply) => serveStatement(request, reply, format, options.client),
    );
  }
}

async function serveStatement(request: FastifyRequest<{ Querystring: StatementQuery }>, reply: FastifyReply, format: keyof typeof FORMATS, client: UpstreamClient) {
  const locale = localeOf(request);
  const token = bearerToken(request.headers.authorization);
  if (token === undefined) {
    return reply.status(401).send({ code: 'UNAUTHENTICATED', reason: 'NO_TOKEN', message: messageFor('UNAUTHENTICATED', locale) });
  }
  const { coinName, from, to } = request.query;
  const caller: CallContext = { locale, token, ip: request.ip, requestId: request.id };
  let body: Buffer;
  try {
    body = await client.callFile(STATEMENT_FILE_PATH, { coinName, startDay: from, endDay: to, format }, caller);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return reply.status(error.failure.httpStatus === 200 ? 400 : error.failure.httpStatus).send({
      code: error.failure.code,
      reason: error.reason,
      message: messageForFailure(error.failure, locale),
    });
  }
  return reply
    .header('content-type', FORMATS[format].type)
    .header('content-disposition', `attachment; filename="statement-${coinName.toLowerCase()}-${from}-${to}.${format}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

function localeOf(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  return resolveLocale(Array.isArray(header) ? header[0] : header);
}
