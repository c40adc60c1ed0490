// Monthly statement emails through a real SMTP server the test runs: a member who opted in gets
// one mail for the month, carrying each credit's statement as CSV (which adds up) and PDF, in
// their language, with their anti-phishing code; a member who did not gets none; running the
// month again sends nothing twice.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { Money } from '../src/lib/money.ts';
import { call, expectOk, login, registerMember, TestClock } from './helpers.ts';
import { credit, type SignedIn } from './money-helpers.ts';
import { TestSmtpServer, type ReceivedMail } from '../src/testing-smtp.ts';

const POLL = { timeout: 30_000, interval: 50 };
const MONTH = '2030-05';

interface MonthlyRun {
  month: string;
  members: number;
  queued: number;
  alreadySent: number;
  failed: number;
}

/** The CSV's rows after the byte-order mark and the heading: opening, movements, closing. */
function csvRows(content: Buffer): string[][] {
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  return text
    .split('\r\n')
    .filter((line) => line.length > 0)
    .slice(1)
    .map((line) => line.split(','));
}

describe('monthly statement emails', () => {
  const smtp = new TestSmtpServer();
  const clock = new TestClock(new Date('2030-05-10T04:00:00.000Z'));
  let platform: TestPlatform;
  let optedIn: SignedIn & { email: string };
  let optedOut: SignedIn & { email: string };
  let unbalanced: SignedIn & { email: string };

  async function memberWithEmail(locale: string): Promise<SignedIn & { email: string }> {
    const email = `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const member = await registerMember(platform, { email }, { locale });
    return { ...member, email, token: await login(platform, member, { locale }) };
  }

  const mailsTo = (email: string): ReceivedMail[] => smtp.received.filter((mail) => mail.to === email);
  const runMonth = () => platform.admin<MonthlyRun>('statements/monthly/run', { month: MONTH });
  const outboxIdle = async () =>
    expect.poll(async () => (await platform.db.selectFrom('notification_deliveries').select('id').where('status', '=', 'PENDING').execute()).length, POLL).toBe(0);

  beforeAll(async () => {
    await smtp.start();
    platform = await startTestPlatform({
      clock,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Portal <no-reply@portal.test>', NOTIFICATION_DISPATCH_INTERVAL_MS: '50', NOTIFICATION_SEND_TIMEOUT_MS: '3000' },
    });
    optedIn = await memberWithEmail('ja-JP');
    optedOut = await memberWithEmail('en-US');
    unbalanced = await memberWithEmail('en-US');
    expectOk(await call(platform, '/api/notifications/setMonthlyStatement', { enabled: true }, { token: unbalanced.token }));
    // Set as the security settings store it (their own tests cover setting it).
    await platform.db.updateTable('members').set({ anti_phishing_code: 'blue-heron-42' }).where('id', '=', optedIn.userId).execute();
    const answer = expectOk(await call(platform, '/api/notifications/setMonthlyStatement', { enabled: true }, { token: optedIn.token })) as { monthlyStatement: unknown };
    expect(answer.monthlyStatement).toEqual({ enabled: true, email: optedIn.email });
    for (const member of [optedIn, optedOut, unbalanced]) {
      await credit(platform, member.userName, 'CASH_POINT', '100');
      await credit(platform, member.userName, 'CASH_POINT', '25.5');
    }
    // This member's account balance no longer matches its ledger entries, before any run: the
    // statement check refuses it in every run of the month.
    await platform.db
      .updateTable('ledger_accounts')
      .set({ balance: sql`balance + 1` })
      .where('member_id', '=', unbalanced.userId)
      .where('coin_name', '=', 'CASH_POINT')
      .where('state', '=', 'available')
      .execute();
    // 00:30 GMT+8 on 1 June: May has ended.
    clock.advance(new Date('2030-05-31T16:30:00.000Z').getTime() - clock.now().getTime());
  });
  afterAll(async () => {
    // Put the ledger right again: the platform checks that it reconciles when it closes.
    if (unbalanced) {
      await platform.db
        .updateTable('ledger_accounts')
        .set({ balance: sql`balance - 1` })
        .where('member_id', '=', unbalanced.userId)
        .where('coin_name', '=', 'CASH_POINT')
        .where('state', '=', 'available')
        .execute();
    }
    await platform?.close();
    await smtp.stop();
  });

  it('is off until the member turns it on, and names the address it goes to', async () => {
    const member = await memberWithEmail('en-US');
    const before = expectOk(await call(platform, '/api/notifications/preferences', {}, { token: member.token })) as { monthlyStatement: unknown };
    expect(before.monthlyStatement).toEqual({ enabled: false, email: member.email });
    const withoutEmail = await registerMember(platform);
    const none = expectOk(await call(platform, '/api/notifications/preferences', {}, { token: await login(platform, withoutEmail) })) as { monthlyStatement: unknown };
    expect(none.monthlyStatement).toEqual({ enabled: false, email: null });
  });

  it('mails an opted-in member the month’s statement once, as a CSV that adds up and a PDF, in their language with their anti-phishing code', async () => {
    await runMonth();
    await expect.poll(() => mailsTo(optedIn.email).length, POLL).toBe(1);
    const mail = mailsTo(optedIn.email)[0]!;
    expect(mail.language).toBe('ja-JP');
    expect(mail.subject).toBe(`${MONTH} の取引明細書`);
    expect(mail.text.trimStart().slice(0, 200)).toContain('blue-heron-42');
    expect(mail.attachments.map((file) => file.filename)).toEqual([`statement-CASH_POINT-${MONTH}.csv`, `statement-CASH_POINT-${MONTH}.pdf`]);

    const rows = csvRows(mail.attachments[0]!.content);
    const opening = new Money(rows[0]!.at(-1)!);
    const closing = new Money(rows.at(-1)!.at(-1)!);
    const movements = rows.slice(1, -1).map((row) => new Money(row[3]!));
    expect(movements.map((amount) => amount.toString())).toEqual(['100', '25.5']);
    expect(opening.plus(movements.reduce((sum, amount) => sum.plus(amount), new Money(0))).equals(closing)).toBe(true);
    expect(closing.toString()).toBe('125.5');
    const pdf = mail.attachments[1]!;
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The operator's view of the outbox names the email-only event too. The dispatcher marks the
    // delivery sent once the server has accepted the mail, a moment after the test has read it.
    const deliveries = async () =>
      (await platform.admin<{ userName: string; event: string; channel: string; status: string }[]>('notifications/deliveries', { limit: 500 })).filter((row) => row.userName === optedIn.userName);
    await expect.poll(deliveries, { timeout: 15_000 }).toEqual([expect.objectContaining({ event: 'MONTHLY_STATEMENT', channel: 'EMAIL', status: 'SENT' })]);
  });

  it('sends nothing to a member who did not opt in', async () => {
    await runMonth();
    await outboxIdle();
    expect(mailsTo(optedOut.email)).toEqual([]);
    const rows = await platform.db.selectFrom('notifications').select('id').where('member_id', '=', optedOut.userId).where('event', '=', 'MONTHLY_STATEMENT').execute();
    expect(rows).toEqual([]);
  });

  it('running the month again sends nothing twice', async () => {
    await runMonth();
    await expect.poll(() => mailsTo(optedIn.email).length, POLL).toBe(1);
    const again = await runMonth();
    expect(again).toMatchObject({ month: MONTH, queued: 0 });
    expect(again.alreadySent).toBeGreaterThanOrEqual(1);
    await outboxIdle();
    expect(mailsTo(optedIn.email)).toHaveLength(1);
    const rows = await platform.db.selectFrom('notifications').select('id').where('member_id', '=', optedIn.userId).where('event', '=', 'MONTHLY_STATEMENT').execute();
    expect(rows).toHaveLength(1);
  });

  it('sends nothing for a statement that does not add up, and goes on with the other members', async () => {
    const run = await runMonth();
    expect(run.failed).toBe(1);
    await expect.poll(() => mailsTo(optedIn.email).length, POLL).toBe(1);
    await outboxIdle();
    expect(mailsTo(unbalanced.email)).toEqual([]);
    const rows = await platform.db.selectFrom('notifications').select('id').where('member_id', '=', unbalanced.userId).where('event', '=', 'MONTHLY_STATEMENT').execute();
    expect(rows).toEqual([]);
  });
});
