import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvelopeClient, generateKeyPair } from '@portal/envelope';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { createTestDatabase } from '../src/testing-postgres.ts';
import { call, expectOk, login, postRaw, registerMember, type Answer, describeOnPostgres } from './helpers.ts';

const CONVERT = '/api/app/convert/convert';

/** A member with 100 CASH_POINT, signed in; and one sealed convert of 10, captured on the wire. */
async function capturedConvert(platform: TestPlatform, requestId: string) {
  const member = await registerMember(platform);
  await platform.admin('members/adjust', { userName: member.userName, coinName: 'CASH_POINT', direction: 'in', amount: '100' });
  const token = await login(platform, member);
  const client = new EnvelopeClient({ encrypt: true, publicKeyPem: platform.publicKeyPem });
  const body = client.seal({ fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '10', requestId }).body;
  const send = (target: TestPlatform): Promise<Answer> => postRaw(target, CONVERT, body, { 'login-type': 'USER', token });
  const cash = async (target: TestPlatform) => {
    const assets = expectOk(await call(target, '/api/app/assets/assetsList', {}, { token })) as Array<{ coinName: string; assetsAvailable: string }>;
    return assets.find((a) => a.coinName === 'CASH_POINT')?.assetsAvailable;
  };
  return { send, cash };
}

function expectReplayRefused(answer: Answer) {
  expect({ status: answer.status, code: answer.code, reason: answer.reason }).toEqual({ status: 400, code: 400, reason: 'ENVELOPE_REPLAYED' });
}

describe('a captured encrypted request replayed after a restart', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-replay-'));
  let platform: TestPlatform | undefined;
  afterAll(async () => {
    await platform?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is refused as a replay by the restarted platform (same data directory), and moves nothing', async () => {
    platform = await startTestPlatform({ env: { DATA_DIR: dataDir } });
    const { send, cash } = await capturedConvert(platform, 'replay-restart-1');
    expect((await send(platform)).code).toBe(20000);
    expect(await cash(platform)).toBe('90');
    await platform.close();

    platform = await startTestPlatform({ env: { DATA_DIR: dataDir } });
    expectReplayRefused(await send(platform));
    expect(await cash(platform)).toBe('90');
  }, 180_000); // two PGlite starts on disk
});

describeOnPostgres('a captured encrypted request at two platform replicas on one PostgreSQL database', () => {
  const replicas: TestPlatform[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await drop?.();
  });

  it('is accepted by one replica and refused as a replay by the other', async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    const { privateKeyPem } = generateKeyPair();
    for (let i = 0; i < 2; i += 1) replicas.push(await startTestPlatform({ databaseUrl: database.url, env: { ENVELOPE_PRIVATE_KEY: privateKeyPem } }));
    const [first, second] = replicas as [TestPlatform, TestPlatform];
    const { send, cash } = await capturedConvert(first, 'replay-replica-1');
    const answers = await Promise.all([send(first), send(second)]);
    expect(answers.map((a) => a.reason ?? a.code).sort()).toEqual([20000, 'ENVELOPE_REPLAYED'].sort());
    expectReplayRefused(await send(first));
    expectReplayRefused(await send(second));
    expect(await cash(second)).toBe('90');
  });
});
