import { Decimal } from 'decimal.js';
import { messageFor, messageForFailure, resolveLocale, type Locale } from '@portal/envelope/catalogue';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/bearer.ts';
import { UpstreamError } from '../errors/upstream-error.ts';
import type { CallContext, UpstreamClient } from '../upstream/client.ts';
import { COIN_NAMES } from '../upstream/parsers.ts';
import { csvCell } from './export.ts';
import { gmt8Time } from './statement-time.ts';
import { ASSETS_ROUTES, type UpstreamStatement } from './upstream.ts';

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
 * The platform checks a statement against the ledger before it answers; the gateway checks the
 * arithmetic of what arrived once more before laying it out, so a file that does not add up is
 * never served, whatever happened on the way.
 */
export function statementAddsUp(statement: UpstreamStatement): boolean {
  let running = new Decimal(statement.openingBalance);
  for (const entry of statement.entries) {
    running = running.plus(entry.amount);
    if (!running.equals(entry.balance)) return false;
  }
  return running.equals(statement.closingBalance);
}

/** RFC 4180, UTF-8 with a byte-order mark: one table, the opening and closing balances as its first and last rows. */
export function statementCsv(statement: UpstreamStatement): string {
  const { labels } = statement;
  const line = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;
  return (
    '\uFEFF' +
    line([labels.time, labels.kind, labels.reference, labels.amount, labels.balance]) +
    line([gmt8Time(statement.from), labels.openingBalance, '', '', statement.openingBalance]) +
    statement.entries.map((entry) => line([gmt8Time(entry.time), entry.kind, entry.reference, entry.amount, entry.balance])).join('') +
    line([gmt8Time(statement.to), labels.closingBalance, '', '', statement.closingBalance])
  );
}

/**
 * GET /export/statement.csv and /export/statement.pdf: a member's statement of one credit over
 * GMT+8 days (`from` and `to` inclusive), in the `accept-language` language. Authenticated and
 * answered like `/export/records.csv`.
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
  let statement: UpstreamStatement;
  try {
    statement = await client.call(ASSETS_ROUTES.statement, { coinName, startDay: from, endDay: to }, caller);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return reply.status(error.failure.httpStatus === 200 ? 400 : error.failure.httpStatus).send({
      code: error.failure.code,
      reason: error.reason,
      message: messageForFailure(error.failure, locale),
    });
  }
  if (!statementAddsUp(statement)) {
    request.log.error({ coinName, from, to }, 'statement does not add up: refused');
    return reply.status(500).send({ code: 'INTERNAL_SERVER_ERROR', message: messageFor('INTERNAL_SERVER_ERROR', locale) });
  }
  // pdfkit and its font engine are a few megabytes of a process's memory: loaded with the first
  // PDF a member asks for, not at start.
  const body = format === 'csv' ? statementCsv(statement) : await (await import('./statement-pdf.ts')).statementPdf(statement, locale);
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
