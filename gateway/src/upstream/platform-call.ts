import assert from 'node:assert/strict';
import type { Dispatcher } from 'undici';

/** A platform call's answer, read whole. */
export interface PlatformAnswer {
  status: number;
  contentType: string;
  body: Buffer;
}

/**
 * One platform call as undici's dispatcher drives it (its handler API): the answer's status, type
 * and body gathered whole, the call ended at its deadline or when its caller's signal aborts,
 * whichever comes first, even while it still waits for a free connection.
 *
 * undici's `request()` gives every call an async resource, a body stream and an abort listener of
 * its own, and the gateway's own deadline took an AbortController more: together some 4 % of the
 * gateway's CPU per read. Every answer is read whole, so it is gathered here (BENCHMARKS.md (a)).
 */
export class PlatformCall implements Dispatcher.DispatchHandler {
  /** What ended the call before its answer: its deadline, its caller, or nothing. */
  endedBy: 'deadline' | 'caller' | undefined;
  readonly answer: Promise<PlatformAnswer>;
  #settled = false;
  #resolve!: (answer: PlatformAnswer) => void;
  #reject!: (error: unknown) => void;
  #controller: Dispatcher.DispatchController | undefined;
  #abortReason: Error | undefined;
  #status = 0;
  #contentType = '';
  readonly #chunks: Buffer[] = [];
  readonly #timer: NodeJS.Timeout;
  readonly #caller: AbortSignal | undefined;
  readonly #onCallerAbort = () => this.#end('caller', callerReason(this.#caller!));

  constructor(timeoutMs: number, caller: AbortSignal | undefined) {
    this.answer = new Promise<PlatformAnswer>((resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
    });
    this.#caller = caller;
    this.#timer = setTimeout(() => this.#end('deadline', new DOMException('The platform did not answer in time', 'TimeoutError')), timeoutMs);
    // As `AbortSignal.timeout`'s: a deadline alone never keeps the process from exiting.
    this.#timer.unref();
    if (caller?.aborted) this.#onCallerAbort();
    else caller?.addEventListener('abort', this.#onCallerAbort, { once: true });
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.#controller = controller;
    // Ended while it waited for a connection: it is never sent.
    if (this.#abortReason !== undefined) controller.abort(this.#abortReason);
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number, headers: Record<string, string | string[] | undefined>): void {
    this.#status = statusCode;
    const contentType = headers['content-type'];
    this.#contentType = typeof contentType === 'string' ? contentType : '';
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.#chunks.push(chunk);
  }

  onResponseEnd(): void {
    if (!this.#settle()) return;
    assert.ok(this.#status >= 100, 'an answer has a status');
    this.#resolve({ status: this.#status, contentType: this.#contentType, body: this.#chunks.length === 1 ? this.#chunks[0]! : Buffer.concat(this.#chunks) });
  }

  onResponseError(_controller: Dispatcher.DispatchController | undefined, error: Error): void {
    if (this.#settle()) this.#reject(error);
  }

  /** Ends the call now with `reason`; undici is told to drop it, sent or not. */
  #end(by: 'deadline' | 'caller', reason: Error): void {
    if (this.#settled) return;
    this.endedBy = by;
    this.#abortReason = reason;
    this.#controller?.abort(reason);
    // A call still waiting for a connection has no controller yet: it fails now, not when one frees.
    if (this.#settle()) this.#reject(reason);
  }

  /** True once, for whichever outcome comes first; undoes the deadline and the caller's listener. */
  #settle(): boolean {
    if (this.#settled) return false;
    this.#settled = true;
    clearTimeout(this.#timer);
    this.#caller?.removeEventListener('abort', this.#onCallerAbort);
    return true;
  }
}

function callerReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The caller gave up on the call', 'AbortError');
}
