import type { Locale } from '@portal/envelope/catalogue';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import { emailBodies } from '../lib/email-body.ts';
import { newId } from '../lib/ids.ts';

export interface OutgoingMessage {
  memberId: string | null;
  /** The member's email; without one the message waits in the operator outbox. */
  email: string | null;
  /** The language of `subject` and `body`: the anti-phishing block above the body speaks it too. */
  locale: Locale;
  subject: string;
  body: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: { send(message: OutgoingMessage): Promise<void> };
  }
}

/**
 * Every message is first written to the outbox (the operator's record of what was sent);
 * with SMTP configured it is then mailed and marked sent, else it waits for the operator.
 */
export const mailerPlugin = fp<{ smtpUrl: string | undefined; from: string }>(
  async function mailer(app: FastifyInstance, options) {
    // Loaded only with SMTP configured: about 13 MB a platform without mail never needs.
    const transport: Transporter | undefined = options.smtpUrl ? (await import('nodemailer')).default.createTransport(options.smtpUrl) : undefined;

    async function send(message: OutgoingMessage): Promise<void> {
      const id = newId('msg');
      const deliverable = Boolean(transport && message.email);
      const member = message.memberId
        ? await app.db.selectFrom('members').select('anti_phishing_code').where('id', '=', message.memberId).executeTakeFirst()
        : undefined;
      // The outbox keeps the text as it is sent, anti-phishing block included: an operator who
      // delivers a waiting message by hand sends what the member expects to see.
      const { text, html } = emailBodies(message.locale, member?.anti_phishing_code ?? null, message.body);
      await app.db
        .insertInto('outbox')
        .values({
          id,
          member_id: message.memberId,
          channel: deliverable ? 'email' : 'operator',
          recipient: message.email,
          subject: message.subject,
          body: text,
        })
        .execute();
      if (!transport || !message.email) return;
      try {
        await transport.sendMail({ from: options.from, to: message.email, subject: message.subject, text, html, headers: { 'Content-Language': message.locale } });
        await app.db.updateTable('outbox').set({ sent_at: app.clock.now() }).where('id', '=', id).execute();
      } catch (error) {
        // The message stays in the outbox for the operator; the member's request still succeeds.
        app.log.warn({ outboxId: id, err: { message: (error as Error).message } }, 'mail delivery failed');
        await app.db.updateTable('outbox').set({ error: (error as Error).message.slice(0, 500) }).where('id', '=', id).execute();
      }
    }

    app.decorate('mailer', { send });
    app.addHook('onClose', async () => transport?.close());
  },
  { name: 'mailer', dependencies: ['database'] },
);
