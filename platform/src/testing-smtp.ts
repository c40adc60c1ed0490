import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML body, or '' when the message had none. */
  html: string;
  language: string | undefined;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * A real SMTP server on loopback for the notification tests: it parses every message it is
 * given (mailparser) and, unless `hold` says otherwise, accepts it. A held message was received
 * in full but never acknowledged, as when the sender dies waiting for the answer.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** Messages taken in but not acknowledged (the sender waits for the 250). */
  readonly held: ReceivedMail[] = [];
  hold = false;
  private server: SMTPServer | undefined;
  port = 0;

  async start(port = 0): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail: ParsedMail) => {
            const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
            const language = mail.headers.get('content-language');
            const parsed = { messageId: mail.messageId ?? '', to, subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '', language: typeof language === 'string' ? language : undefined,
              attachments: mail.attachments.map((file) => ({ filename: file.filename ?? '', contentType: file.contentType, content: file.content })),
            };
            if (this.hold) {
              this.held.push(parsed);
              return;
            }
            this.received.push(parsed);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
