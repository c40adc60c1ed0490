import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, SseSubscription, gql, login, registerMember, startStack, uniqueName, waitUntil, type Stack } from './helpers.ts';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

interface Scrape {
  /** Family name → type, from the `# TYPE` lines. */
  families: Map<string, string>;
  samples: Sample[];
}

/** The Prometheus text format, as far as prom-client writes it. */
function parsePrometheus(text: string): Scrape {
  const families = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('# TYPE ')) {
      const [name, type] = line.slice(7).split(' ');
      families.set(name!, type!);
      continue;
    }
    if (line === '' || line.startsWith('#')) continue;
    const match = line.match(/^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/);
    expect(match, `a sample line: ${line}`).not.toBeNull();
    const labels: Record<string, string> = {};
    for (const label of (match![2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[label[1]!] = label[2]!;
    samples.push({ name: match![1]!, labels, value: Number(match![3]) });
  }
  return { families, samples };
}

function find(scrape: Scrape, name: string, labels: Record<string, string> = {}): Sample[] {
  return scrape.samples.filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value));
}

describe('metrics after a member journey', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ encrypt: true, gateway: { pollIntervalMs: 300 } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('exports operations, upstream calls, live feeds, lags, memory and the platform’s queues, never a member in a label', async () => {
    const userName = uniqueName('metric');
    const registered = await registerMember(stack, userName);
    // The helpers log in with the operation `Login`.
    const token = await login(stack, userName);

    expect((await gql(stack.http, 'query Balances { balances { coinName available } }', undefined, { token })).errors).toBeUndefined();
    // A deprecated field, twice: each use counted, though the document's fields are looked up once.
    for (let i = 0; i < 2; i++) {
      expect((await gql(stack.http, 'query OldBanks { systemBankAccounts { id } }', undefined, { token })).errors).toBeUndefined();
    }
    const refused = await gql(
      stack.http,
      'mutation ChangePassword($i: ChangePasswordInput!) { changePassword(input: $i) }',
      { i: { oldPassword: 'not-the-password-1', password: 'another-secret-2', confirmPassword: 'another-secret-2' } },
      { token },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('SERVER_MESSAGE');
    // Two operations turned away before they run: one does not parse, one asks for a field that
    // does not exist.
    const unparsed = await gql(stack.http, 'query Broken { balances { coinName ', undefined, { token });
    const invalid = await gql(stack.http, 'query NoSuchField { noSuchField }', undefined, { token });
    const turnedAway = [unparsed.errors?.[0]?.extensions?.code, invalid.errors?.[0]?.extensions?.code];
    expect(turnedAway.every((code) => typeof code === 'string')).toBe(true);

    await stack.platform.admin('members/adjust', { userName, coinName: 'CASH_POINT', direction: 'in', amount: '3' });
    await stack.platform.admin('ledger/check');
    const live = new SseSubscription(stack.url, 'subscription LiveBalances { balancesChanged { coinName available } }', { token });
    await live.waitFor(() => live.payloads.length >= 1);
    // A few polls, so the poll lag has observations.
    await waitUntil(async () => {
      const text = (await stack.http.get('/metrics')).text;
      return (find(parsePrometheus(text), 'gateway_live_poll_lag_seconds_count', { feed: 'balances' })[0]?.value ?? 0) >= 2;
    });

    const gatewayText = (await stack.http.get('/metrics')).text;
    const gateway = parsePrometheus(gatewayText);
    await live.close();
    const platformResponse = await fetch(`${stack.platform.url}/metrics`);
    expect(platformResponse.headers.get('content-type')).toMatch(/^text\/plain/);
    const platformText = await platformResponse.text();
    const platform = parsePrometheus(platformText);

    // GraphQL operations by name, type and outcome.
    expect(gateway.families.get('gateway_graphql_operation_duration_seconds')).toBe('histogram');
    expect(find(gateway, 'gateway_graphql_operation_duration_seconds_count', { operation: 'Login', type: 'mutation', outcome: 'ok' })[0]?.value).toBe(1);
    expect(find(gateway, 'gateway_graphql_operation_duration_seconds_count', { operation: 'Balances', type: 'query', outcome: 'ok' })).toHaveLength(1);
    expect(find(gateway, 'gateway_graphql_operation_duration_seconds_count', { operation: 'ChangePassword', outcome: 'SERVER_MESSAGE' })).toHaveLength(1);
    expect(find(gateway, 'gateway_graphql_operation_duration_seconds_count', { operation: 'LiveBalances', type: 'subscription', outcome: 'ok' })).toHaveLength(1);

    // The two turned away, each under its error's code, with neither name nor type (their
    // documents were never read as valid operations).
    for (const code of turnedAway) {
      expect(find(gateway, 'gateway_graphql_operation_duration_seconds_count', { operation: 'unknown', type: 'unknown', outcome: code! })[0]?.value, code).toBe(1);
    }
    expect(find(gateway, 'gateway_graphql_operation_duration_seconds_count', { operation: 'Broken' })).toHaveLength(0);
    // One histogram of operations: not also Yoga's request, phase and HTTP families.
    expect([...gateway.families.keys()].filter((family) => /^graphql_(yoga|envelop)_/.test(family) && family !== 'graphql_envelop_deprecated_field')).toEqual([]);
    // Use of deprecated fields, by operation and field; none for an operation that uses none.
    expect(find(gateway, 'graphql_envelop_deprecated_field', { operationType: 'query', operationName: 'OldBanks', fieldName: 'systemBankAccounts', typeName: 'Query' })[0]?.value).toBe(2);
    expect(find(gateway, 'graphql_envelop_deprecated_field', { operationName: 'Balances' })).toHaveLength(0);

    // Upstream calls by path, HTTP status and catalogue code.
    expect(gateway.families.get('gateway_upstream_requests_total')).toBe('counter');
    expect(find(gateway, 'gateway_upstream_requests_total', { path: '/api/app/user/login', status: '200', upstream_code: '20000', outcome: 'ok' })[0]?.value).toBe(1);
    expect(find(gateway, 'gateway_upstream_requests_total', { path: '/api/app/user/updatePassWord', upstream_code: '9001', outcome: 'SERVER_MESSAGE' })).toHaveLength(1);
    expect(find(gateway, 'gateway_upstream_request_duration_seconds_count', { path: '/api/app/assets/assetsList', outcome: 'ok' })[0]?.value).toBeGreaterThan(0);

    // Live subscriptions, pollers, poll lag; event-loop lag and memory from the default metrics.
    expect(find(gateway, 'gateway_live_subscribers')[0]?.value).toBe(1);
    expect(find(gateway, 'gateway_live_pollers')[0]?.value).toBe(1);
    expect(find(gateway, 'gateway_live_feeds')[0]?.value).toBe(1);
    expect(gateway.families.get('gateway_live_poll_lag_seconds')).toBe('histogram');
    expect(find(gateway, 'gateway_live_polls_total', { feed: 'balances', outcome: 'ok' })[0]?.value).toBeGreaterThan(0);
    expect(gateway.families.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
    expect(find(gateway, 'process_resident_memory_bytes')[0]?.value).toBeGreaterThan(0);
    expect(find(gateway, 'nodejs_heap_size_used_bytes')[0]?.value).toBeGreaterThan(0);

    // The platform: approval queues, ledger size, the last reconciliation.
    for (const queue of ['deposit', 'withdrawal', 'convert']) expect(find(platform, 'platform_approval_queue', { queue })).toHaveLength(1);
    expect(find(platform, 'platform_withdrawals_in_payout')).toHaveLength(1);
    expect(find(platform, 'platform_ledger_transfers')[0]?.value).toBeGreaterThanOrEqual(1);
    expect(find(platform, 'platform_ledger_check_problems', { kind: 'unbalancedTransfers' })[0]?.value).toBe(0);
    expect(find(platform, 'platform_ledger_check_timestamp_seconds')[0]?.value).toBeGreaterThan(0);

    // No label names a member, a session or an id.
    const secrets = [userName, token, registered.userId, registered.referralId, PASSWORD];
    for (const sample of [...gateway.samples, ...platform.samples]) {
      for (const value of Object.values(sample.labels)) {
        for (const secret of secrets) expect(value, `${sample.name} ${JSON.stringify(sample.labels)}`).not.toContain(secret);
      }
    }
    for (const secret of secrets) {
      expect(gatewayText).not.toContain(secret);
      expect(platformText).not.toContain(secret);
    }
  });
});
