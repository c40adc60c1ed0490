// Crash durability (RELIABILITY.md): the platform process is killed with SIGKILL in the middle
// of a burst of concurrent transfers, withdrawals and package buys, then started again on the
// same data. Every acknowledged operation must still be there (sent again with its request id
// it answers exactly as the first time and moves nothing), none is half applied (the ledger
// check: every transfer sums to zero, every balance equals its lines, no member below zero).
// A few kills run in the normal suite; RELIABILITY_LONG=1 runs 20 per database.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnPlatform, type PlatformProcess } from '../src/testing-process.ts';
import { createTestDatabase } from '../src/testing-postgres.ts';
import { call, expectOk, login, registerMember, type Answer, type Loose, type Member, describeOnPostgres } from './helpers.ts';
import { CLEAN } from './money-helpers.ts';

const LONG = process.env.RELIABILITY_LONG === '1';
const KILLS = { pglite: LONG ? 20 : 1, postgres: LONG ? 20 : 2 };
const WORKERS = 8;
const MEMBERS = 4;
const ENV = { WITHDRAWAL_FEE: '1', WITHDRAWAL_MIN: '10', WITHDRAWAL_MAX: '1000' };

interface Operation {
  path: string;
  data: Record<string, unknown>;
  token: string;
  answer?: Answer;
}

interface Signed extends Member {
  token: string;
  bankAccountId: string;
}

/** One money-moving call for `member`, chosen at random, with a fresh request id. */
function randomOperation(member: Signed, others: Signed[]): Operation {
  const roll = Math.random();
  const requestId = randomUUID();
  if (roll < 0.6) {
    const to = others[Math.floor(Math.random() * others.length)]!;
    const amount = `${10 + Math.floor(Math.random() * 40)}.${Math.floor(Math.random() * 100)}`;
    return { path: '/api/app/makeOver/makeOver', token: member.token, data: { toUser: to.userName, coinName: 'CASH_POINT', amount, transactionPassword: member.transactionPassword, requestId } };
  }
  if (roll < 0.8) {
    return { path: '/api/app/insurance/buyMatching', token: member.token, data: { matchingId: 'INS-100', requestId } };
  }
  return { path: '/api/app/withdrawal/withdrawal', token: member.token, data: { bankAccountId: member.bankAccountId, amount: '20', transactionPassword: member.transactionPassword, requestId } };
}

async function prepareMembers(platform: PlatformProcess): Promise<Signed[]> {
  const members: Signed[] = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const member = await registerMember(platform);
    const token = await login(platform, member);
    for (const [coinName, amount] of [
      ['CASH_POINT', '100000'],
      ['INSURANCE_POINT', '100000'],
      ['WITHDRAWAL_POINT', '100000'],
    ]) {
      await platform.admin('members/adjust', { userName: member.userName, coinName, direction: 'in', amount });
    }
    const bank = expectOk(
      await call(platform, '/api/app/bank-account/addBankAccount', { bankName: 'Bank Central Asia', accountName: 'Budi Santoso', accountNumber: `1234-5678 ${i}0` }, { token }),
    );
    members.push({ ...member, token, bankAccountId: bank.id });
  }
  return members;
}

async function balancesOf(platform: PlatformProcess, members: Signed[]): Promise<string> {
  const all = await Promise.all(members.map(async (m) => expectOk(await call(platform, '/api/app/assets/assetsList', {}, { token: m.token })) as Loose[]));
  return JSON.stringify(all);
}

/**
 * Runs operations from concurrent workers and kills the platform once `killAfter` of them have
 * been acknowledged, at a random moment up to 300 ms later; returns every operation sent.
 */
async function burstUntilKilled(platform: PlatformProcess, members: Signed[], killAfter: number): Promise<Operation[]> {
  const sent: Operation[] = [];
  let alive = true;
  let acknowledged = 0;
  let reached: () => void = () => undefined;
  const enough = new Promise<void>((resolve) => (reached = resolve));
  const worker = async (index: number) => {
    const member = members[index % members.length]!;
    const others = members.filter((m) => m !== member);
    while (alive) {
      const operation = randomOperation(member, others);
      sent.push(operation);
      try {
        operation.answer = await call(platform, operation.path, operation.data, { token: operation.token });
        if (operation.answer.code === 20000 && ++acknowledged >= killAfter) reached();
      } catch {
        // The connection died with the process: not acknowledged, may or may not have happened.
      }
    }
  };
  const workers = Array.from({ length: WORKERS }, (_, i) => worker(i));
  await enough;
  await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 300)));
  await platform.kill();
  alive = false;
  await Promise.all(workers);
  return sent;
}

function suite(name: string, kills: number, storage: () => Promise<{ options: Parameters<typeof spawnPlatform>[0]; cleanup(): Promise<void> }>) {
  describe(name, () => {
    const cleanups: Array<() => Promise<void>> = [];
    let platform: PlatformProcess | undefined;
    afterAll(async () => {
      await platform?.kill();
      for (const cleanup of cleanups) await cleanup();
    });

    it(`survives ${kills} SIGKILL(s) during bursts of transfers, withdrawals and package buys`, { timeout: 240_000 + kills * 90_000 }, async () => {
      const { options, cleanup } = await storage();
      cleanups.push(cleanup);
      platform = await spawnPlatform({ ...options, env: ENV });
      const members = await prepareMembers(platform);
      let acknowledged = 0;
      let refused = 0;
      for (let round = 0; round < kills; round += 1) {
        const sent = await burstUntilKilled(platform, members, 3 + Math.floor(Math.random() * 8));
        platform = await spawnPlatform(platform.options);

        // Nothing half applied: every transfer balanced, every balance equal to its lines.
        expect(await platform.admin('ledger/check')).toEqual(CLEAN);

        // Every answer given before the kill still stands: sent again, the same answer, nothing moves.
        const answered = sent.filter((op) => op.answer !== undefined && (op.answer.code === 20000 || op.answer.code === 9001));
        expect(answered.filter((op) => op.answer!.code === 20000).length, 'some operations were acknowledged before the kill').toBeGreaterThan(0);
        const before = await balancesOf(platform, members);
        const again = await Promise.all(answered.map((op) => call(platform!, op.path, op.data, { token: op.token })));
        again.forEach((answer, i) => {
          const first = answered[i]!.answer!;
          expect({ code: answer.code, reason: answer.reason, data: answer.data }, `${answered[i]!.path} ${String(answered[i]!.data.requestId)}`).toEqual({
            code: first.code,
            reason: first.reason,
            data: first.data,
          });
        });
        expect(await balancesOf(platform, members)).toBe(before);
        expect(await platform.admin('ledger/check')).toEqual(CLEAN);
        acknowledged += answered.filter((op) => op.answer!.code === 20000).length;
        refused += answered.filter((op) => op.answer!.code === 9001).length;
      }
      console.info(`${name}: ${kills} kill(s) survived; ${acknowledged} acknowledged and ${refused} refused operations kept their answers`);
    });
  });
}

suite('crash durability on PGlite (data directory)', KILLS.pglite, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-crash-${randomBytes(3).toString('hex')}-`));
  return { options: { dataDir }, cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
});

describeOnPostgres('on PostgreSQL', () => {
  suite('crash durability on PostgreSQL', KILLS.postgres, async () => {
    const database = await createTestDatabase();
    return { options: { databaseUrl: database.url }, cleanup: () => database.drop() };
  });
});
