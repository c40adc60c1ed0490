import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logging.ts';
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

describe("the logger's second line of defence", () => {
  function capture() {
    const lines: string[] = [];
    const logger = createLogger('trace', { write: (line: string) => void lines.push(line) });
    return { logger, text: () => lines.join('') };
  }

  it("censors every secret key down to three levels, in objects, arrays and errors, refuses one in a child's bindings, and leaves the rest and the logged object as they were", () => {
    const { logger, text } = capture();
    const logged = { password: 'p-one', user: { name: 'kept-name', token: 't-two', profile: { captchaCode: 'c-three' } }, list: [{ body: 'b-four' }] };
    logger.info(logged, 'a line');
    logger.error({ err: Object.assign(new Error('kept-message'), { requestData: 'r-five' }) }, 'failed');
    logger.child({ component: 'kept-component', reqId: 'kept-id' }).info('child line');
    // A child's bindings are not censored by pino: one with a secret key is refused.
    expect(() => logger.child({ authorization: 'a-six' })).toThrow(/authorization/);
    logger.info({ req: { method: 'POST', url: '/graphql?variables=v-seven', ip: '10.0.0.1' } }, 'request');

    const written = text();
    for (const secret of ['p-one', 't-two', 'c-three', 'b-four', 'r-five', 'a-six', 'v-seven']) expect(written).not.toContain(secret);
    for (const kept of ['kept-name', 'kept-message', 'kept-id', 'kept-component', '"path":"/graphql"', '"method":"POST"']) expect(written).toContain(kept);
    expect(written.match(/\[redacted\]/g)).toHaveLength(5);
    // Censored in a copy: the caller's object is untouched.
    expect(logged.user.token).toBe('t-two');
    expect(logged.list[0]!.body).toBe('b-four');
  });
});
