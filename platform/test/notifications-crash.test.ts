// The delivery outbox across a crash (RELIABILITY.md): the platform process is killed with
// SIGKILL while the mail server has taken messages in but not yet acknowledged them. Started
// again on the same data, the platform sends every one of them again, each with the Message-ID it
// had the first time, and no notification is lost.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnPlatform, type PlatformProcess, type PlatformProcessOptions } from '../src/testing-process.ts';
import { createTestDatabase } from '../src/testing-postgres.ts';
import { testTemplate } from '../src/testing-template.ts';
import { call, describeOnPostgres, expectOk, login, registerMember } from './helpers.ts';
import { TestSmtpServer } from '../src/testing-smtp.ts';

/** A start of a loaded machine can take long: the first one migrates. */
const READY_MS = 240_000;

function suite(name: string, storage: () => Promise<{ options: PlatformProcessOptions; cleanup(): Promise<void> }>) {
  describe(name, () => {
    const smtp = new TestSmtpServer();
    let platform: PlatformProcess | undefined;
    let cleanup: (() => Promise<void>) | undefined;
    afterAll(async () => {
      await platform?.kill();
      await smtp.stop();
      await cleanup?.();
    });

    it('resends what was in flight with the same Message-ID, and loses nothing', { timeout: 3 * READY_MS }, async () => {
      const store = await storage();
      cleanup = store.cleanup;
      await smtp.start();
      const env = {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Portal <no-reply@portal.test>',
        NOTIFICATION_DISPATCH_INTERVAL_MS: '50',
        NOTIFICATION_RETRY_BASE_MS: '100',
        NOTIFICATION_SEND_TIMEOUT_MS: '1500',
      };
      platform = await spawnPlatform({ ...store.options, env }, READY_MS);
      const email = `crash${Date.now().toString(36)}@example.com`;
      const member = await registerMember(platform, { email }, { locale: 'ko-KP' });
      const token = await login(platform, member, { locale: 'ko-KP' });

      // The mail server takes the messages in and never answers: the platform waits for the 250.
      smtp.hold = true;
      let password = member.password;
      for (const next of ['second-pass-1', 'third-pass-1']) {
        expectOk(await call(platform, '/api/app/user/updatePassWord', { oldPassword: password, password: next, confirmPassword: next }, { token }));
        password = next;
      }
      expectOk(
        await call(
          platform,
          '/api/app/user/updateTransactionPassword',
          { oldTransactionPassword: member.transactionPassword, transactionPassword: 'new-tx-pass-1', confirmTransactionPassword: 'new-tx-pass-1' },
          { token },
        ),
      );
      await expect.poll(() => smtp.held.length, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(1);
      await platform.kill();
      const inFlight = smtp.held.map((mail) => mail.messageId);
      expect(smtp.received.filter((mail) => mail.to === email)).toEqual([]);

      smtp.hold = false;
      platform = await spawnPlatform(platform.options, READY_MS);
      // Each of the three notifications arrives; those in flight at the kill again under their first Message-ID.
      await expect.poll(() => new Set(smtp.received.filter((mail) => mail.to === email).map((mail) => mail.messageId)).size, { timeout: 120_000, interval: 50 }).toBe(3);
      const received = smtp.received.filter((mail) => mail.to === email);
      for (const id of inFlight) expect(received.map((mail) => mail.messageId)).toContain(id);
      expect(received.every((mail) => mail.subject === '보안 설정이 변경되었습니다' && /^<dlv_[0-9a-f]{32}@portal\.test>$/.test(mail.messageId))).toBe(true);
      expect(received).toHaveLength(3);
      await platform.stop();
    });
  });
}

suite('email notifications across a SIGKILL, PGlite (data directory)', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-notify-crash-'));
  // Start from the run's migrated directory, as a restored backup would: no initdb on a busy machine.
  const template = testTemplate();
  if (template) fs.cpSync(template.pgliteDir, path.join(dataDir, 'pglite'), { recursive: true });
  return { options: { dataDir }, cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
});

describeOnPostgres('on PostgreSQL', () => {
  suite('email notifications across a SIGKILL, PostgreSQL', async () => {
    const database = await createTestDatabase();
    return { options: { databaseUrl: database.url }, cleanup: () => database.drop() };
  });
});
