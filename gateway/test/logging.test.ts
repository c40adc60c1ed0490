import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN, LogCapture, PASSWORD, REGISTER, TRANSACTION_PASSWORD, WsConnection, gql, registrationInput, startStack, uniqueName, type Stack } from './helpers.ts';

describe('logs', () => {
  const logs = new LogCapture();
  let stack: Stack;

  beforeAll(async () => {
    // The most verbose level: whatever the gateway can log, it logs here.
    stack = await startStack({ encrypt: true, logs, gateway: { logLevel: 'trace' } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('never contain a password, a token, a captcha answer or an envelope body', async () => {
    const userName = uniqueName('log');
    const input = await registrationInput(stack, userName, { captchaCode: stack.platform.captchaAnswer });
    expect((await gql(stack.http, REGISTER, { input })).errors).toBeUndefined();
    const session = await gql(stack.http, LOGIN, { input: { userName, password: PASSWORD } });
    const token: string = session.data?.login.token;
    expect(token).toBeTruthy();

    await gql(stack.http, '{ me { id } balances { available } }', undefined, { token });
    // A live subscription over WebSocket: the token travels in the connection's parameters.
    const tab = new WsConnection(stack.url, WsConnection.params(token, 'en-US'));
    const live = tab.subscribe({ query: 'subscription { balancesChanged { available } }' });
    await tab.waitFor(() => tab.payloads(live).length >= 1);
    await tab.close();
    await gql(stack.http, LOGIN, { input: { userName, password: `${PASSWORD}-wrong` } });
    // A GET with variables in the query string (Yoga refuses mutations over GET, and logs it).
    await stack.http.get('/graphql').query({ query: 'mutation ($i: LoginInput!) { login(input: $i) { token } }', variables: JSON.stringify({ i: { userName, password: PASSWORD } }) });
    await gql(stack.http, 'mutation { logout }', undefined, { token });
    await gql(stack.http, '{ me { id } }', undefined, { token });

    const text = logs.text;
    expect(logs.lines.length).toBeGreaterThan(10);
    expect(text).toContain('"reqId"');
    expect(text).toContain('"operationType":"subscription"');
    for (const secret of [PASSWORD, `${PASSWORD}-wrong`, TRANSACTION_PASSWORD, token, input.captchaId]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/requestData|"needEn"/);
    // The failures are logged, by code and reason only.
    expect(text).toContain('WRONG_CREDENTIALS');
    expect(text).toContain('SESSION_ENDED');
  });

  it('echo a sane x-request-id and put it on every log line of the request', async () => {
    const response = await stack.http.get('/healthz').set('x-request-id', 'trace-me-123');
    expect(response.headers['x-request-id']).toBe('trace-me-123');
    expect(logs.lines.some((line) => line.includes('"reqId":"trace-me-123"'))).toBe(true);

    const generated = await stack.http.get('/healthz').set('x-request-id', 'bad id with spaces');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
