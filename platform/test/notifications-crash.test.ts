// The delivery outbox across a crash (RELIABILITY.md): the platform process is killed with
// SIGKILL while the mail server has taken messages in but not yet acknowledged them. Started
// again on the same data, the platform sends every one of them again, each with the Message-ID it
// had the first time, and no notification is lost.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnPlatform, type PlatformProcess } from '../src/testing-process.ts';
import { call, expectOk, login, registerMember } from './helpers.ts';
import { TestSmtpServer } from './smtp-helpers.ts';

describe('email notifications across a SIGKILL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-notify-crash-'));
  const smtp = new TestSmtpServer();
  let platform: PlatformProcess | undefined;
  afterAll(async () => {
    await platform?.kill();
    await smtp.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('resends what was in flight with the same Message-ID, and loses nothing', { timeout: 300_000 }, async () => {
    await smtp.start();
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Portal <no-reply@portal.test>',
      NOTIFICATION_DISPATCH_INTERVAL_MS: '50',
      NOTIFICATION_RETRY_BASE_MS: '100',
      NOTIFICATION_SEND_TIMEOUT_MS: '1500',
    };
    platform = await spawnPlatform({ dataDir, env });
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
    platform = await spawnPlatform(platform.options);
    // Each of the three notifications arrives; those in flight at the kill again under their first Message-ID.
    await expect.poll(() => new Set(smtp.received.filter((mail) => mail.to === email).map((mail) => mail.messageId)).size, { timeout: 120_000, interval: 50 }).toBe(3);
    const received = smtp.received.filter((mail) => mail.to === email);
    for (const id of inFlight) expect(received.map((mail) => mail.messageId)).toContain(id);
    expect(received.every((mail) => mail.subject === '보안 설정이 변경되었습니다' && /^<dlv_[0-9a-f]{32}@portal\.test>$/.test(mail.messageId))).toBe(true);
    expect(received).toHaveLength(3);
    await platform.stop();
  });
});
