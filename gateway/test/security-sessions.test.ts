/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL payloads are read as loose JSON in tests */
// Sessions and sign-in history through the real gateway in front of the real platform, envelope
// encrypted: the member's browser (its user-agent) reaches the platform through the gateway, so
// each session and sign-in names the member's device; one session is ended, then all others;
// the current one cannot be ended this way (a stable code, in the member's language).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { LOGIN, PASSWORD, registerMember, startStack, TRANSACTION_PASSWORD, uniqueName, type Stack } from './helpers.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SESSIONS = '{ memberSessions { id current browser os kind userAgent address startedAt lastSeenAt } }';
const HISTORY = 'query History($page: PageInput) { signInHistory(page: $page) { items { id outcome browser os kind userAgent address at } pageInfo { pageNum pageSize total } } }';
const END = 'mutation End($id: ID!) { endSession(id: $id) { id current } }';
const END_OTHERS = 'mutation { endOtherSessions }';
const FREEZE_STATE = '{ accountFreeze { frozen frozenAt source } }';
const FREEZE = 'mutation { freezeAccount { frozen frozenAt source } }';
const FREEZE_BY_LINK = 'mutation Freeze($token: String!) { freezeAccountByLink(token: $token) }';
const NOTICES = '{ notifications { items { event link } } }';
const TRANSFER = 'mutation Transfer($input: TransferInput!) { transfer(input: $input) { id } }';

