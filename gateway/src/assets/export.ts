import { Readable } from 'node:stream';
import { messageFor, messageForFailure, resolveLocale, type Locale } from '@portal/envelope/catalogue';
import type { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/bearer.ts';
import { UpstreamError } from '../errors/upstream-error.ts';
import type { CallContext, UpstreamClient } from '../upstream/client.ts';
import { COIN_NAMES } from '../upstream/parsers.ts';
import { ASSET_RECORD_STATUSES, ASSETS_ROUTES, type columnsAnswer, type UpstreamRecordPage } from './upstream.ts';

/** The upstream's largest page; an export walks the pages in order. */
const PAGE_SIZE = 100;
/** An export stops here: a bound on what one request may pull through the gateway. */
export const EXPORT_MAX_ROWS = 50_000;


const DECIMAL = /^-?\d+(\.\d+)?$/;

/** RFC 4180 quoting, and no cell a spreadsheet would run as a formula (=, +, -, @ first). */
export function csvCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const safe = /^[=+\-@\t\r]/.test(value) && !DECIMAL.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The longest search the `records` query takes (a transaction number, receipt number or hash, or its start). */
const SEARCH_MAX = 100;

interface ExportQuery {
  coinName?: (typeof COIN_NAMES)[number];
  recordType?: string;
  from?: string;
  to?: string;
  status?: (typeof ASSET_RECORD_STATUSES)[number];
  search?: string;
}

/**
 * GET /export/records.csv: the member's records under the same filter as the `records`
 * query (credit, type, dates, status, search), every page of it, streamed page by page from the platform, so no export is ever held in memory
 * (nor built in the browser). Authenticated by the same bearer token as GraphQL.
 */
export async function recordsExportRoutes(app: FastifyInstance, options: { client: UpstreamClient }) {
  app.get<{ Querystring: ExportQuery }>(
    '/export/records.csv',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            coinName: { type: 'string', enum: [...COIN_NAMES] },
            recordType: { type: 'string', pattern: '^[A-Z_]{1,40}$' },
            from: { type: 'string', format: 'date-time' },
            to: { type: 'string', format: 'date-time' },
            status: { type: 'string', enum: [...ASSET_RECORD_STATUSES] },
            // Room for the blanks around a search, which are trimmed as the `records` query does.
            search: { type: 'string', maxLength: SEARCH_MAX * 2 },
          },
        },
      },
      // `?coinName=` means no filter on the credit, as an absent parameter does.
      preValidation: async (request) => {
        const query = request.query as Record<string, unknown>;
        for (const key of Object.keys(query)) if (query[key] === '') delete query[key];
      },
      // A bad query is answered in the member's language like any other refusal.
      errorHandler: (error, request, reply) => {
        const locale = localeOf(request);
        const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
        return reply.status(status).send({ code: status === 400 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR', message: `${messageFor(status === 400 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR', locale)}: ${error.message}` });
      },
    },
    async (request, reply) => {
      const locale = localeOf(request);
      const token = bearerToken(request.headers.authorization);
      if (token === undefined) {
        return reply.status(401).send({ code: 'UNAUTHENTICATED', reason: 'NO_TOKEN', message: messageFor('UNAUTHENTICATED', locale) });
      }
      const { coinName, recordType, from, to, status } = request.query;
      // As the `records` query: a blank search narrows nothing, a longer one than any number or hash is a mistake.
      const search = request.query.search?.trim();
      if (search !== undefined && search.length > SEARCH_MAX) {
        return reply.status(400).send({ code: 'BAD_REQUEST', message: `${messageFor('BAD_REQUEST', locale)}: search must be at most ${SEARCH_MAX} characters` });
      }
      const caller: CallContext = { locale, token, ip: request.ip, requestId: request.id };
      const filter = {
        ...(coinName ? { coinName } : {}),
        ...(recordType ? { recordType } : {}),
        ...(from ? { startTime: from } : {}),
        ...(to ? { endTime: to } : {}),
        ...(status ? { status } : {}),
        ...(search ? { search } : {}),
      };
      const page = (pageNum: number) => options.client.call(ASSETS_ROUTES.records, { ...filter, pageNum, pageSize: PAGE_SIZE }, caller);

      // The first page is fetched before answering, so a bad session or filter gets a proper status.
      let first: UpstreamRecordPage;
      let columns: z.output<typeof columnsAnswer>;
      try {
        [columns, first] = await Promise.all([options.client.call(ASSETS_ROUTES.exportColumns, {}, caller), page(1)]);
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        return reply.status(error.failure.httpStatus === 200 ? 400 : error.failure.httpStatus).send({
          code: error.failure.code,
          reason: error.reason,
          message: messageForFailure(error.failure, locale),
        });
      }

      async function* lines() {
        // A byte-order mark, so spreadsheet programs read the UTF-8 names right.
        yield `\uFEFF${columns.map((column) => csvCell(column.label)).join(',')}\r\n`;
        let current = first;
        let written = 0;
        for (let pageNum = 1; ; pageNum++) {
          for (const record of current.list) {
            if (written >= EXPORT_MAX_ROWS) return;
            written++;
            yield `${columns.map(({ key }) => csvCell(key === 'recordType' ? record.recordTypeName : record[key])).join(',')}\r\n`;
          }
          if (current.list.length < PAGE_SIZE || pageNum * PAGE_SIZE >= current.total) return;
          // A failure mid-stream aborts the download, so a truncated file is never taken for a whole one.
          current = await page(pageNum + 1);
        }
      }

      const fileName = `records${coinName ? `-${coinName.toLowerCase()}` : ''}-${new Date().toISOString().slice(0, 10)}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()));
    },
  );
}

function localeOf(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  return resolveLocale(Array.isArray(header) ? header[0] : header);
}
