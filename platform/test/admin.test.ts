import { CLEAN } from './money-helpers.ts';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlatformConfig } from '../src/config.ts';
import { startPlatform } from '../src/server.ts';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { seedDataDir } from '../src/testing-template.ts';
import {
  adminCall,
  call,
  expectBadRequest,
  expectOk,
  expectRefused,
  expectUnauthenticated,
  login,
  registerMember,
  tryLogin,
  type Loose,
  type Member,
} from './helpers.ts';

const PLATFORM_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('operator API', () => {
  let platform: TestPlatform;
  let member: Member;

  beforeAll(async () => {
    platform = await startTestPlatform();
    member = await registerMember(platform);
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('refuses a missing or wrong token with 403 and does nothing', async () => {
    const wrongSameLength = platform.adminToken.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    for (const token of [undefined, '', 'wrong', wrongSameLength, `${platform.adminToken}x`]) {
      const answer = await adminCall(platform, 'members/adjust', { userName: member.userName, coinName: 'CASH_POINT', direction: 'in', amount: '5' }, token);
      expect({ status: answer.status, code: answer.code, reason: answer.reason }).toEqual({ status: 403, code: 403, reason: 'FORBIDDEN' });
    }
    const get = await adminCall(platform, 'members/get', { userName: member.userName }, platform.adminToken);
    expect(get.data.balances[0]).toEqual({ coinName: 'CASH_POINT', assetsAvailable: '0', assetsFrozen: '0', assetsLocked: '0' });
    // A member token is not an operator token.
    const token = await login(platform, member);
    expect((await adminCall(platform, 'ledger/check', {}, token)).status).toBe(403);
  });

  it('is not reachable through /api', async () => {
    const answer = await call(platform, '/api/admin/api/ledger/check', {});
    expect({ status: answer.status, reason: answer.reason }).toEqual({ status: 404, reason: 'NOT_FOUND' });
  });

  it('shows a member with flags, ban state and balances', async () => {
    const shown = await platform.admin<Loose>('members/get', { userName: member.userName.toUpperCase() });
    expect(shown).toMatchObject({ id: member.userId, userName: member.userName, bannedAt: null, otcStatus: 0, sponsorUserName: 'root' });
    expect(shown.balances).toHaveLength(7);
    expectRefused(await adminCall(platform, 'members/get', { userName: 'nobody-here' }, platform.adminToken), 'MEMBER_NOT_FOUND');
  });

  it('sets and unsets profile flags, leaving the others alone', async () => {
    const token = await login(platform, member);
    const flags = async () => {
      const info = expectOk(await call(platform, '/api/app/user/userInfo', {}, { token }));
      return [info.commitmentPackageStatus, info.otcStatus, info.matchingCodeStatus];
    };
    expect(await flags()).toEqual([0, 0, 0]);
    const set = await platform.admin<Loose>('members/flags', { userName: member.userName, otcStatus: 1 });
    expect([set.commitmentPackageStatus, set.otcStatus, set.matchingCodeStatus]).toEqual([0, 1, 0]);
    expect(await flags()).toEqual([0, 1, 0]);
    await platform.admin('members/flags', { userName: member.userName, commitmentPackageStatus: 1, matchingCodeStatus: 1 });
    expect(await flags()).toEqual([1, 1, 1]);
    await platform.admin('members/flags', { userName: member.userName, otcStatus: 0 });
    expect(await flags()).toEqual([1, 0, 1]);
    expectBadRequest(await adminCall(platform, 'members/flags', { userName: member.userName, otcStatus: 2 }, platform.adminToken));
    expectBadRequest(await adminCall(platform, 'members/flags', { userName: member.userName, otcStatus: true }, platform.adminToken));
    await platform.admin('members/flags', { userName: member.userName, commitmentPackageStatus: 0, matchingCodeStatus: 0 });
    expect(await flags()).toEqual([0, 0, 0]);
  });

  it('bans and unbans', async () => {
    const target = await registerMember(platform);
    const token = await login(platform, target);
    expect(await platform.admin('members/ban', { userName: target.userName, banned: true })).toEqual({ userName: target.userName, banned: true });
    expect((await platform.admin<Loose>('members/get', { userName: target.userName })).bannedAt).toMatch(/^\d{4}-/);
    expectUnauthenticated(await call(platform, '/api/app/user/userInfo', {}, { token }), 'ACCOUNT_BANNED');
    expectRefused(await tryLogin(platform, target.userName, target.password), 'ACCOUNT_BANNED');
    await platform.admin('members/ban', { userName: target.userName, banned: false });
    expect((await platform.admin<Loose>('members/get', { userName: target.userName })).bannedAt).toBeNull();
    expectOk(await tryLogin(platform, target.userName, target.password));
  });

  it('returns the same root sponsor every time', async () => {
    const first = await platform.admin<Loose>('root-sponsor');
    const second = await platform.admin<Loose>('root-sponsor');
    expect(first).toEqual({ referralId: platform.rootReferralId, created: false });
    expect(second).toEqual(first);
    const roots = await platform.db.selectFrom('members').select('id').where('sponsor_id', 'is', null).execute();
    expect(roots).toHaveLength(1);
  });

  it('reconciles the ledger', async () => {
    expect(await platform.admin('ledger/check')).toEqual(CLEAN);
  });
});

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The compiled operator CLI (`node dist/admin/cli.js …`, what the image runs) with DATA_DIR set.
 * `via: 'pnpm admin'` runs the root package's `admin` script as pnpm runs it (`sh -c`, the
 * arguments appended), the way the README's operator starts it.
 */
function cli(dataDir: string, args: string[], via: 'pnpm admin' | 'node' = 'node'): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.ADMIN_TOKEN;
  delete env.PLATFORM_URL;
  const rootScript = JSON.parse(fs.readFileSync(path.join(PLATFORM_DIR, '..', 'package.json'), 'utf8')).scripts.admin as string;
  const [command, argv, cwd] =
    via === 'pnpm admin'
      ? ['sh', ['-c', `${rootScript} "$@"`, 'admin', ...args], path.join(PLATFORM_DIR, '..')]
      : [process.execPath, ['dist/admin/cli.js', ...args], PLATFORM_DIR];
  return new Promise((resolve) => {
    execFile(command, argv, { cwd, env, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

describe('pnpm admin and a platform on disk', () => {
  let dataDir: string;
  const config = () =>
    loadPlatformConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PLATFORM_PORT: '0', LOG_LEVEL: 'silent', CAPTCHA_TEST_ANSWER: 'TEST' });

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-platform-'));
    // The run's migrated database, as a restored backup brings it (a first start on an empty
    // directory is the start command's journey).
    seedDataDir(dataDir);
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('adjusts a balance from the command line, and everything survives a restart', async () => {
    let platform = await startPlatform(config());
    let member: Member;
    let first: { rootReferralId: string; publicKeyPem: string; adminToken: string };
    try {
      expect(platform.rootSponsorCreated).toBe(true);
      first = { rootReferralId: platform.rootReferralId, publicKeyPem: platform.publicKeyPem, adminToken: platform.adminToken };
      expect(fs.readFileSync(path.join(dataDir, 'platform-url'), 'utf8').trim()).toBe(platform.url);
      const tokenFile = path.join(dataDir, 'admin-token');
      expect(fs.readFileSync(tokenFile, 'utf8').trim()).toBe(platform.adminToken);
      expect(fs.statSync(tokenFile).mode & 0o777).toBe(0o600);

      const target = { url: platform.url, captchaAnswer: 'TEST', rootReferralId: platform.rootReferralId };
      member = await registerMember(target);

      const adjusted = await cli(dataDir, ['adjust', member.userName, 'CASH_POINT', 'in', '100', '--remark', 'welcome'], 'pnpm admin');
      expect(adjusted.stderr).not.toMatch(/Refused/);
      expect(adjusted.code).toBe(0);
      expect(JSON.parse(adjusted.stdout)).toEqual({ transactionNumber: expect.stringMatching(/^txn_/), receiptNumber: expect.stringMatching(/^R\d{18}$/), balance: '100' });

      const token = await login(target, member);
      const cash = expectOk(await call(target, '/api/app/assets/assetsList', {}, { token }))[0];
      expect(cash).toEqual({ coinName: 'CASH_POINT', assetsAvailable: '100', assetsFrozen: '0', assetsLocked: '0' });

      const refused = await cli(dataDir, ['adjust', member.userName, 'CASH_POINT', 'out', '100.01']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/Refused: .*balance/i);
    } finally {
      await platform.close();
    }

    const down = await cli(dataDir, ['ledger-check']);
    expect(down.code).toBe(2);
    expect(down.stderr).toMatch(/does not answer/);

    platform = await startPlatform(config());
    try {
      expect(platform.rootSponsorCreated).toBe(false);
      expect({ rootReferralId: platform.rootReferralId, publicKeyPem: platform.publicKeyPem, adminToken: platform.adminToken }).toEqual(first);
      const target = { url: platform.url };
      const token = await login(target, member);
      const assets = expectOk(await call(target, '/api/app/assets/assetsList', {}, { token }));
      expect(assets[0].assetsAvailable).toBe('100');
      const records = expectOk(await call(target, '/api/app/assets/assetsRecordList', {}, { token }));
      expect(records.list.map((r: Loose) => [r.recordType, r.amount])).toEqual([['ADJUST_IN', '100']]);
      const roots = await platform.db.selectFrom('members').select('id').where('sponsor_id', 'is', null).execute();
      expect(roots).toHaveLength(1);

      const check = await cli(dataDir, ['ledger-check']);
      expect(check.code).toBe(0);
      expect(JSON.parse(check.stdout)).toEqual(CLEAN);
    } finally {
      await platform.close();
    }
  }, 120_000);

  it('decides an OTC appeal from the command line (pnpm admin otc appeals|show|decide)', async () => {
    const platform = await startPlatform(config());
    try {
      const target = { url: platform.url, captchaAnswer: 'TEST', rootReferralId: platform.rootReferralId };
      const [seller, buyer] = [await registerMember(target), await registerMember(target)];
      for (const [member, coin] of [[seller, 'USDT_POINT'], [buyer, 'CASH_POINT']] as const) {
        expect((await adminCall(target, 'members/flags', { userName: member.userName, otcStatus: 1 }, platform.adminToken)).status).toBe(200);
        expect((await adminCall(target, 'members/adjust', { userName: member.userName, coinName: coin, direction: 'in', amount: '100' }, platform.adminToken)).status).toBe(200);
      }
      const [sellerToken, buyerToken] = [await login(target, seller), await login(target, buyer)];
      const otc = (token: string, p: string, data: Record<string, unknown>) => call(target, `/api/app/otc/${p}`, { ...data, requestId: `cli-${p}-${Date.now()}` }, { token });
      const offer = expectOk(await otc(sellerToken, 'publish', { amount: '10', price: '2', minAmount: '1', maxAmount: '10', transactionPassword: seller.transactionPassword }));
      const trade = expectOk(await otc(buyerToken, 'buy', { id: offer.id, amount: '10' }));
      expectOk(await otc(buyerToken, 'sendChat', { tradeId: trade.id, content: 'wrong offer' }));
      expectOk(await otc(buyerToken, 'appeal', { tradeId: trade.id, reason: 'wrong offer' }));

      const appeals = await cli(dataDir, ['otc', 'appeals']);
      expect(JSON.parse(appeals.stdout).map((t: Loose) => t.id)).toEqual([trade.id]);
      expect(JSON.parse((await cli(dataDir, ['otc', 'show', trade.id])).stdout).chat.map((c: Loose) => c.content)).toEqual(['wrong offer']);
      const decided = await cli(dataDir, ['otc', 'decide', trade.id, 'reverse', '--note', 'agreed by both']);
      expect(decided.code).toBe(0);
      expect(JSON.parse(decided.stdout)).toMatchObject({ status: 'REVERSED', appeal: { decision: 'REVERSE', decisionNote: 'agreed by both' } });
      const balances = async (token: string) => expectOk(await call(target, '/api/app/assets/assetsList', {}, { token })) as Loose[];
      expect((await balances(buyerToken)).find((b) => b.coinName === 'CASH_POINT')).toMatchObject({ assetsAvailable: '100', assetsFrozen: '0' });
      expect((await balances(sellerToken)).find((b) => b.coinName === 'USDT_POINT')).toMatchObject({ assetsAvailable: '100', assetsFrozen: '0' });
      const again = await cli(dataDir, ['otc', 'decide', trade.id, 'release']);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/Refused/);
    } finally {
      await platform.close();
    }
  }, 120_000);
});
