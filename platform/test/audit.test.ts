import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminCommandError, runAdmin } from '../src/admin/program.ts';
import { appendAuditAlone } from '../src/audit/trail.ts';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { describeOnPostgres, registerMember, TestClock, usePlatformOnPostgres, type Loose, type Member } from './helpers.ts';
import { asOperator, OPERATOR_PASSWORD, signedInOperator, TOTP_STEP_MS, totpNow } from './operator-helpers.ts';

/** Runs `pnpm admin …` in this process against `platform`, with the automation token unless an operator's token is given. */
async function admin(platform: TestPlatform, args: string[], options: { operatorToken?: string; secret?: string } = {}) {
  let stdout = '';
  let stderr = '';
  const env = { PLATFORM_URL: platform.url, ADMIN_TOKEN: platform.adminToken, ...(options.operatorToken ? { OPERATOR_TOKEN: options.operatorToken } : {}) };
  await runAdmin(args, {
    env,
    out: (text) => void (stdout += text),
    err: (text) => void (stderr += text),
    ...(options.secret !== undefined ? { readSecret: async () => options.secret! } : {}),
  });
  return { stdout, stderr };
}

async function verifyFails(platform: TestPlatform): Promise<AdminCommandError> {
  const failure = await admin(platform, ['audit', 'verify']).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(AdminCommandError);
  return failure as AdminCommandError;
}

const adjustment = (member: Member, amount: string) => ({ userName: member.userName, coinName: 'CASH_POINT', direction: 'in', amount });

