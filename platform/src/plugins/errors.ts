import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messageFor, UPSTREAM_SERVER_MESSAGE, UPSTREAM_SESSION_EXPIRED, type ErrorCode, type Locale } from '@portal/envelope/catalogue';
import { EnvelopeError, type WireResponse } from '@portal/envelope';
import { FieldViolations, Forbidden, RuleViolation, SessionExpired, Unauthenticated, type FieldIssue } from '../errors.ts';
import { translate, type MessageKey } from '../i18n/messages.ts';
import { MEMBER_TEXT_FORMAT } from '../lib/member-text.ts';

interface Refusal {
  status: number;
  code: number;
  reason: string;
  /** Our own rule's message, or the shared catalogue's text for a transport-level code. */
  message: MessageKey | { catalogue: ErrorCode };
  params?: Record<string, string | number>;
  /** Every bad input field, each with its own message. */
  fields?: readonly FieldIssue[];
}

interface SchemaIssue {
  instancePath: string;
  /** Absent in the issues our own multipart readers raise (a detail message only). */
  keyword?: string;
  params?: Record<string, unknown>;
}

/** A JSON-schema failure as a field issue: the field's name and a message a member can act on. */
function schemaIssue(issue: SchemaIssue): FieldIssue {
  const params = issue.params ?? {};
  const parent = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
  const path = missing ? (parent ? `${parent}.${missing}` : missing) : parent || 'data';
  const limit = Number(params.limit);
  switch (issue.keyword) {
    case 'required':
      return { path, reason: 'FIELD_REQUIRED' };
    case 'minLength':
      return limit <= 1 ? { path, reason: 'FIELD_REQUIRED' } : { path, reason: 'FIELD_TOO_SHORT', params: { min: limit } };
    case 'maxLength':
      return { path, reason: 'FIELD_TOO_LONG', params: { max: limit } };
    case 'format':
      if (params.format === MEMBER_TEXT_FORMAT) return { path, reason: 'TEXT_HIDDEN_CHARACTERS' };
      return { path, reason: params.format === 'email' ? 'EMAIL_INVALID' : 'FIELD_INVALID' };
    default:
      return { path, reason: 'FIELD_INVALID' };
  }
}

/** One issue per field: the first is the most basic (a missing value before its format). */
function onePerField(issues: readonly FieldIssue[]): FieldIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => !seen.has(issue.path) && seen.add(issue.path));
}

function wording(locale: Locale, refusal: Pick<Refusal, 'message' | 'params'>): string {
  return typeof refusal.message === 'string' ? translate(locale, refusal.message, refusal.params) : messageFor(refusal.message.catalogue, locale);
}

const UNREADABLE_BODIES: Record<string, { status: number; reason: 'BODY_NOT_JSON' | 'UNSUPPORTED_MEDIA_TYPE' | 'BODY_TOO_LARGE' }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, reason: 'BODY_NOT_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, reason: 'BODY_NOT_JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, reason: 'BODY_NOT_JSON' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, reason: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, reason: 'BODY_TOO_LARGE' },
};

function classify(error: unknown): Refusal | undefined {
  if (error instanceof RuleViolation) {
    return { status: 200, code: UPSTREAM_SERVER_MESSAGE, reason: error.reason, message: error.reason, params: error.params };
  }
  if (error instanceof FieldViolations) {
    const [first] = error.issues;
    return { status: 200, code: UPSTREAM_SERVER_MESSAGE, reason: first!.reason, message: first!.reason, params: first!.params ?? {}, fields: error.issues };
  }
  if (error instanceof Unauthenticated) {
    return { status: 401, code: 401, reason: error.reason, message: { catalogue: 'UNAUTHENTICATED' } };
  }
  if (error instanceof SessionExpired) {
    return { status: 401, code: UPSTREAM_SESSION_EXPIRED, reason: 'SESSION_EXPIRED', message: { catalogue: 'SESSION_EXPIRED' } };
  }
  if (error instanceof Forbidden) {
    return { status: 403, code: 403, reason: error.reason, message: error.reason === 'FORBIDDEN' ? { catalogue: 'FORBIDDEN' } : error.reason };
  }
  if (error instanceof EnvelopeError) {
    return { status: 400, code: 400, reason: `ENVELOPE_${error.reason}`, message: 'ENVELOPE_REFUSED' };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const fields = onePerField(fastifyError.validation.map((issue) => schemaIssue(issue as SchemaIssue)));
    return { status: 400, code: 400, reason: 'VALIDATION', message: 'VALIDATION', params: { detail: fields.map((field) => field.path).join(', ') }, fields };
  }
  // Bodies the framework could not read: a catalogued reason each, never its own wording.
  const unreadable = UNREADABLE_BODIES[fastifyError.code ?? ''];
  if (unreadable) return { status: unreadable.status, code: unreadable.status, reason: unreadable.reason, message: unreadable.reason };
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    // Anything else the client got wrong at the HTTP level, said plainly.
    return {
      status: fastifyError.statusCode,
      code: fastifyError.statusCode,
      reason: 'BAD_REQUEST',
      message: 'VALIDATION',
      params: { detail: fastifyError.message },
    };
  }
  return undefined;
}

/**
 * One error handler: refusals go out as `{ code, msg, reason }` in the caller's language;
 * anything unexpected becomes a generic 500 and a log line.
 */
export const errorsPlugin = fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
      const refusal = classify(error);
      const locale = request.locale;
      if (!refusal) {
        request.log.error({ err: error }, 'unexpected failure');
        return sendRefusal(reply.status(500), request.envelopeReply({ code: 500, msg: messageFor('INTERNAL_SERVER_ERROR', locale), reason: 'INTERNAL' }));
      }
      if (refusal.status >= 400) request.log.info({ reason: refusal.reason }, 'request refused');
      const fields = refusal.fields?.map((field) => ({ path: field.path, reason: field.reason, message: translate(locale, field.reason, field.params) }));
      return sendRefusal(
        reply.status(refusal.status),
        request.envelopeReply({
          code: refusal.code,
          msg: wording(locale, refusal),
          reason: refusal.reason,
          // A refusal's data is never encrypted, so the gateway reads the fields as they are.
          ...(fields ? { data: { fields } } : {}),
        }),
      );
    });

    app.setNotFoundHandler((request, reply) => {
      return reply
        .status(404)
        .send(request.envelopeReply({ code: 404, msg: messageFor('NOT_FOUND', request.locale), reason: 'NOT_FOUND' }));
    });
  },
  { name: 'errors', dependencies: ['envelope'] },
);

/**
 * Sends a refusal as JSON text: it is not the success answer that the route's response schema
 * describes, so neither that schema's serializer nor the success hooks (plugins/envelope.ts) see it.
 */
function sendRefusal(reply: FastifyReply, refusal: WireResponse) {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(refusal));
}
