import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestPlatform } from '../src/testing.ts';
import { expectOk, login, TestClock, type Loose } from './helpers.ts';
import { credit, expectLedgerClean, signedInMember } from './money-helpers.ts';
import { DAY, product } from './product-helpers.ts';

const PLATFORM_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function cli(env: Record<string, string>, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['dist/admin/cli.js', ...args], { cwd: PLATFORM_DIR, env: { ...process.env, ...env }, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

describe('the daily profit run in the platform process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-accrual-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('catches up the days missed while the platform was stopped, once it starts again', async () => {
    const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));
    let platform = await startTestPlatform({ clock, env: { DATA_DIR: dataDir } });
    const member = await signedInMember(platform);
    await credit(platform, member.userName, 'ASSETS_POINT', '100');
    const pkg = expectOk(await product(platform, member, 'trusteeship/buyMatching', { matchingId: 'ENT-100' }));
    await platform.close();

    clock.advance(3 * DAY);
    platform = await startTestPlatform({ clock, env: { DATA_DIR: dataDir, ACCRUAL_SCHEDULER: 'true' } });
    try {
      const accrued = () => platform.db.selectFrom('package_accruals').select('day').where('package_id', '=', pkg.id).execute();
      await expect.poll(async () => (await accrued()).length, { timeout: 120_000 }).toBe(3);
      member.token = await login(platform, member);
      const listed = expectOk(await product(platform, member, 'trusteeship/buyMatchingList')).list[0] as Loose;
      expect(listed.totalProfit).toBe('1.2'); // 3 × 100 × 0.004
      await expectLedgerClean(platform);

      // The operator's command line runs a day on demand; a day already run credits nothing.
      const env = { PLATFORM_URL: platform.url, ADMIN_TOKEN: platform.adminToken };
      const again = await cli(env, ['accrue', '--date', '2030-06-03']);
      expect(again.code).toBe(0);
      expect(JSON.parse(again.stdout)).toEqual([{ day: '2030-06-03', ran: true, accrued: 0, renewed: 0, totalProfit: '0' }]);
      const runs = await cli(env, ['accruals']);
      expect((JSON.parse(runs.stdout) as Loose[]).map((r) => [r.day, r.accrued])).toEqual([
        ['2030-06-04', 1],
        ['2030-06-03', 1],
        ['2030-06-02', 1],
      ]);
      const refused = await cli(env, ['accrue', '--date', '2030-07-01']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/Refused: Profit can only be run for days up to today \(2030-06-04, GMT\+8\)/);
      const catalogue = await cli(env, ['package', 'set', 'ENT-100', '--daily', '0.0045', '--max', '5']);
      expect(JSON.parse(catalogue.stdout)).toMatchObject({ id: 'ENT-100', dailyProfitRatio: '0.0045', maxPurchaseCount: 5 });
    } finally {
      await platform.close();
    }
  }, 300_000);
});