describe('the audit trail', () => {
  let platform: TestPlatform;
  let member: Member;
  const clock = new TestClock(new Date('2030-07-01T08:00:00.000Z'));

  beforeAll(async () => {
    platform = await startTestPlatform({ clock });
    member = await registerMember(platform);
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('records who, what, the object, the request without secrets, the answer and the reason; reads are not recorded', async () => {
    const finance = await signedInOperator(platform, clock, 'finance');
    await asOperator(platform, finance.token, 'members/adjust', adjustment(member, '3'), 'goodwill, ticket 7781');
    await asOperator(platform, finance.token, 'members/get', { userName: member.userName });
    await admin(platform, ['adjust', member.userName, 'CASH_POINT', 'in', '4', '--reason', 'migration from the old system']);

    const rows = await auditRows(platform, { operator: finance.name });
    // Newest first; the read (members/get) left no row.
    expect(rows.map((row) => row.action)).toEqual(['members/adjust', 'operator/sign-in']);
    expect(rows[0]).toMatchObject({ actor: finance.name, objectType: 'members', objectId: member.userName, reason: 'goodwill, ticket 7781' });
    expect(JSON.parse(rows[0].request)).toMatchObject({ amount: '3', userName: member.userName });
    // Held for a second operator: the row records the request.
    expect(JSON.parse(rows[0].answer)).toMatchObject({ fourEyesRequest: { status: 'PENDING', action: 'members/adjust' } });

    const automation = await auditRows(platform, { operator: 'automation', action: 'members/adjust' });
    expect(automation[0]).toMatchObject({ actor: 'automation', operatorId: null, reason: 'migration from the old system' });

    // The created operator's password and authenticator secret never reach the trail.
    const created = await auditRows(platform, { action: 'operators/create', objectId: finance.name });
    expect(created).toHaveLength(1);
    expect(created[0].request).not.toContain(OPERATOR_PASSWORD);
    expect(created[0].answer).not.toContain(finance.secret);
    expect(JSON.parse(created[0].request).password).toBe('[redacted]');
    const signIn = await auditRows(platform, { operator: finance.name, action: 'operator/sign-in' });
    expect(JSON.parse(signIn[0].answer).token).toBe('[redacted]');
  });

  it("keeps the object's state before the change beside the answer, in the chain", async () => {
    const newcomer = await registerMember(platform);
    await platform.admin('members/adjust', adjustment(newcomer, '5'));
    await platform.admin('members/adjust', adjustment(newcomer, '2'));
    await platform.admin('members/ban', { userName: newcomer.userName, banned: true });
    const rows = await auditRows(platform, { objectId: newcomer.userName });
    expect(rows.map((row) => row.action)).toEqual(['members/ban', 'members/adjust', 'members/adjust']);
    const [ban, second] = rows.map((row) => JSON.parse(row.before as string) as { bannedAt: string | null; balances: { coinName: string; state: string; balance: string }[] });
    const cash = (state: typeof second) => state!.balances.find((line) => line.coinName === 'CASH_POINT' && line.state === 'available')?.balance;
    // Before the second adjustment the member held the first; before the ban, both, and no ban.
    expect(Number(cash(second))).toBe(5);
    expect(Number(cash(ban))).toBe(7);
    expect(ban!.bannedAt).toBeNull();
    expect(JSON.parse(rows[0].answer as string).bannedAt).not.toBeNull();
    // No ID number, hash or secret of the member in it.
    expect(Object.keys(second!).sort()).toEqual(['balances', 'bannedAt']);
    expect((await admin(platform, ['audit', 'verify'])).stdout).toContain('"ok": true');
  });

  it('filters by date and exports CSV', async () => {
    await platform.admin('members/adjust', adjustment(member, '1'));
    const now = clock.now();
    expect(await auditRows(platform, { from: new Date(now.getTime() + 1000).toISOString() })).toEqual([]);
    expect((await auditRows(platform, { from: now.toISOString(), action: 'members/adjust' })).length).toBeGreaterThan(0);
    const response = await fetch(`${platform.url}/admin/api/audit?format=csv&action=members/adjust`, { headers: { 'x-admin-token': platform.adminToken } });
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('sequence,createdAt,actor,operatorId,action,objectType,objectId,reason,request,before,answer,prevHash,hash');
    expect(lines.length).toBeGreaterThan(1);
    const csv = await admin(platform, ['audit', 'list', '--action', 'members/adjust', '--csv']);
    expect(csv.stdout.split('\r\n')[0]).toBe(lines[0]);
  });

  it('is readable by compliance and admin, not by support', async () => {
    const support = await signedInOperator(platform, clock, 'support');
    const response = await fetch(`${platform.url}/admin/api/audit`, { headers: { authorization: `Bearer ${support.token}` } });
    expect(response.status).toBe(403);
    const compliance = await signedInOperator(platform, clock, 'compliance');
    expect((await fetch(`${platform.url}/admin/api/audit`, { headers: { authorization: `Bearer ${compliance.token}` } })).status).toBe(200);
  });

  it('creates an operator from the command line, the password read from standard input', async () => {
    const name = `cli${Date.now().toString(36)}`;
    const created = await admin(platform, ['operator', 'create', '--name', name, '--role', 'admin'], { secret: OPERATOR_PASSWORD });
    expect(JSON.parse(created.stdout)).toMatchObject({ name, role: 'admin', otpauthUri: expect.stringMatching(/^otpauth:/), totpSecret: expect.any(String) });
    await expect(admin(platform, ['operator', 'create', '--name', `${name}x`, '--role', 'admin'], { secret: 'short' })).rejects.toThrow(/12 characters/);
  });

  it('signs an operator in from the command line: the shell gets the token, the commands act under that name, sign-out ends it', async () => {
    const name = `cls${Date.now().toString(36)}`;
    const { totpSecret } = JSON.parse((await admin(platform, ['operator', 'create', '--name', name, '--role', 'finance'], { secret: OPERATOR_PASSWORD })).stdout) as { totpSecret: string };
    const wrong = admin(platform, ['operator', 'sign-in', '--name', name, '--code', await totpNow(totpSecret, clock)], { secret: 'not the passphrase' });
    await expect(wrong).rejects.toThrow(/Refused/);
    clock.advance(TOTP_STEP_MS);

    const signedIn = await admin(platform, ['operator', 'sign-in', '--name', name, '--code', await totpNow(totpSecret, clock)], { secret: OPERATOR_PASSWORD });
    clock.advance(TOTP_STEP_MS);
    // Standard output is exactly the line a shell evaluates; the person reads the rest on standard error.
    const exported = /^export OPERATOR_TOKEN=(\S+)\n$/.exec(signedIn.stdout);
    expect(exported).not.toBeNull();
    expect(signedIn.stderr).toContain(`Signed in as ${name} (finance)`);
    const token = exported![1]!;

    await admin(platform, ['adjust', member.userName, 'CASH_POINT', 'in', '1', '--reason', 'signed-in test'], { operatorToken: token });
    const [row] = await auditRows(platform, { action: 'members/adjust', operator: name });
    expect(row).toMatchObject({ actor: name, reason: 'signed-in test' });

    const signedOut = await admin(platform, ['operator', 'sign-out'], { operatorToken: token });
    expect(signedOut.stdout).toBe('unset OPERATOR_TOKEN\n');
    expect((await asOperator(platform, token, 'operator/me')).status).toBe(401);
    await expect(admin(platform, ['operator', 'sign-out'])).rejects.toThrow(/OPERATOR_TOKEN is not set/);
  });
});

async function auditRows(platform: TestPlatform, query: Record<string, string>): Promise<Loose[]> {
  const response = await fetch(`${platform.url}/admin/api/audit?${new URLSearchParams(query).toString()}`, { headers: { 'x-admin-token': platform.adminToken } });
  expect(response.status).toBe(200);
  return (await response.json()) as Loose[];
}

describe('the audit trail is tamper-evident', () => {
  /** A platform of its own with three recorded changes. */
  async function withThreeRows(): Promise<{ platform: TestPlatform; member: Member }> {
    const platform = await startTestPlatform();
    const member = await registerMember(platform);
    for (const amount of ['1', '2', '3']) await platform.admin('members/adjust', adjustment(member, amount));
    const verified = await admin(platform, ['audit', 'verify']);
    expect(JSON.parse(verified.stdout)).toEqual({ ok: true, rows: 3, headSequence: '3' });
    return { platform, member };
  }

  it('reports a changed row, by its sequence, with a failing exit code', async () => {
    const { platform } = await withThreeRows();
    try {
      await platform.db.updateTable('audit_trail').set({ request: '{"amount":"1000"}' }).where('sequence', '=', '2').execute();
      const failure = await verifyFails(platform);
      expect(failure.exitCode).toBe(1);
      expect(failure.message).toBe('The audit trail is broken at row 2 (HASH_MISMATCH).');
    } finally {
      await platform.close();
    }
  });

  it("reports a changed state before, and keeps the hashes of rows that have none", async () => {
    const { platform } = await withThreeRows();
    try {
      // A row with no state before (an action whose object has none to read) verifies as rows
      // written before the column existed do.
      await appendAuditAlone(platform.db, { actor: { kind: 'AUTOMATION' }, action: 'settings/set', objectType: 'settings', objectId: null, request: {}, answer: {}, reason: null }, new Date());
      expect(JSON.parse((await admin(platform, ['audit', 'verify'])).stdout)).toMatchObject({ ok: true });
      await platform.db.updateTable('audit_trail').set({ before: '{"balances":[],"bannedAt":null}' }).where('sequence', '=', '3').execute();
      expect((await verifyFails(platform)).message).toBe('The audit trail is broken at row 3 (HASH_MISMATCH).');
    } finally {
      await platform.close();
    }
  });

  it('reports a deleted row, and rows deleted from the end', async () => {
    const { platform } = await withThreeRows();
    try {
      await platform.db.deleteFrom('audit_trail').where('sequence', '=', '3').execute();
      expect((await verifyFails(platform)).message).toBe('The audit trail is broken at row 3 (HEAD_MISMATCH).');
      await platform.db.deleteFrom('audit_trail').where('sequence', '=', '1').execute();
      expect((await verifyFails(platform)).message).toBe('The audit trail is broken at row 1 (ROW_MISSING).');
    } finally {
      await platform.close();
    }
  });

  it('keeps one chain when changes are recorded at once', async () => {
    const platform = await startTestPlatform();
    try {
      const member = await registerMember(platform);
      await Promise.all(Array.from({ length: 20 }, () => platform.admin('members/adjust', adjustment(member, '1'))));
      expect(JSON.parse((await admin(platform, ['audit', 'verify'])).stdout)).toEqual({ ok: true, rows: 20, headSequence: '20' });
    } finally {
      await platform.close();
    }
  });
});

describeOnPostgres('the audit trail on PostgreSQL', () => {
  let platform: TestPlatform;
  usePlatformOnPostgres((started) => (platform = started));

  it('keeps one chain when forty appends race on separate connections', async () => {
    const entry = { actor: { kind: 'AUTOMATION' as const }, action: 'test/append', objectType: 'test', objectId: null, request: {}, answer: {}, reason: null };
    const appended = await Promise.all(Array.from({ length: 40 }, (_, i) => appendAuditAlone(platform.db, { ...entry, objectId: String(i) }, new Date())));
    expect(new Set(appended.map((row) => row.sequence)).size).toBe(40);
    const verdict = await platform.admin<Loose>('audit/verify');
    expect(verdict).toEqual({ ok: true, rows: 40, headSequence: '40' });
  });
});
