import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the proxy does to the calls passing through it:
 * - `pass`: forwards them untouched;
 * - `slow`: forwards them after `delayMs` (past the gateway's UPSTREAM_TIMEOUT_MS);
 * - `status`: answers `status` with an HTML error page, without forwarding (a load balancer's 5xx);
 * - `malformed`: forwards, then answers 200 with a body that is not JSON;
 * - `truncated`: forwards, then answers 200 with the first half of the platform's JSON;
 * - `bad-envelope`: forwards, then flips bytes of the sealed answer (or marks a plain one encrypted);
 * - `reset`: resets the connection (TCP RST) before forwarding;
 * - `reset-after`: forwards, lets the platform answer, then resets instead of answering.
 * A platform that cannot be reached resets the connection too, as a TCP proxy in front of a
 * dead process does.
 */
export type Fault =
  | { kind: 'pass' }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'status'; status: number }
  | { kind: 'malformed' }
  | { kind: 'truncated' }
  | { kind: 'bad-envelope' }
  | { kind: 'reset' }
  | { kind: 'reset-after' };

/**
 * A fault-injecting HTTP proxy on loopback, between a real gateway and a real platform. The
 * faults are injected on the wire; neither side is replaced. `stopListening()` closes its port
 * (connection refused) and `listen()` opens the same port again.
 */
export class FaultProxy {
  #fault: Fault = { kind: 'pass' };
  #server: http.Server;
  #port = 0;
  /** Calls that met a fault other than `pass`. */
  faultsInjected = 0;
  /** Calls forwarded to the platform (whatever came back). */
  forwarded = 0;

  constructor(public target: string) {
    this.#server = this.#createServer();
  }

  get url(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  /** Listens on a free port the first time, on the same port afterwards. */
  async listen(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(this.#port, '127.0.0.1', () => {
        this.#server.off('error', reject);
        resolve();
      });
    });
    this.#port = (this.#server.address() as AddressInfo).port;
  }

  /** Closes the port and every open connection: the gateway's next connect is refused. */
  async stopListening(): Promise<void> {
    const server = this.#server;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    this.#server = this.#createServer();
  }

  inject(fault: Fault): void {
    this.#fault = fault;
  }

  heal(): void {
    this.#fault = { kind: 'pass' };
  }

  async close(): Promise<void> {
    if (this.#server.listening) await this.stopListening();
  }

  #createServer(): http.Server {
    const server = http.createServer((request, response) => void this.#handle(request, response));
    server.keepAliveTimeout = 1_000;
    return server;
  }

  async #handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const fault = this.#fault;
    if (fault.kind !== 'pass') this.faultsInjected += 1;
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);

    if (fault.kind === 'reset') return void request.socket.resetAndDestroy();
    if (fault.kind === 'status') {
      response.writeHead(fault.status, { 'content-type': 'text/html' });
      return void response.end(`<html><body><h1>${fault.status}</h1>upstream error</body></html>`);
    }
    if (fault.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (request.socket.destroyed) return;

    let answer: { status: number; contentType: string; body: Buffer };
    try {
      answer = await this.#forward(request, body);
    } catch {
      // The platform is not there: what a TCP proxy in front of a dead process shows.
      return void request.socket.resetAndDestroy();
    }
    if (request.socket.destroyed) return;
    switch (fault.kind) {
      case 'reset-after':
        return void request.socket.resetAndDestroy();
      case 'malformed':
        answer = { ...answer, status: 200, body: Buffer.from('<html>not json</html>') };
        break;
      case 'truncated':
        answer = { ...answer, status: 200, body: answer.body.subarray(0, Math.floor(answer.body.length / 2)) };
        break;
      case 'bad-envelope':
        answer = { ...answer, body: Buffer.from(JSON.stringify(spoilEnvelope(JSON.parse(answer.body.toString('utf8'))))) };
        break;
      default:
        break;
    }
    response.writeHead(answer.status, { 'content-type': answer.contentType });
    response.end(answer.body);
  }

  #forward(request: http.IncomingMessage, body: Buffer): Promise<{ status: number; contentType: string; body: Buffer }> {
    const target = new URL(this.target);
    const headers = { ...request.headers, host: target.host, 'content-length': String(body.length) };
    return new Promise((resolve, reject) => {
      const outgoing = http.request(
        { host: target.hostname, port: target.port, method: request.method, path: request.url, headers, agent: false },
        (incoming) => {
          const parts: Buffer[] = [];
          incoming.on('data', (part: Buffer) => parts.push(part));
          incoming.on('error', reject);
          incoming.on('end', () => {
            this.forwarded += 1;
            resolve({ status: incoming.statusCode ?? 502, contentType: incoming.headers['content-type'] ?? 'application/json', body: Buffer.concat(parts) });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }
}

/** A sealed answer whose ciphertext no longer authenticates; a plain answer that claims to be sealed. */
function spoilEnvelope(answer: Record<string, unknown>): Record<string, unknown> {
  if (answer.encrypted === true && typeof answer.data === 'string' && answer.data.length > 8) {
    const bytes = Buffer.from(answer.data, 'base64');
    const middle = bytes.length >> 1;
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
    return { ...answer, data: bytes.toString('base64') };
  }
  return { ...answer, encrypted: true, data: 'AAAA' };
}
