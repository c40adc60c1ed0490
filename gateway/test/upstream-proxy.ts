import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the gateway made to the platform, as it went over the wire. */
export interface RecordedCall {
  path: string;
  requestHeaders: http.IncomingHttpHeaders;
  body: string;
  status: number;
  responseHeaders: Record<string, string>;
}

/**
 * A pass-through proxy between the gateway and the real platform. It records every call (to
 * look at what crossed the wire) and can hold the calls of one path until the test lets them
 * go: a slow platform call, on demand.
 */
export class UpstreamProxy {
  readonly calls: RecordedCall[] = [];
  readonly #server: http.Server;
  #heldPath: string | undefined;
  #release: (() => void) | undefined;
  #released: Promise<void> = Promise.resolve();
  held = 0;
  url = '';

  constructor(private readonly target: string) {
    // A platform that went away mid-call ends the gateway's call as a reset, not as an unhandled rejection here.
    this.#server = http.createServer((request, response) => void this.#forward(request, response).catch(() => response.destroy()));
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** Holds calls to `path` until `release()`. */
  hold(path: string): void {
    this.#heldPath = path;
    this.#released = new Promise((resolve) => {
      this.#release = resolve;
    });
  }

  release(): void {
    this.#heldPath = undefined;
    this.#release?.();
  }

  async #forward(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (this.#heldPath !== undefined && request.url === this.#heldPath) {
      this.held += 1;
      await this.#released;
    }
    const body = Buffer.concat(chunks);
    const answer = await fetch(`${this.target}${request.url}`, {
      method: request.method,
      headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== 'host' && name !== 'content-length')) as Record<string, string>,
      body,
    });
    const responseHeaders = Object.fromEntries(answer.headers.entries());
    this.calls.push({ path: request.url ?? '', requestHeaders: request.headers, body: body.toString('utf8'), status: answer.status, responseHeaders });
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  }

  async close(): Promise<void> {
    this.release();
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
