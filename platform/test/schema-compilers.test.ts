import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { compiledInThisProcess, compileEveryRouteSchema } from '../src/lib/lazy-schema-compilers.ts';
import { adminCall, call, expectBadRequest } from './helpers.ts';

// Routes compile their validators and serializers on first use (lib/lazy-schema-compilers.ts);
// this is where a schema that does not compile still fails before it reaches a member.
let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

describe('route schemas compiled on first use', () => {
  // Compiling every schema at once is CPU-bound work that grows with each route: 16 s alone on
  // the two-core machine, past the suites' 30 s when the suite runs beside others. Its own limit.
  it('are not compiled at start, and every one of them compiles', { timeout: 120_000 }, () => {
    const compiled = compileEveryRouteSchema();
    // Some 150 request and 190 answer schemas; none had been compiled by the start alone.
    expect(compiled).toBeGreaterThan(250);
    expect(compileEveryRouteSchema()).toBe(0);
  });

  it('are compiled once per process: a platform started after another compiles nothing again', { timeout: 120_000 }, async () => {
    compileEveryRouteSchema();
    const compiledBefore = compiledInThisProcess();
    const again = await startTestPlatform();
    try {
      // Its routes still ask for their functions (some 340 of them)…
      expect(compileEveryRouteSchema()).toBeGreaterThan(250);
      // …and find every one compiled already.
      expect(compiledInThisProcess()).toBe(compiledBefore);
      const refused = await call(again, '/api/app/user/login', { userName: 5, password: 'whatever' });
      expectBadRequest(refused);
      expect(refused.msg).toContain('userName');
    } finally {
      await again.close();
    }
  });

  it('still refuse a body their schema refuses, on the first call and after', async () => {
    // The second platform's routes are compiled when called, not by the test above.
    const fresh = await startTestPlatform();
    try {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const refused = await call(fresh, '/api/app/user/login', { userName: 5, password: 'whatever' });
        expectBadRequest(refused);
        expect(refused.msg).toContain('userName');
        const operator = await adminCall(fresh, 'members/adjust', { userName: 'someone', coinName: 'CASH_POINT', direction: 'sideways', amount: '1' }, fresh.adminToken);
        expect({ status: operator.status, code: operator.code, reason: operator.reason }).toEqual({ status: 400, code: 400, reason: 'VALIDATION' });
      }
    } finally {
      await fresh.close();
    }
  });
});
