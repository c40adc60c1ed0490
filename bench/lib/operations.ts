// The operations the benchmarks drive, each both ways: the platform's REST calls, sealed as the
// gateway seals them, and the one GraphQL operation the web app sends to the gateway.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type autocannon from 'autocannon';
import { EnvelopeClient } from '@portal/envelope';
import { TRANSACTION_PASSWORD, type Member, type PlatformInfo } from './harness.ts';
import type { WireRequest } from './wrk.ts';

export interface Operation {
  name: string;
  /** REST calls per operation when a client calls the platform directly. */
  restCalls: number;
  /** autocannon's request sequence for one direct operation. */
  direct(): autocannon.Request[];
  /** One direct operation, its calls one after the other, for the one-connection latency. */
  directOnce(): Promise<void>;
  /**
   * One direct operation as a client wanting the same data at once makes it: its calls sent
   * together, done when the last answers. What the gateway's one request is compared with.
   */
  directTogether(): Promise<void>;
  /** autocannon's request for one operation through the gateway. */
  viaGateway(): autocannon.Request[];
  gatewayOnce(): Promise<void>;
  /** Operations answered other than with success (counted, must stay 0). */
  failures: number;
  /** The same requests made beforehand, for wrk (lib/wrk.ts): `count` operations' worth, or one request sent again and again. */
  wire: {
    headers: { direct: Record<string, string>; viaGateway: Record<string, string> };
    /** A substring of every successful answer on each path (a GraphQL answer must also be without `"errors"`). */
    success: { direct: string; viaGateway: string };
    direct(count: number): WireRequest[];
    viaGateway(count: number): WireRequest[];
  };
}

const WIRE_HEADERS = {
  direct: { 'content-type': 'application/json', 'login-type': 'USER', 'accept-language': 'en-US' },
  viaGateway: { 'content-type': 'application/json' },
};

const REST_HEADERS = { 'content-type': 'application/json', 'login-type': 'USER', 'accept-language': 'en-US' };

/** autocannon's callback sees the body as text: a success is code 20000 (in clear, sealed or not). */
const restSucceeded = (body: string) => body.includes('"code":20000');
const graphqlSucceeded = (body: string) => body.startsWith('{"data"') && !body.includes('"errors"');

/** The load tool's own connections for the operations it times itself, as many as autocannon opens. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

async function postChecked(url: string, headers: Record<string, string>, body: string, succeeded: (body: string) => boolean): Promise<void> {
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) }, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
  if (status !== 200 || !succeeded(text)) throw new Error(`${url}: HTTP ${status} ${text.slice(0, 300)}`);
}

/** `successField`: a substring of the gateway's answer when every field resolved (its last field's data). */
function read(name: string, platform: PlatformInfo, gatewayUrl: string, token: string, encrypt: boolean, paths: readonly string[], query: string, successField: string): Operation {
  const client = new EnvelopeClient({ publicKeyPem: platform.publicKeyPem, encrypt });
  const restHeaders = { ...REST_HEADERS, token };
  const gatewayHeaders = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const gatewayBody = JSON.stringify({ query });
  const operation: Operation = {
    name,
    restCalls: paths.length,
    failures: 0,
    direct: () =>
      paths.map((path) => ({
        method: 'POST',
        path,
        headers: restHeaders,
        // A fresh envelope per request: the platform refuses replayed ones.
        setupRequest: (request) => ({ ...request, body: JSON.stringify(client.seal({}).body) }),
        onResponse: (_status, body) => {
          if (!restSucceeded(body)) operation.failures++;
        },
      })),
    async directOnce() {
      for (const path of paths) await postChecked(`${platform.url}${path}`, restHeaders, JSON.stringify(client.seal({}).body), restSucceeded);
    },
    async directTogether() {
      await Promise.all(paths.map((path) => postChecked(`${platform.url}${path}`, restHeaders, JSON.stringify(client.seal({}).body), restSucceeded)));
    },
    viaGateway: () => [
      {
        method: 'POST',
        path: '/graphql',
        headers: gatewayHeaders,
        body: gatewayBody,
        onResponse: (_status, body) => {
          if (!graphqlSucceeded(body)) operation.failures++;
        },
      },
    ],
    gatewayOnce: () => postChecked(`${gatewayUrl}/graphql`, gatewayHeaders, gatewayBody, graphqlSucceeded),
    wire: {
      headers: WIRE_HEADERS,
      success: { direct: '"code":20000', viaGateway: successField },
      direct: (count) =>
        Array.from({ length: count * paths.length }, (_, index) => ({
          path: paths[index % paths.length]!,
          header: ['token', token],
          body: JSON.stringify(client.seal({}).body),
        })),
      viaGateway: () => [{ path: '/graphql', header: ['authorization', `Bearer ${token}`], body: gatewayBody }],
    },
  };
  return operation;
}

