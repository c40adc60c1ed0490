import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN,
  PASSWORD,
  REGISTER,
  TRANSACTION_PASSWORD,
  gql,
  login,
  registerMember,
  registrationInput,
  startStack,
  uniqueName,
  type Stack,
} from './helpers.ts';

// The real gateway in front of the real platform, once with the envelope encrypted (the
// platform then refuses plain bodies) and once in plain JSON.
describe.each([
  { encrypt: true, label: 'ENVELOPE_ENCRYPT on' },
  { encrypt: false, label: 'ENVELOPE_ENCRYPT off' },
])('foundation paths with $label', ({ encrypt }) => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ encrypt });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('registers with the captcha answer and the root referral id, then logs in', async () => {
    const userName = uniqueName('reg');
    const registered = await gql(stack.http, REGISTER, { input: await registrationInput(stack, userName) });
    expect(registered.errors).toBeUndefined();
    expect(registered.data?.register.userId).toMatch(/\S+/);
    expect(registered.data?.register.referralId).toMatch(/\S+/);

    const session = await gql(stack.http, LOGIN, { input: { userName, password: PASSWORD } });
    expect(session.errors).toBeUndefined();
    expect(session.data?.login.token).toMatch(/\S{16,}/);
    expect(new Date(session.data?.login.expiresAt).toISOString()).toBe(session.data?.login.expiresAt);
    expect(session.data?.login.idleTimeoutSeconds).toBeGreaterThan(0);
  });

  it('says, signed out, that a default installation is no demo', async () => {
    const result = await gql(stack.http, '{ demoMode { enabled depositApprovalSeconds today daysAhead } }');
    expect(result.errors).toBeUndefined();
    expect(result.data?.demoMode).toEqual({ enabled: false, depositApprovalSeconds: 0, today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), daysAhead: 0 });
  });

  it('answers me, seven zero balances, coins, levels, countries and record types', async () => {
    const userName = uniqueName('me');
    await registerMember(stack, userName);
    const token = await login(stack, userName);

    const result = await gql(
      stack.http,
      `{
        me { id userName countryCode email referralId sponsorUserName level levelName
             commitmentPackageEnabled otcEnabled matchingCodeEnabled agreedToTerms createdAt }
        balances { coinName available frozen locked }
        coins { coinName cnName shortName decimals }
        levels { level name cn en }
        countries { code name }
        recordTypes { recordType name }
      }`,
      undefined,
      { token },
    );
    expect(result.errors).toBeUndefined();
    const data = result.data!;
    expect(data.me).toMatchObject({
      userName,
      countryCode: 'US',
      level: -1,
      levelName: 'No grade',
      otcEnabled: false,
      commitmentPackageEnabled: false,
      matchingCodeEnabled: false,
      agreedToTerms: false,
    });
    expect(data.balances).toHaveLength(7);
    for (const balance of data.balances) expect(balance).toMatchObject({ available: '0', frozen: '0', locked: '0' });
    expect(data.balances.map((b: { coinName: string }) => b.coinName).sort()).toEqual(
      ['ASSETS_POINT', 'BONUS_POINT', 'CASH_POINT', 'GMT', 'INSURANCE_POINT', 'USDT_POINT', 'WITHDRAWAL_POINT'],
    );
    expect(data.coins).toHaveLength(7);
    expect(data.coins[0]).toMatchObject({ coinName: 'CASH_POINT', decimals: 2 });
    expect(data.levels[0]).toMatchObject({ level: -1, name: 'No grade' });
    expect(data.levels.map((l: { level: number }) => l.level)).toEqual([-1, 0, 1, 2, 3, 4, 5, 6, 7]);
    expect(data.countries.some((c: { code: string }) => c.code === 'US')).toBe(true);
    expect(data.recordTypes.some((t: { recordType: string }) => t.recordType === 'ADJUST_IN')).toBe(true);
  });

  it('localizes names and messages by accept-language', async () => {
    const zh = await gql(stack.http, '{ levels { level name } }', undefined, { locale: 'zh-CN' });
    expect(zh.data?.levels[0].name).toBe('无等级');
    const wrong = await gql(stack.http, LOGIN, { input: { userName: uniqueName('nobody'), password: 'x' } }, { locale: 'zh-CN' });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('SERVER_MESSAGE');
    expect(wrong.errors?.[0]?.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('lists records after an admin adjust, filtered and paged', async () => {
    const userName = uniqueName('rec');
    await registerMember(stack, userName);
    const token = await login(stack, userName);
    await stack.platform.admin('members/adjust', { userName, coinName: 'CASH_POINT', direction: 'in', amount: '25.5', remark: 'welcome' });
    await stack.platform.admin('members/adjust', { userName, coinName: 'CASH_POINT', direction: 'out', amount: '0.5' });

    const query = `query ($filter: RecordFilter, $page: PageInput) {
      records(filter: $filter, page: $page) {
        items { id coinName recordType recordTypeName amount fee actualAmount status createdAt }
        pageInfo { pageNum pageSize total hasNextPage }
      }
      balances { coinName available }
    }`;
    const all = await gql(stack.http, query, { filter: { coinName: 'CASH_POINT' } }, { token });
    expect(all.errors).toBeUndefined();
    expect(all.data?.records.pageInfo).toEqual({ pageNum: 1, pageSize: 20, total: 2, hasNextPage: false });
    const [newest, oldest] = all.data!.records.items;
    expect(newest.recordType).toBe('ADJUST_OUT');
    expect(oldest).toMatchObject({ coinName: 'CASH_POINT', recordType: 'ADJUST_IN', recordTypeName: 'Adjust in', amount: '25.5' });
    expect(all.data?.balances.find((b: { coinName: string }) => b.coinName === 'CASH_POINT').available).toBe('25');

    const paged = await gql(stack.http, query, { page: { pageNum: 1, pageSize: 1 } }, { token });
    expect(paged.data?.records.items).toHaveLength(1);
    expect(paged.data?.records.pageInfo).toMatchObject({ total: 2, hasNextPage: true });

    const byType = await gql(stack.http, query, { filter: { recordType: 'DEPOSIT' } }, { token });
    expect(byType.data?.records.items).toEqual([]);

    const future = await gql(stack.http, query, { filter: { from: '2999-01-01T00:00:00+08:00' } }, { token });
    expect(future.data?.records.pageInfo.total).toBe(0);

    // By state, and one record found by (the start of) its transaction number, with its note.
    const detail = `query ($filter: RecordFilter) {
      records(filter: $filter) { items { id transactionNumber status note { kind text } } pageInfo { total } }
    }`;
    expect((await gql(stack.http, detail, { filter: { status: 'SUCCESS' } }, { token })).data?.records.pageInfo.total).toBe(2);
    expect((await gql(stack.http, detail, { filter: { status: 'PENDING_REVIEW' } }, { token })).data?.records.pageInfo.total).toBe(0);
    const listed = (await gql(stack.http, detail, {}, { token })).data?.records.items;
    const found = await gql(stack.http, detail, { filter: { search: ` ${listed[1].transactionNumber} ` } }, { token });
    expect(found.errors).toBeUndefined();
    expect(found.data?.records.items).toEqual([{ id: oldest.id, transactionNumber: expect.stringMatching(/\S/), status: 'SUCCESS', note: { kind: 'ADJUSTMENT', text: 'welcome' } }]);
    const blank = await gql(stack.http, detail, { filter: { search: '   ' } }, { token });
    expect(blank.data?.records.pageInfo.total).toBe(2);
    const tooLong = await gql(stack.http, detail, { filter: { search: 'x'.repeat(101) } }, { token });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', reason: 'VALIDATION' });
  });

  it('ends the session at logout: me then fails as unauthenticated (the session ended, nothing expired)', async () => {
    const userName = uniqueName('out');
    await registerMember(stack, userName);
    const token = await login(stack, userName);
    expect((await gql(stack.http, 'mutation { logout }', undefined, { token })).data).toEqual({ logout: true });

    const me = await gql(stack.http, '{ me { id } }', undefined, { token });
    expect(me.status).toBe(401);
    expect(me.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SESSION_ENDED' });
    expect(me.errors?.[0]?.message).toBe('Your login information is invalid!');
  });

  it('calls a made-up token unauthenticated, never an expired session', async () => {
    const me = await gql(stack.http, '{ me { id } }', undefined, { token: 'made-up-token-0123456789', locale: 'zh-CN' });
    expect(me.status).toBe(401);
    expect(me.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SESSION_UNKNOWN' });
    expect(me.errors?.[0]?.message).toBe('您的登录信息无效！');
  });

  it('signs the member in at registration: the session works at once', async () => {
    const userName = uniqueName('reg');
    const registered = await gql(stack.http, 'mutation ($input: RegisterInput!) { register(input: $input) { userId session { token expiresAt idleTimeoutSeconds } } }', {
      input: await registrationInput(stack, userName),
    });
    expect(registered.errors).toBeUndefined();
    const { userId, session } = registered.data!.register;
    expect(session.idleTimeoutSeconds).toBe(1800);
    expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
    const me = await gql(stack.http, '{ me { id userName } }', undefined, { token: session.token });
    expect(me.data!.me).toEqual({ id: userId, userName });
  });

  it('reports every bad registration field at once, localized, before spending the captcha', async () => {
    const userName = uniqueName('many');
    const input = await registrationInput(stack, `${userName} x`, { confirmPassword: 'something-else', transactionPassword: '12', captchaCode: 'WRONG' });
    const refused = await gql(stack.http, REGISTER, { input }, { locale: 'id-ID' });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'USERNAME_HAS_SPACES' });
    expect(refused.errors?.[0]?.extensions?.fields).toEqual([
      { path: 'input.userName', reason: 'USERNAME_HAS_SPACES', message: 'Nama pengguna tidak boleh berisi spasi' },
      { path: 'input.confirmPassword', reason: 'PASSWORD_MISMATCH', message: 'Kata sandi tidak cocok' },
      { path: 'input.transactionPassword', reason: 'PASSWORD_TOO_SHORT', message: 'Kata sandi minimal 6 karakter' },
    ]);
    // The wrong captcha is reported once the form is right; the form errors did not spend it.
    const wrongCaptcha = await gql(stack.http, REGISTER, { input: { ...input, userName, confirmPassword: input.password, transactionPassword: 'tx-pass-ok' } });
    expect(wrongCaptcha.errors?.[0]?.extensions?.fields).toEqual([{ path: 'input.captchaCode', reason: 'CAPTCHA_INVALID', message: expect.any(String) }]);
  });

  it('refuses a new login password equal to the current one or to the transaction password, localized, on input.password', async () => {
    const userName = uniqueName('same');
    await registerMember(stack, userName);
    const token = await login(stack, userName);
    const change = (password: string) =>
      gql(stack.http, 'mutation ($i: ChangePasswordInput!) { changePassword(input: $i) }', { i: { oldPassword: PASSWORD, password, confirmPassword: password } }, { token, locale: 'ja-JP' });
    const transaction = 'tx-secret-long-9';
    const tx = await gql(
      stack.http,
      'mutation ($i: ChangeTransactionPasswordInput!) { changeTransactionPassword(input: $i) }',
      { i: { oldTransactionPassword: TRANSACTION_PASSWORD, transactionPassword: transaction, confirmTransactionPassword: transaction } },
      { token },
    );
    expect(tx.data).toEqual({ changeTransactionPassword: true });

    const same = await change(PASSWORD);
    expect(same.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'PASSWORD_SAME_AS_CURRENT' });
    expect(same.errors?.[0]?.extensions?.fields).toEqual([
      { path: 'input.password', reason: 'PASSWORD_SAME_AS_CURRENT', message: '新しいパスワードは現在のパスワードと別のものにしてください' },
    ]);
    const asTransaction = await change(transaction);
    expect(asTransaction.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'LOGIN_PASSWORD_SAME_AS_TRANSACTION' });
    expect(asTransaction.errors?.[0]?.extensions?.fields).toEqual([
      { path: 'input.password', reason: 'LOGIN_PASSWORD_SAME_AS_TRANSACTION', message: 'ログインパスワードは取引パスワードと別のものにしてください' },
    ]);
  });

  it('refuses member operations without a token (UNAUTHENTICATED, no platform call)', async () => {
    const before = await stack.platform.requestCount('/api/app/user/userInfo');
    const me = await gql(stack.http, '{ me { id } }');
    expect(me.status).toBe(401);
    expect(me.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'NO_TOKEN' });
    expect(await stack.platform.requestCount('/api/app/user/userInfo')).toBe(before);
  });

  it('reports a wrong password as a server message', async () => {
    const userName = uniqueName('pw');
    await registerMember(stack, userName);
    const result = await gql(stack.http, LOGIN, { input: { userName, password: 'not-the-password' } });
    expect(result.status).toBe(200);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      message: 'Wrong username or password',
      extensions: { code: 'SERVER_MESSAGE', reason: 'WRONG_CREDENTIALS' },
    });
  });

  it('tells a banned member to contact support', async () => {
    const userName = uniqueName('ban');
    await registerMember(stack, userName);
    await stack.platform.admin('members/ban', { userName, banned: true });
    const result = await gql(stack.http, LOGIN, { input: { userName, password: PASSWORD } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'ACCOUNT_BANNED' });
    expect(result.errors?.[0]?.message).toMatch(/contact support/i);
  });

  it('refuses an unknown referral id and a password mismatch, creating nothing', async () => {
    const userName = uniqueName('ref');
    const unknownReferral = await gql(stack.http, REGISTER, { input: await registrationInput(stack, userName, { referralId: 'NOSUCHREF' }) });
    expect(unknownReferral.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'REFERRAL_NOT_FOUND' });

    const mismatch = await gql(stack.http, REGISTER, {
      input: await registrationInput(stack, userName, { confirmPassword: `${PASSWORD}-different` }),
    });
    expect(mismatch.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'PASSWORD_MISMATCH' });
    expect(mismatch.errors?.[0]?.message).toMatch(/passwords do not match/i);

    // Nothing was created: the name cannot log in, and is still free to register.
    const attempt = await gql(stack.http, LOGIN, { input: { userName, password: PASSWORD } });
    expect(attempt.errors?.[0]?.extensions?.reason).toBe('WRONG_CREDENTIALS');
    await registerMember(stack, userName);
  });

  it('refuses malformed input with a clear error and changes nothing', async () => {
    const userName = uniqueName('bad');
    // Schema level: a required field missing.
    const missing = await gql(stack.http, 'mutation { login(input: { userName: "x" }) { token } }');
    expect(missing.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(missing.errors?.[0]?.message).toMatch(/password/);

    // Platform level: a user name over the length limit (schema refusal, HTTP 400) and one
    // with a space (business rule, a message to show).
    const long = await gql(stack.http, REGISTER, { input: await registrationInput(stack, 'n'.repeat(40)) });
    expect(long.status).toBe(400);
    expect(long.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      reason: 'VALIDATION',
      fields: [{ path: 'input.userName', reason: 'FIELD_TOO_LONG', message: 'Use at most 32 characters' }],
    });
    // The platform's field details reach the client, not a bare "Bad request parameters".
    expect(long.errors?.[0]?.message).toBe('Bad request parameters: userName');
    const spaced = await gql(stack.http, REGISTER, { input: await registrationInput(stack, `${userName} x`) });
    expect(spaced.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'USERNAME_HAS_SPACES' });

    // Gateway level: a page too large, a time without offset, a number for a date.
    await registerMember(stack, userName);
    const token = await login(stack, userName);
    const bigPage = await gql(stack.http, '{ records(page: { pageSize: 1000 }) { pageInfo { total } } }', undefined, { token });
    expect(bigPage.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', reason: 'VALIDATION' });
    expect(bigPage.errors?.[0]?.message).toMatch(/pageSize must be from 1 to 100/);
    const badTime = await gql(
      stack.http,
      'query ($f: RecordFilter) { records(filter: $f) { pageInfo { total } } }',
      { f: { from: '2026-02-30T00:00:00Z' } },
      { token },
    );
    expect(badTime.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(badTime.errors?.[0]?.message).toMatch(/DateTime/);

    // Nothing changed: the spaced name does not exist; the good one has no records.
    const ghost = await gql(stack.http, LOGIN, { input: { userName: `${userName} x`, password: PASSWORD } });
    expect(ghost.errors?.[0]?.extensions?.reason).toBe('WRONG_CREDENTIALS');
    const records = await gql(stack.http, '{ records { pageInfo { total } } }', undefined, { token });
    expect(records.data?.records.pageInfo.total).toBe(0);
  });

  it('changes passwords, the agree status, and resets a forgotten password', async () => {
    const userName = uniqueName('chg');
    await registerMember(stack, userName);
    const token = await login(stack, userName);

    const agreed = await gql(stack.http, 'mutation { setAgreedToTerms(input: { agreedToTerms: true }) { agreedToTerms } }', undefined, { token });
    expect(agreed.data).toEqual({ setAgreedToTerms: { agreedToTerms: true } });
    // The deprecated name still answers, through the same code.
    const withdrawn = await gql(stack.http, 'mutation { setAgreeStatus(agreed: false) { agreedToTerms } }', undefined, { token });
    expect(withdrawn.data).toEqual({ setAgreeStatus: { agreedToTerms: false } });

    const tx = await gql(
      stack.http,
      'mutation ($i: ChangeTransactionPasswordInput!) { changeTransactionPassword(input: $i) }',
      { i: { oldTransactionPassword: TRANSACTION_PASSWORD, transactionPassword: 'tx-new-1', confirmTransactionPassword: 'tx-new-1' } },
      { token },
    );
    expect(tx.data).toEqual({ changeTransactionPassword: true });

    const changed = await gql(
      stack.http,
      'mutation ($i: ChangePasswordInput!) { changePassword(input: $i) }',
      { i: { oldPassword: PASSWORD, password: 'second-pass-2', confirmPassword: 'second-pass-2' } },
      { token },
    );
    expect(changed.data).toEqual({ changePassword: true });
    await login(stack, userName, 'second-pass-2');

    const sent = await gql(stack.http, 'mutation ($u: String!) { sendPasswordResetCode(input: { userName: $u }) }', { u: userName });
    expect(sent.data).toEqual({ sendPasswordResetCode: true });
    const outbox = await stack.platform.admin<Array<{ userName: string | null; body: string }>>('outbox', {});
    const code = /\b(\d{6})\b/.exec(outbox.find((m) => m.userName === userName)?.body ?? '')?.[1];
    expect(code).toBeDefined();
    const reset = await gql(
      stack.http,
      'mutation ($i: ResetPasswordInput!) { resetPassword(input: $i) }',
      { i: { userName, verifyCode: code, password: 'third-pass-3', confirmPassword: 'third-pass-3' } },
    );
    expect(reset.data).toEqual({ resetPassword: true });
    // The reset ended every session.
    expect((await gql(stack.http, '{ me { id } }', undefined, { token })).errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SESSION_ENDED' });
    await login(stack, userName, 'third-pass-3');
  });

  it('returns a fresh captcha on every call', async () => {
    const a = await gql(stack.http, '{ captcha { captchaId image } }');
    const b = await gql(stack.http, '{ captcha { captchaId image } }');
    expect(a.data?.captcha.image).toMatch(/^data:image\/svg\+xml/);
    expect(a.data?.captcha.captchaId).not.toBe(b.data?.captcha.captchaId);
  });
});
