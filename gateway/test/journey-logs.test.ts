/* eslint-disable @typescript-eslint/no-explicit-any -- payloads are read as loose JSON in tests */
import { constants, privateDecrypt, randomUUID } from 'node:crypto';
import { generateKeyPair } from '@portal/envelope';
import { startTestPlatform, type TestPlatform } from '@portal/platform/testing';
import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../src/index.ts';
import { LogCapture, PASSWORD, TRANSACTION_PASSWORD, gql, login, registerMember, testConfig, uniqueName, type Stack } from './helpers.ts';
import { UpstreamProxy } from './upstream-proxy.ts';

const CAPTCHA_ANSWER = 'Qz7Kp3';
const NEW_PASSWORD = 'Journey-New-Pass-8';
const NEW_TRANSACTION_PASSWORD = 'Journey-Tx-New-5';
const WRONG_TRANSACTION_PASSWORD = 'Wrong-Tx-Guess-3';
const REQUEST_ID = 'journey-trace-0042';

describe('logs of a member journey through the gateway and the platform', () => {
  const keys = generateKeyPair();
  const gatewayLogs = new LogCapture();
  const platformLogs: string[] = [];
  let platform: TestPlatform;
  let proxy: UpstreamProxy;
  let gateway: FastifyInstance;
  let stack: Stack;

  beforeAll(async () => {
    // Both services at their most verbose, encrypted envelope required, a known key pair so the
    // test can recover the session keys that crossed the wire.
    platform = await startTestPlatform({
      requireEncryption: true,
      env: { LOG_LEVEL: 'trace', CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER, ENVELOPE_PRIVATE_KEY: keys.privateKeyPem },
      logStream: { write: (line) => void platformLogs.push(line) },
    });
    proxy = new UpstreamProxy(platform.url);
    await proxy.start();
    gateway = await createGateway(
      testConfig({ upstreamUrl: proxy.url, envelope: { encrypt: true, publicKeyPem: keys.publicKeyPem }, logLevel: 'trace' }),
      { logDestination: gatewayLogs },
    );
    const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
    stack = { platform, gateway, url, http: supertest(url), close: () => gateway.close() };
  });
  afterAll(async () => {
    await gateway?.close();
    await proxy?.close();
    await platform?.close();
  });

  it('carry one request id across both services and never show a secret', async () => {
    expect(platform.captchaAnswer).toBe(CAPTCHA_ANSWER);
    const sender = uniqueName('jrn');
    const recipient = uniqueName('jrt');
    await registerMember(stack, sender); // with the captcha answer, password and transaction password
    await registerMember(stack, recipient);
    const firstToken = await login(stack, sender);

    // One request id from the web request to the platform call and back.
    const me = await stack.http
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('authorization', `Bearer ${firstToken}`)
      .set('x-request-id', REQUEST_ID)
      .send({ query: '{ me { userName } }' });
    expect(me.body.data.me.userName).toBe(sender);
    expect(me.headers['x-request-id']).toBe(REQUEST_ID);
    const upstream = proxy.calls.find((call) => call.requestHeaders['x-request-id'] === REQUEST_ID);
    expect(upstream?.path).toBe('/api/app/user/userInfo');
    expect(upstream?.responseHeaders['x-request-id']).toBe(REQUEST_ID);
    const platformLines = platformLogs.filter((line) => line.includes(`"reqId":"${REQUEST_ID}"`));
    expect(platformLines.length).toBeGreaterThan(0);
    expect(platformLines.some((line) => line.includes('/api/app/user/userInfo'))).toBe(true);
    expect(gatewayLogs.lines.some((line) => line.includes(`"reqId":"${REQUEST_ID}"`))).toBe(true);

    // Passwords changed, then a bank account and a transfer with the transaction password.
    const changed = await gql(
      stack.http,
      'mutation ($i: ChangePasswordInput!) { changePassword(input: $i) }',
      { i: { oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } },
      { token: firstToken },
    );
    expect(changed.errors).toBeUndefined();
    const token = await login(stack, sender, NEW_PASSWORD);
    const txChanged = await gql(
      stack.http,
      'mutation ($i: ChangeTransactionPasswordInput!) { changeTransactionPassword(input: $i) }',
      { i: { oldTransactionPassword: TRANSACTION_PASSWORD, transactionPassword: NEW_TRANSACTION_PASSWORD, confirmTransactionPassword: NEW_TRANSACTION_PASSWORD } },
      { token },
    );
    expect(txChanged.errors).toBeUndefined();
    const bank = await gql(
      stack.http,
      'mutation ($input: BankAccountInput!) { addBankAccount(input: $input) { id } }',
      { input: { bankName: 'Journey Bank', accountName: 'Ann Lee', accountNumber: '5555-1234-99' } },
      { token },
    );
    expect(bank.errors).toBeUndefined();
    await platform.admin('members/adjust', { userName: sender, coinName: 'CASH_POINT', direction: 'in', amount: '50' });
    const TRANSFER = 'mutation ($input: TransferInput!) { transfer(input: $input) { id amount } }';
    const refused = await gql(stack.http, TRANSFER, { input: { toUser: recipient, coinName: 'CASH_POINT', amount: '10', transactionPassword: WRONG_TRANSACTION_PASSWORD, requestId: randomUUID() } }, { token });
    expect(refused.errors?.[0]?.extensions?.reason).toBe('WRONG_TRANSACTION_PASSWORD');
    const sent = await gql(
      stack.http,
      TRANSFER,
      { input: { toUser: recipient, coinName: 'CASH_POINT', amount: '10', transactionPassword: NEW_TRANSACTION_PASSWORD, requestId: randomUUID() } },
      { token },
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.transfer.amount).toBe('10');
    const recipientToken = await login(stack, recipient);
    await gql(stack.http, 'mutation { logout }', undefined, { token });

    // What crossed the wire, recovered with the private key: every session key and envelope.
    const envelopes = proxy.calls.map((call) => JSON.parse(call.body) as any).filter((body) => body.needEn === true);
    expect(envelopes.length).toBeGreaterThan(10);
    const sessionKeys = new Set<string>();
    const wireSecrets = new Set<string>();
    for (const envelope of envelopes) {
      const key = privateDecrypt({ key: keys.privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(envelope.encrypted, 'base64'));
      for (const form of [key.toString('base64'), key.toString('base64url'), key.toString('hex')]) sessionKeys.add(form);
      wireSecrets.add(envelope.encrypted);
      wireSecrets.add(envelope.requestData);
    }
    expect(sessionKeys.size).toBeGreaterThanOrEqual(3);
    const pemBody = keys.privateKeyPem
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('-----'))
      .map((line) => line.trim());

    const secrets: Array<[string, string]> = [
      ['password', PASSWORD],
      ['new password', NEW_PASSWORD],
      ['transaction password', TRANSACTION_PASSWORD],
      ['new transaction password', NEW_TRANSACTION_PASSWORD],
      ['wrong transaction password', WRONG_TRANSACTION_PASSWORD],
      ['captcha answer', CAPTCHA_ANSWER],
      ['token', firstToken],
      ['token after the password change', token],
      ["recipient's token", recipientToken],
      ['operator token', platform.adminToken],
      ...pemBody.map((line, index): [string, string] => [`private key line ${index + 1}`, line]),
      ['private key body', pemBody.join('')],
      ...[...sessionKeys].map((value): [string, string] => ['session key', value]),
      ...[...wireSecrets].map((value): [string, string] => ['envelope', value]),
    ];
    expect(gatewayLogs.lines.length).toBeGreaterThan(20);
    expect(platformLogs.length).toBeGreaterThan(20);
    for (const [service, lines] of [['gateway', gatewayLogs.lines], ['platform', platformLogs]] as const) {
      for (const line of lines) {
        // Every line is one JSON object (pino).
        expect(() => JSON.parse(line)).not.toThrow();
        for (const [what, secret] of secrets) {
          if (line.includes(secret)) throw new Error(`the ${service} logged the ${what}: ${line}`);
        }
      }
    }
  });
});
