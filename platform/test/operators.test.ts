import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAccessOf } from '../src/lib/operator-access.ts';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { adminCall, expectRefused, MINUTE, registerMember, TestClock, uniqueName, type Loose, type Member } from './helpers.ts';
import { asOperator, OPERATOR_PASSWORD, signedInOperator, TOTP_STEP_MS, totpNow } from './operator-helpers.ts';

describe('operators under their own names', () => {
  let platform: TestPlatform;
  let member: Member;
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    platform = await startTestPlatform({ clock, onRoute: (route) => void routes.push(route) });
    member = await registerMember(platform);
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('every operator route declares the roles that may call it', () => {
    const operatorRoutes = routes.filter((route) => route.url.startsWith('/admin/api/'));
    expect(operatorRoutes.length).toBeGreaterThan(70);
    const undeclared = operatorRoutes.filter((route) => !operatorAccessOf(route.config)).map((route) => `${String(route.method)} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('signs in with name, password and a current authenticator code; the code is taken once', async () => {
    const name = uniqueName('op');
    const created = await platform.admin<Loose>('operators/create', { name, role: 'support', password: OPERATOR_PASSWORD });
    expect(created).toMatchObject({ name, role: 'support', createdBy: 'automation', otpauthUri: expect.stringMatching(/^otpauth:\/\/totp\//) });
    const code = await totpNow(created.totpSecret, clock);
    expectRefused(await asOperator(platform, undefined, 'operator/sign-in', { name, password: 'not the passphrase', totpCode: code }), 'OPERATOR_SIGN_IN_WRONG');
    expectRefused(await asOperator(platform, undefined, 'operator/sign-in', { name, password: OPERATOR_PASSWORD, totpCode: '000000' }), 'OPERATOR_SIGN_IN_WRONG');
    const signedIn = await asOperator(platform, undefined, 'operator/sign-in', { name, password: OPERATOR_PASSWORD, totpCode: code });
    expect(signedIn.data).toMatchObject({ token: expect.any(String), operator: { name, role: 'support' } });
    // The same code again opens nothing.
    expectRefused(await asOperator(platform, undefined, 'operator/sign-in', { name, password: OPERATOR_PASSWORD, totpCode: code }), 'OPERATOR_SIGN_IN_WRONG');
    expect((await asOperator(platform, signedIn.data.token, 'operator/me')).data).toEqual({ kind: 'OPERATOR', name, role: 'support' });
    // Only the token's hash is stored.
    const stored = await platform.db.selectFrom('operator_sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(signedIn.data.token);
    clock.advance(TOTP_STEP_MS);
  });

  it('locks an operator after five wrong sign-ins, even against the right code', async () => {
    const name = uniqueName('op');
    const created = await platform.admin<Loose>('operators/create', { name, role: 'finance', password: OPERATOR_PASSWORD });
    for (let attempt = 1; attempt <= 4; attempt++) {
      expectRefused(await asOperator(platform, undefined, 'operator/sign-in', { name, password: `wrong-${attempt}`, totpCode: '123456' }), 'OPERATOR_SIGN_IN_WRONG');
    }
    expectRefused(await asOperator(platform, undefined, 'operator/sign-in', { name, password: 'wrong-5', totpCode: '123456' }), 'OPERATOR_SIGN_IN_LOCKED');
    const right = { name, password: OPERATOR_PASSWORD, totpCode: await totpNow(created.totpSecret, clock) };
    expectRefused(await asOperator(platform, undefined, 'operator/sign-in', right), 'OPERATOR_SIGN_IN_LOCKED');
    clock.advance(15 * MINUTE);
    expect((await asOperator(platform, undefined, 'operator/sign-in', { ...right, totpCode: await totpNow(created.totpSecret, clock) })).data.token).toEqual(expect.any(String));
    clock.advance(TOTP_STEP_MS);
  });

  it('ends a session when idle past its limit, at its absolute limit, and at sign-out', async () => {
    const idle = await signedInOperator(platform, clock, 'support');
    clock.advance(29 * MINUTE);
    expect((await asOperator(platform, idle.token, 'operator/me')).status).toBe(200);
    clock.advance(30 * MINUTE);
    const expired = await asOperator(platform, idle.token, 'operator/me');
    expect({ status: expired.status, code: expired.code, reason: expired.reason }).toEqual({ status: 401, code: 87321, reason: 'SESSION_EXPIRED' });

    const busy = await signedInOperator(platform, clock, 'support');
    // Active every 20 minutes, still ended after 12 hours.
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 20) {
      expect((await asOperator(platform, busy.token, 'operator/me')).status).toBe(200);
      clock.advance(20 * MINUTE);
    }
    expect((await asOperator(platform, busy.token, 'operator/me')).code).toBe(87321);

    const leaving = await signedInOperator(platform, clock, 'support');
    expect((await asOperator(platform, leaving.token, 'operator/sign-out')).data).toEqual({ signedOut: true });
    const after = await asOperator(platform, leaving.token, 'operator/me');
    expect({ status: after.status, reason: after.reason }).toEqual({ status: 401, reason: 'SESSION_ENDED' });
  });

  it('refuses a support operator a finance action (403 with a reason) and changes nothing; allows a read', async () => {
    const support = await signedInOperator(platform, clock, 'support');
    const adjust = await asOperator(platform, support.token, 'members/adjust', { userName: member.userName, coinName: 'CASH_POINT', direction: 'in', amount: '5' }, 'goodwill');
    expect({ status: adjust.status, code: adjust.code, reason: adjust.reason }).toEqual({ status: 403, code: 403, reason: 'OPERATOR_ROLE_NOT_ALLOWED' });
    expect(adjust.msg).toBe('Your operator role may not do this');
    const shown = await asOperator(platform, support.token, 'members/get', { userName: member.userName });
    expect(shown.status).toBe(200);
    expect(shown.data.balances.find((b: Loose) => b.coinName === 'CASH_POINT').assetsAvailable).toBe('0');
    for (const action of ['deposits/approve', 'withdrawals/transition', 'packages/fine', 'kyc/review', 'operators/create']) {
      expect((await asOperator(platform, support.token, action, {})).reason).toBe('OPERATOR_ROLE_NOT_ALLOWED');
    }
  });

  it('lets finance ask for a balance adjustment with a reason only, and only admin create operators', async () => {
    const finance = await signedInOperator(platform, clock, 'finance');
    const body = { userName: member.userName, coinName: 'CASH_POINT', direction: 'in', amount: '7' };
    expectRefused(await asOperator(platform, finance.token, 'members/adjust', body), 'OPERATOR_REASON_REQUIRED');
    // With a reason it is asked for: a second operator approves it (four-eyes.test.ts).
    const asked = await asOperator(platform, finance.token, 'members/adjust', body, 'refund of ticket 5521');
    expect(asked.data.fourEyesRequest).toMatchObject({ action: 'members/adjust', status: 'PENDING', reason: 'refund of ticket 5521', requestedBy: finance.name });
    expect((await asOperator(platform, finance.token, 'operators/create', { name: uniqueName('op'), role: 'admin', password: OPERATOR_PASSWORD })).reason).toBe('OPERATOR_ROLE_NOT_ALLOWED');

    const admin = await signedInOperator(platform, clock, 'admin');
    const created = await asOperator(platform, admin.token, 'operators/create', { name: uniqueName('op'), role: 'compliance', password: OPERATOR_PASSWORD });
    expect(created.data).toMatchObject({ role: 'compliance', createdBy: admin.name });
  });

  it('keeps the automation token working, and refuses anything else', async () => {
    for (const token of [undefined, 'wrong']) {
      const answer = await adminCall(platform, 'members/get', { userName: member.userName }, token);
      expect({ status: answer.status, reason: answer.reason }).toEqual({ status: 403, reason: 'FORBIDDEN' });
    }
    const unknown = await asOperator(platform, 'not-a-session', 'members/get', { userName: member.userName });
    expect({ status: unknown.status, reason: unknown.reason }).toEqual({ status: 401, reason: 'SESSION_UNKNOWN' });
    expect((await adminCall(platform, 'members/get', { userName: member.userName }, platform.adminToken)).status).toBe(200);
  });

  it('disables an operator: its sessions end and it cannot sign in', async () => {
    const support = await signedInOperator(platform, clock, 'support');
    expect(await platform.admin('operators/disable', { name: support.name })).toMatchObject({ name: support.name, disabledAt: expect.any(String) });
    expect((await asOperator(platform, support.token, 'operator/me')).reason).toBe('SESSION_ENDED');
    expectRefused(
      await asOperator(platform, undefined, 'operator/sign-in', { name: support.name, password: OPERATOR_PASSWORD, totpCode: await totpNow(support.secret, clock) }),
      'OPERATOR_SIGN_IN_WRONG',
    );
  });
});
