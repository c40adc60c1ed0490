import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { EnvelopeServer, type WireResponse } from '@portal/envelope';
import { resolveLocale, UPSTREAM_SUCCESS, type Locale } from '@portal/envelope/catalogue';
import { translate } from '../i18n/messages.ts';
import { refuseNulCharacters } from '../lib/hostile-input.ts';
import { DatabaseReplayStore } from '../lib/replay-store.ts';

type Reply = { code: number; msg: string; data?: unknown; reason?: string };

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
    /** The success answer `{code: 20000, msg, data}`, sealed. */
    ok(data: unknown): WireResponse;
  }
  interface FastifyContextConfig {
    /** Routes whose bodies are `{data, needEn}` envelopes (every `/api` path). */
    envelope?: boolean;
  }
}

const plainReply = (res: Reply): WireResponse => ({ ...res, data: res.data ?? null });

export interface EnvelopePluginOptions {
  privateKeyPem: string;
  required: boolean;
  replayWindowMs: number;
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
    app.decorateRequest('ok', function ok(this: FastifyRequest, data: unknown) {
      return this.envelopeReply({ code: UPSTREAM_SUCCESS, msg: translate(this.locale, 'SUCCESS'), data: data ?? null });
    });

    app.addHook('onRequest', async (request) => {
      request.locale = resolveLocale(request.headers['accept-language']);
      request.clientAddress = request.ip;
      request.envelopeReply = plainReply;
    });

    app.addHook('preValidation', async (request) => {
      if (request.routeOptions.config.envelope) {
        const opened = await server.open(request.body ?? {});
        request.body = opened.data ?? {};
        request.envelopeReply = (res) => opened.reply(res);
      }
      // Every route, member, public or operator: one check instead of a pattern per field.
      refuseNulCharacters(request.body);
      refuseNulCharacters(request.query);
    });

  },
  { name: 'envelope', dependencies: ['database'] },
);
