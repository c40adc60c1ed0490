// The parts of undici the gateway uses: a connection pool with its request API, and its errors.
// undici's index loads all of it at start (fetch, WebSocket, EventSource, caches, mocks, proxy
// agents): about 8 MB of an idle gateway's memory for code it never runs (BENCHMARKS.md (j)).
// These are the modules that index assembles; its own `Object.assign` gives dispatchers their API.
import assert from 'node:assert/strict';
import type * as Undici from 'undici';
import Dispatcher from 'undici/lib/dispatcher/dispatcher.js';
import api from 'undici/lib/api/index.js';
import PoolClass from 'undici/lib/dispatcher/pool.js';
import errors from 'undici/lib/core/errors.js';

if (typeof Dispatcher.prototype.request !== 'function') Object.assign(Dispatcher.prototype, api);
// A new undici that moves these modules fails here, at start, rather than at the first call.
assert.equal(typeof PoolClass.prototype.request, 'function', "undici's pool has no request API");
assert.equal(typeof errors.UndiciError, 'function', "undici's errors are not where they were");

export const Pool = PoolClass;
export type Pool = Undici.Pool;
export { errors };
