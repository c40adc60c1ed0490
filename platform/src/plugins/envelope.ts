import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { EnvelopeServer, type WireResponse } from '@portal/envelope';
import { resolveLocale, UPSTREAM_SUCCESS, type Locale } from '@portal/envelope/catalogue';
import { translate } from '../i18n/messages.ts';
import { refuseHostileInput } from '../lib/hostile-input.ts';
import { DatabaseReplayStore } from '../lib/replay-store.ts';

type Reply = { code: number; msg: string; data?: unknown; reason?: string; dataJson?: string };

/** A success answer before it goes out: serialized by the route's response schema, sealed when the request was. */
export interface SuccessAnswer {
  code: number;
  msg: string;
  // The route's response schema types the handler's answer; `data` is the service's view, which
  // the schema serializes (and, in tests, checks: `checkAnswers`).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

declare module 'fastify' {
  interface FastifyInstance {
    envelope: EnvelopeServer;
  }
  interface FastifyRequest {
    locale: Locale;
    /**
     * The member's address: the connection's, or the gateway's X-Forwarded-For when the
     * connection comes from a trusted proxy (TRUST_PROXY). Never the envelope's `ip`, which the
     * caller chooses.
     */
    clientAddress: string;
    /** Seals a response the way the request came: encrypted under its key, or plain. */
    envelopeReply(res: Reply): WireResponse;
    /** A file answered to this request, sealed the way the request came (docs/protocol.md, "Files"). */
    envelopeFile(bytes: Buffer): Buffer;
    /** Whether the request came encrypted: its answers go out sealed. */
    envelopeSealed: boolean;
    /**
     * The success answer `{code: 20000, msg, data}`. Fastify serializes it with the route's
     * response schema; a sealed request's answer is sealed after that (preSerialization below).
     */
    ok(data: unknown): SuccessAnswer;
  }
  interface FastifyContextConfig {
    /** Routes whose bodies are `{data, needEn}` envelopes (every `/api` path). */
    envelope?: boolean;
  }
}

const plainReply = ({ dataJson: _serialized, ...res }: Reply): WireResponse => ({ ...res, data: res.data ?? null });
const plainFile = (bytes: Buffer): Buffer => bytes;

export interface EnvelopePluginOptions {
  privateKeyPem: string;
  required: boolean;
  replayWindowMs: number;
  /** Checks each success answer against its route's response schema (tests): a drift fails loudly. */
  checkAnswers: boolean;
}

/**
 * Opens `{data, needEn}` bodies before validation, so route schemas describe `data`;
 * handlers answer with `request.ok(data)`, sealed the way the request came.
 */
export const envelopePlugin = fp<EnvelopePluginOptions>(
  async function envelope(app: FastifyInstance, options) {
    const server = new EnvelopeServer({
      privateKeyPem: options.privateKeyPem,
      replayWindowMs: options.replayWindowMs,
      requireEncryption: options.required,
      // Freshness is judged by the real clock on both sides (the envelope's default), not the
      // platform's business clock, which tests move.
      replayStore: new DatabaseReplayStore(app.db),
    });
    app.decorate('envelope', server);
    app.decorateRequest('locale', 'en-US');
    app.decorateRequest('clientAddress', '');
    app.decorateRequest('envelopeReply', plainReply);
    app.decorateRequest('envelopeFile', plainFile);
    app.decorateRequest('envelopeSealed', false);
    app.decorateRequest('ok', function ok(this: FastifyRequest, data: unknown): SuccessAnswer {
      return { code: UPSTREAM_SUCCESS, msg: translate(this.locale, 'SUCCESS'), data: data ?? null };
    });

    app.addHook('onRequest', async (request) => {
      request.locale = resolveLocale(request.headers['accept-language']);
      request.clientAddress = request.ip;
      request.envelopeReply = plainReply;
      request.envelopeFile = plainFile;
      request.envelopeSealed = false;
    });

    app.addHook('preValidation', async (request) => {
      if (request.routeOptions.config.envelope) {
        const opened = await server.open(request.body ?? {});
        request.body = opened.data ?? {};
        request.envelopeReply = (res) => opened.reply(res);
        request.envelopeFile = (bytes) => opened.replyFile(bytes);
        request.envelopeSealed = opened.encrypted;
      }
      // Every route, member, public or operator: one check instead of a pattern per field.
      refuseHostileInput(request.body);
      refuseHostileInput(request.query);
    });

    // An answer goes out as its route's response schema says, sealed or plain: the plain one
    // through fastify's serializer, the sealed one serialized by the same schema, then sealed.
    // Refusals never come here (plugins/errors.ts sends them as text).
    app.addHook('preSerialization', async (request, reply, payload: unknown) => {
      const schema = answerSchema(request);
      if (!isSuccess(payload)) {
        // An operator route answers its data as it is (docs/operations.md).
        if (schema && options.checkAnswers) checkAnswer(request, schema, payload);
        return payload;
      }
      const dataSchema = schema ? (schema.properties as Record<string, Record<string, unknown>>).data : undefined;
      if (dataSchema && options.checkAnswers) checkAnswer(request, dataSchema, payload.data);
      if (request.envelopeReply === plainReply) return payload;
      const dataJson = dataSchema ? reply.compileSerializationSchema(dataSchema)(payload.data) : JSON.stringify(payload.data ?? null);
      // The sealed answer's `data` is a base64 string, which the route's schema does not describe.
      reply.serializer(JSON.stringify);
      return request.envelopeReply({ ...payload, dataJson });
    });
  },
  { name: 'envelope', dependencies: ['database'] },
);

function isSuccess(payload: unknown): payload is SuccessAnswer {
  return typeof payload === 'object' && payload !== null && (payload as { code?: unknown }).code === UPSTREAM_SUCCESS && 'data' in payload;
}

/** The route's answer schema (`answer(…)` in lib/route-schemas.ts), when it has one. */
function answerSchema(request: FastifyRequest): Record<string, unknown> | undefined {
  const response = request.routeOptions.schema?.response as Record<string, Record<string, unknown>> | undefined;
  return response?.[200];
}

/**
 * An answer its schema does not describe is a defect: refused here (in tests) instead of going
 * out reshaped. That covers a field of the wrong kind and one the schema does not name, which
 * the serializer would silently drop.
 */
function checkAnswer(request: FastifyRequest, dataSchema: Record<string, unknown>, data: unknown): void {
  const valid = request.compileValidationSchema(dataSchema);
  // The validator removes what the schema does not name (removeAdditional): compare after.
  const checked = structuredClone(data);
  if (!valid(checked)) {
    throw new Error(`the answer of ${request.routeOptions.url} does not match its response schema: ${JSON.stringify(valid.errors)}`);
  }
  const dropped = droppedPaths(JSON.parse(JSON.stringify(data ?? null)), checked);
  if (dropped.length > 0) {
    throw new Error(`the answer of ${request.routeOptions.url} has fields its response schema does not name (they would not be sent): ${dropped.join(', ')}`);
  }
}

/** The paths present in `given` and absent from `kept` (the same value with some properties removed). */
function droppedPaths(given: unknown, kept: unknown, at = 'data'): string[] {
  if (Array.isArray(given) && Array.isArray(kept)) return given.flatMap((item, i) => droppedPaths(item, kept[i], `${at}[${i}]`)).slice(0, 10);
  if (typeof given !== 'object' || given === null || typeof kept !== 'object' || kept === null) return [];
  return Object.entries(given).flatMap(([key, value]) =>
    value === undefined ? [] : key in kept ? droppedPaths(value, (kept as Record<string, unknown>)[key], `${at}.${key}`) : [`${at}.${key}`],
  );
}
