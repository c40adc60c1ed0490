import { LOCALES, type Locale } from '@portal/envelope/catalogue';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { CREDIT_TYPES, type CreditType } from '../credits/credit-types.ts';
import { RuleViolation } from '../errors.ts';
import { addDays, dayStart, monthDays, previousGmt8Month } from '../lib/gmt8.ts';
import { Money } from '../lib/money.ts';
import { notify } from '../notifications/service.ts';
import { STATEMENT_FORMATS, statementFile } from './files.ts';
import { buildStatement, type Statement } from './service.ts';

export interface MonthlyStatementRun {
  month: string;
  /** Opted-in members with an email and something to state in the month. */
  members: number;
  /** Emails queued by this run. */
  queued: number;
  /** Members whose email for the month was queued before (a rerun). */
  alreadySent: number;
  /** Members left without an email because a statement did not add up (logged). */
  failed: number;
}

/** The dedupe key of a member's monthly statement notification: one per member and month. */
export function monthlyStatementKey(month: string): string {
  return `MONTHLY_STATEMENT:${month}`;
}

function localeOf(value: string): Locale {
  return (LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'en-US';
}

/**
 * The month's statement emails (docs/notifications.md, "Monthly statements"): for every member
 * who opted in, has an email and had movements or a balance in the month, one notification with
 * the month's statement of each such credit as CSV and PDF, queued in the outbox in one
 * transaction with its files. The dedupe key makes a rerun (by hand, or after a crash) queue
 * nothing twice. A statement that does not add up is never sent: the member is skipped, the error
 * logged, the run goes on. Nothing is queued while the platform sends no email.
 */
export async function sendMonthlyStatements(db: Db, month: string, now: Date, log: FastifyBaseLogger): Promise<MonthlyStatementRun> {
  const { first, last } = monthDays(month);
  const monthEnd = dayStart(addDays(last, 1));
  if (monthEnd.getTime() > now.getTime()) throw new RuleViolation('STATEMENT_RANGE_IN_FUTURE', { today: addDays(last, 1) });
  const run: MonthlyStatementRun = { month, members: 0, queued: 0, alreadySent: 0, failed: 0 };
  const channels = await db.selectFrom('notification_channels').select('email').where('id', '=', 1).executeTakeFirst();
  if (!channels?.email) return run;

  const monthStart = dayStart(first);
  // Each opted-in member's credits with a balance at the month's end or a movement since its
  // start: a movement after the month still means a balance, or movements, within it.
  const rows = await sql<{ member_id: string; user_name: string; locale: string; coin_name: CreditType; sent: boolean }>`
    select m.id as member_id, m.user_name, m.locale, a.coin_name,
      exists (select 1 from notifications n where n.member_id = m.id and n.dedupe_key = ${monthlyStatementKey(month)}) as sent
    from members m
    join ledger_accounts a on a.member_id = m.id and a.state = 'available'
    where m.monthly_statement and m.email is not null
      and (a.balance <> 0 or exists (select 1 from ledger_entries e where e.account_id = a.id and e.created_at >= ${monthStart}))
    order by m.id, a.coin_name`.execute(db);
  const byMember = new Map<string, { userName: string; locale: Locale; sent: boolean; credits: CreditType[] }>();
  for (const row of rows.rows) {
    const member = byMember.get(row.member_id) ?? { userName: row.user_name, locale: localeOf(row.locale), sent: row.sent, credits: [] };
    member.credits.push(row.coin_name);
    byMember.set(row.member_id, member);
  }

  for (const [memberId, member] of byMember) {
    if (member.sent) {
      run.alreadySent++;
      continue;
    }
    let statements: Statement[];
    try {
      const credits = CREDIT_TYPES.filter((credit) => member.credits.includes(credit));
      const built = await Promise.all(credits.map((coinName) => buildStatement(db, { id: memberId, userName: member.userName }, { coinName, startDay: first, endDay: last }, now, member.locale)));
      // A credit with neither a balance nor a movement in the month has nothing to state.
      statements = built.filter((s) => s.entries.length > 0 || !new Money(s.openingBalance).isZero() || !new Money(s.closingBalance).isZero());
    } catch (error) {
      run.failed++;
      log.error({ err: error, memberId, month }, 'monthly statement not sent: the statement did not build or add up');
      continue;
    }
    if (statements.length === 0) continue;
    run.members++;
    const files = (
      await Promise.all(
        statements.map((statement) =>
          Promise.all(
            STATEMENT_FORMATS.map(async (format) => {
              const file = await statementFile(statement, format, member.locale, `statement-${statement.coinName}-${month}`);
              return { file_name: file.fileName, content_type: file.contentType, content: file.bytes };
            }),
          ),
        ),
      )
    ).flat();
    const queued = await db.transaction().execute(async (tx) => {
      const id = await notify(tx, memberId, 'MONTHLY_STATEMENT', { month, credits: statements.map((s) => s.creditName).join(', ') }, { now, dedupeKey: monthlyStatementKey(month) });
      if (!id) return false;
      await tx.insertInto('notification_attachments').values(files.map((file, position) => ({ notification_id: id, position, ...file }))).execute();
      return true;
    });
    if (queued) run.queued++;
    else run.alreadySent++;
  }
  await db.insertInto('monthly_statement_runs').values({ month, finished_at: now }).onConflict((oc) => oc.column('month').doUpdateSet({ finished_at: now })).execute();
  return run;
}

/** The last month that has ended, unless its run has finished: what the scheduler sends. */
export async function sendDueMonthlyStatements(db: Db, now: Date, log: FastifyBaseLogger): Promise<MonthlyStatementRun | null> {
  const month = previousGmt8Month(now);
  const done = await db.selectFrom('monthly_statement_runs').select('month').where('month', '=', month).executeTakeFirst();
  if (done) return null;
  return sendMonthlyStatements(db, month, now, log);
}