describe('sessions and sign-in history through the gateway', () => {
  let stack: Stack;
  let userName: string;

  async function post(query: string, variables: Record<string, unknown> = {}, options: { token?: string; userAgent?: string; locale?: string } = {}) {
    let request = stack.http.post('/graphql').set('content-type', 'application/json').set('accept', 'application/graphql-response+json, application/json');
    if (options.token) request = request.set('authorization', `Bearer ${options.token}`);
    if (options.userAgent) request = request.set('user-agent', options.userAgent);
    if (options.locale) request = request.set('accept-language', options.locale);
    const response = await request.send({ query, variables });
    return response.body as { data?: any; errors?: any[] };
  }
  async function ok(query: string, variables: Record<string, unknown>, options: { token?: string; userAgent?: string }) {
    const answer = await post(query, variables, options);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data;
  }
  const signIn = async (userAgent: string, password = PASSWORD) => post(LOGIN, { input: { userName, password } }, { userAgent });

  beforeAll(async () => {
    stack = await startStack({ encrypt: true });
    userName = uniqueName('ses');
    await registerMember(stack, userName);
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('refuses every field without a session', async () => {
    for (const query of [SESSIONS, HISTORY, END_OTHERS]) {
      expect((await post(query)).errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
  });

  it('lists sessions by the member\'s device, ends one and then all others; the current one stays', async () => {
    const phone = (await signIn(IPHONE)).data.login.token as string;
    const desktop = (await signIn(WINDOWS_CHROME)).data.login.token as string;
    const seen = (await ok(SESSIONS, {}, { token: phone, userAgent: IPHONE })).memberSessions as any[];
    expect(seen[0]).toMatchObject({ current: true, browser: 'Safari 17', os: 'iOS 17.1', kind: 'mobile', userAgent: IPHONE });
    const desktopSession = seen.find((s) => s.browser === 'Chrome 120');
    expect(desktopSession).toMatchObject({ current: false, os: 'Windows 10', kind: 'desktop' });

    const refused = await post(END, { id: seen[0].id }, { token: phone, locale: 'zh-CN' });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ reason: 'SESSION_IS_CURRENT' });
    expect(refused.errors?.[0]?.message).toBe('这是您当前使用的会话，请通过退出登录来结束');

    const left = (await ok(END, { id: desktopSession.id }, { token: phone })).endSession as any[];
    expect(left.map((s) => s.id)).not.toContain(desktopSession.id);
    expect((await post(SESSIONS, {}, { token: desktop })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    // The registration's session is still open: ending the others ends exactly it.
    expect((await ok(END_OTHERS, {}, { token: phone })).endOtherSessions).toBe(1);
    expect(((await ok(SESSIONS, {}, { token: phone })).memberSessions as any[]).map((s) => s.current)).toEqual([true]);
  });

  it('shows failed sign-ins in the history with the device they came from', async () => {
    const failed = await signIn(WINDOWS_CHROME, 'not-the-password-1');
    expect(failed.errors?.[0]?.extensions?.reason).toBe('WRONG_CREDENTIALS');
    const token = (await signIn(IPHONE)).data.login.token as string;
    const page = (await ok(HISTORY, { page: { pageSize: 2 } }, { token })).signInHistory;
    expect(page.items.map((row: any) => [row.outcome, row.browser])).toEqual([
      ['SUCCESS', 'Safari 17'],
      ['WRONG_PASSWORD', 'Chrome 120'],
    ]);
    expect(page.pageInfo).toMatchObject({ pageNum: 1, pageSize: 2 });
    expect(page.pageInfo.total).toBeGreaterThanOrEqual(4);
  });

  it('a new-device notice links to a freeze that works signed out, once; a frozen account moves no money', async () => {
    const owner = uniqueName('frz');
    const payee = uniqueName('frp');
    await registerMember(stack, owner);
    await registerMember(stack, payee);
    await stack.platform.admin('members/adjust', { userName: owner, coinName: 'CASH_POINT', direction: 'in', amount: '500' });
    const login = async (userAgent: string) => (await post(LOGIN, { input: { userName: owner, password: PASSWORD } }, { userAgent })).data.login.token as string;
    await login(WINDOWS_CHROME);
    const token = await login(IPHONE);

    const notice = ((await ok(NOTICES, {}, { token })).notifications.items as any[]).find((n) => n.event === 'SIGN_IN_NEW_DEVICE');
    expect(notice.link).toMatch(/^\/freeze\?token=/);
    const linkToken = decodeURIComponent(notice.link.slice('/freeze?token='.length));

    expect((await ok(FREEZE_STATE, {}, { token })).accountFreeze).toEqual({ frozen: false, frozenAt: null, source: null });
    expect((await ok(FREEZE_BY_LINK, { token: linkToken }, {})).freezeAccountByLink).toBe(true);
    const again = await post(FREEZE_BY_LINK, { token: linkToken }, { locale: 'id-ID' });
    expect(again.errors?.[0]?.extensions?.reason).toBe('FREEZE_LINK_INVALID');
    expect(again.errors?.[0]?.message).toBe('Tautan pembekuan ini sudah tidak berlaku; masuk dan bekukan akun dari pengaturan keamanan');

    expect((await ok(FREEZE_STATE, {}, { token })).accountFreeze).toMatchObject({ frozen: true, source: 'EMAIL_LINK' });
    const refused = await post(
      TRANSFER,
      { input: { toUser: payee, coinName: 'CASH_POINT', amount: '100', transactionPassword: TRANSACTION_PASSWORD, requestId: randomUUID() } },
      { token, locale: 'ko-KP' },
    );
    expect(refused.errors?.[0]?.extensions?.reason).toBe('ACCOUNT_FROZEN');
    expect(refused.errors?.[0]?.message).toBe('계정이 동결되었습니다. 고객 지원이 해제할 때까지 자금을 이동할 수 없습니다');
  });

  it('the member freezes from settings', async () => {
    const name = uniqueName('frs');
    await registerMember(stack, name);
    const token = (await post(LOGIN, { input: { userName: name, password: PASSWORD } })).data.login.token as string;
    expect((await ok(FREEZE, {}, { token })).freezeAccount).toMatchObject({ frozen: true, source: 'SETTINGS' });
    expect((await post(FREEZE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('the withdrawal whitelist: on at once, an added address counts after 24 hours; another member\'s address is refused', async () => {
    const name = uniqueName('wls');
    const { userId } = await registerMember(stack, name);
    const token = (await post(LOGIN, { input: { userName: name, password: PASSWORD } })).data.login.token as string;
    const addressId = `wad_gw${randomBytes(6).toString('hex')}`;
    await stack.platform.db
      .insertInto('withdrawal_addresses')
      .values({ id: addressId, member_id: userId, type: 'BEP20', address: `0x${randomBytes(20).toString('hex')}`, usable_from: new Date() })
      .execute();
    const FIELDS = '{ on offAt addresses { id network whitelisted whitelistedFrom } }';
    expect((await ok(`{ withdrawalWhitelist ${FIELDS} }`, {}, { token })).withdrawalWhitelist).toMatchObject({ on: false, offAt: null });
    expect((await ok(`mutation { setWithdrawalWhitelistMode(on: true) ${FIELDS} }`, {}, { token })).setWithdrawalWhitelistMode).toMatchObject({ on: true, offAt: null });
    const listed = (await ok(`mutation List($id: ID!) { setAddressWhitelisted(id: $id, listed: true) ${FIELDS} }`, { id: addressId }, { token })).setAddressWhitelisted;
    expect(listed.addresses).toEqual([expect.objectContaining({ id: addressId, network: 'BEP20', whitelisted: false })]);
    expect(Date.parse(listed.addresses[0].whitelistedFrom)).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    const intruder = uniqueName('wli');
    await registerMember(stack, intruder);
    const intruderToken = (await post(LOGIN, { input: { userName: intruder, password: PASSWORD } })).data.login.token as string;
    const refused = await post(`mutation List($id: ID!) { setAddressWhitelisted(id: $id, listed: false) ${FIELDS} }`, { id: addressId }, { token: intruderToken });
    expect(refused.errors?.[0]?.extensions?.reason).toBe('WITHDRAWAL_ADDRESS_NOT_FOUND');
  });
});