export const BALANCES_QUERY = '{ balances { coinName available frozen locked } }';
export const PROFILE_AND_BALANCES_QUERY = '{ me { id userName level levelName } balances { coinName available frozen locked } }';
export const TRANSFER_MUTATION = 'mutation Transfer($input: TransferInput!) { transfer(input: $input) { id amount } }';
export const TRANSFER_AMOUNT = '10';

export const balancesRead = (platform: PlatformInfo, gatewayUrl: string, token: string, encrypt: boolean) =>
  read('balances', platform, gatewayUrl, token, encrypt, ['/api/app/assets/assetsList'], BALANCES_QUERY, '{"data":{"balances":[{"coinName"');

export const profileAndBalancesRead = (platform: PlatformInfo, gatewayUrl: string, token: string, encrypt: boolean) =>
  read('profile+balances', platform, gatewayUrl, token, encrypt, ['/api/app/user/userInfo', '/api/app/assets/assetsList'], PROFILE_AND_BALANCES_QUERY, '"balances":[{"coinName"');

/**
 * The members send TRANSFER_AMOUNT CASH_POINT in turn, each to another at random, a fresh request
 * id each time. In turn, as members do: a member sends one transfer at a time, and the platform
 * holds the sender's password guard while it compares the password (so that parallel guesses are
 * counted one after another). Senders drawn at random often sent two at once, and the second
 * waited for the first's comparison, the cores idle meanwhile (BENCHMARKS.md (e)).
 */
export function transfers(platform: PlatformInfo, gatewayUrl: string, members: readonly Member[], encrypt: boolean): Operation {
  if (members.length < 2) throw new Error('transfers need two members or more');
  const client = new EnvelopeClient({ publicKeyPem: platform.publicKeyPem, encrypt });
  let turn = 0;
  const pair = () => {
    const from = turn++ % members.length;
    const to = (from + 1 + Math.floor(Math.random() * (members.length - 1))) % members.length;
    return { from: members[from]!, to: members[to]! };
  };
  const input = (to: Member) => ({ toUser: to.userName, coinName: 'CASH_POINT', amount: TRANSFER_AMOUNT, transactionPassword: TRANSACTION_PASSWORD, requestId: `bench-${randomUUID()}` });
  const restRequest = () => {
    const { from, to } = pair();
    return { headers: { ...REST_HEADERS, token: from.token }, body: JSON.stringify(client.seal(input(to)).body) };
  };
  const gatewayRequest = () => {
    const { from, to } = pair();
    return {
      headers: { 'content-type': 'application/json', authorization: `Bearer ${from.token}` },
      body: JSON.stringify({ query: TRANSFER_MUTATION, variables: { input: input(to) } }),
    };
  };
  const operation: Operation = {
    name: 'transfer',
    restCalls: 1,
    failures: 0,
    direct: () => [
      {
        method: 'POST',
        path: '/api/app/makeOver/makeOver',
        setupRequest: (request) => ({ ...request, ...restRequest() }),
        onResponse: (_status, body) => {
          if (!restSucceeded(body)) operation.failures++;
        },
      },
    ],
    async directOnce() {
      const { headers, body } = restRequest();
      await postChecked(`${platform.url}/api/app/makeOver/makeOver`, headers, body, restSucceeded);
    },
    directTogether: () => operation.directOnce(),
    viaGateway: () => [
      {
        method: 'POST',
        path: '/graphql',
        setupRequest: (request) => ({ ...request, ...gatewayRequest() }),
        onResponse: (_status, body) => {
          if (!graphqlSucceeded(body)) operation.failures++;
        },
      },
    ],
    async gatewayOnce() {
      const { headers, body } = gatewayRequest();
      await postChecked(`${gatewayUrl}/graphql`, headers, body, graphqlSucceeded);
    },
    wire: {
      headers: WIRE_HEADERS,
      success: { direct: '"code":20000', viaGateway: '{"data":{"transfer":{"id"' },
      direct: (count) =>
        Array.from({ length: count }, () => {
          const { headers, body } = restRequest();
          return { path: '/api/app/makeOver/makeOver', header: ['token', headers.token], body };
        }),
      viaGateway: (count) =>
        Array.from({ length: count }, () => {
          const { headers, body } = gatewayRequest();
          return { path: '/graphql', header: ['authorization', headers.authorization], body };
        }),
    },
  };
  return operation;
}
