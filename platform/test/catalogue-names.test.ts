import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { randomBytes } from 'node:crypto';
import { call, expectBadRequest, expectOk, expectRefused, login, registerMember, type Loose } from './helpers.ts';
import { credit, signedInMember, type SignedIn } from './money-helpers.ts';
import { product, screenshot, tryAdmin } from './product-helpers.ts';

// A catalogue package's name per language: the operator sets it, the listing flags the languages
// still without one, and a member reads the name in their language, the en-US name otherwise.
describe('catalogue names per language', () => {
  let platform: TestPlatform;
  let member: SignedIn;
  const entryOf = async (id: string) => ((await platform.admin('packages/catalogue', { kind: 'ENTRUST' })) as Loose[]).find((entry) => entry.id === id)!;
  const listing = () => entryOf('ENT-50');
  const memberName = async (locale: string, id = 'ENT-50') =>
    (expectOk(await product(platform, member, 'trusteeship/matchingList', {}, locale)) as Loose[]).find((entry) => entry.id === id)!.name;

  beforeAll(async () => {
    platform = await startTestPlatform();
    member = await signedInMember(platform);
    // A package the operator adds: named in en-US only.
    await platform.admin('packages/catalogue/set', { id: 'ENT-50', kind: 'ENTRUST', name: 'Trust 50', amount: '50', contractDays: 30, dailyProfitRatio: '0.004', maxPurchaseCount: 3 });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('ships its packages named in every language; flags every language a new package lacks, whose members read the en-US name', async () => {
    expect(await entryOf('ENT-100')).toMatchObject({ name: 'Entrust 100', names: { 'zh-CN': '托管 100', 'ja-JP': '信託 100', 'ko-KP': '위탁 100', 'id-ID': 'Titipan 100' }, missingLanguages: [] });
    expect(await memberName('zh-CN', 'ENT-100')).toBe('托管 100');
    const entry = await listing();
    expect(entry).toMatchObject({ name: 'Trust 50', names: {}, missingLanguages: ['zh-CN', 'ja-JP', 'ko-KP', 'id-ID'] });
    expect(await memberName('zh-CN')).toBe('Trust 50');
  });

  it('names a package in Chinese: Chinese members read it, others the en-US name; an empty name removes it', async () => {
    const english = (await listing()).name;
    const set = (await platform.admin('packages/catalogue/set', { id: 'ENT-50', names: { 'zh-CN': ' 托管 50 ', 'ja-JP': '信託 50' } })) as Loose;
    expect(set).toMatchObject({ name: english, names: { 'zh-CN': '托管 50', 'ja-JP': '信託 50' }, missingLanguages: ['ko-KP', 'id-ID'] });
    expect(await memberName('zh-CN')).toBe('托管 50');
    expect(await memberName('ja-JP')).toBe('信託 50');
    expect(await memberName('ko-KP')).toBe(english);
    expect(await memberName('en-US')).toBe(english);

    // What the member holds, and the history of buying it, carry the Chinese name too.
    await credit(platform, member.userName, 'ASSETS_POINT', '50');
    expectOk(await product(platform, member, 'trusteeship/buyMatching', { matchingId: 'ENT-50' }));
    expect((expectOk(await product(platform, member, 'trusteeship/buyMatchingList', { pageNum: 1, pageSize: 10 }, 'zh-CN')) as Loose).list).toMatchObject([{ matchingId: 'ENT-50', name: '托管 50' }]);
    const records = expectOk(await call(platform, '/api/app/assets/assetsRecordList', { recordType: 'PURCHASE' }, { token: member.token, locale: 'zh-CN' })) as Loose;
    expect(records.list).toMatchObject([{ recordType: 'PURCHASE', note: { kind: 'PACKAGE', packageName: '托管 50' } }]);
    const korean = expectOk(await call(platform, '/api/app/assets/assetsRecordList', { recordType: 'PURCHASE' }, { token: member.token, locale: 'ko-KP' })) as Loose;
    expect(korean.list[0].note.packageName).toBe(english);

    await platform.admin('packages/catalogue/set', { id: 'ENT-50', names: { 'ja-JP': '' } });
    expect(await listing()).toMatchObject({ names: { 'zh-CN': '托管 50' }, missingLanguages: ['ja-JP', 'ko-KP', 'id-ID'] });
    expect(await memberName('ja-JP')).toBe(english);
  });

  it('words the names a remark carries (a PIN purchase, a team bonus, an upgrade) in the member\'s language', async () => {
    const buyer = { ...(await registerMember(platform, { referralId: member.referralId })) } as Loose;
    buyer.token = await login(platform, buyer);
    const recordsIn = async (who: Loose, locale: string) =>
      ((expectOk(await call(platform, '/api/app/assets/assetsRecordList', { pageNum: 1, pageSize: 50 }, { token: who.token, locale })) as Loose).list as Loose[]);
    await credit(platform, buyer.userName, 'INSURANCE_POINT', '2000');
    const bought = expectOk(await product(platform, buyer, 'insurance/buyMatching', { matchingId: 'INS-100' })) as Loose;
    expectOk(await product(platform, buyer, 'insurance/upgradeMatching', { id: bought.id, matchingId: 'INS-500' }));
    await platform.admin('members/flags', { userName: buyer.userName, matchingCodeStatus: 1 });
    const plan = (expectOk(await product(platform, buyer, 'matchingCode/matchingCodePriceList')) as Loose[]).find((entry) => entry.matchingId === 'INS-100')!;
    await credit(platform, buyer.userName, plan.priceCoinName, '1000');
    expectOk(await product(platform, buyer, 'matchingCode/buyMatchingCode', { matchingId: 'INS-100', quantity: 2, requestId: `rq-${randomBytes(4).toString('hex')}` }));

    const note = (records: Loose[], type: string) => records.find((record) => record.recordType === type)!.note;
    const zh = await recordsIn(buyer, 'zh-CN');
    expect(note(zh, 'UPGRADE')).toMatchObject({ kind: 'PACKAGE', packageName: '保险 100', targetPackageName: '保险 500' });
    expect(note(zh, 'PIN_PURCHASE')).toEqual({ kind: 'PIN_PURCHASE', packageName: '保险 100', quantity: 2 });
    const ja = await recordsIn(buyer, 'ja-JP');
    expect(note(ja, 'PIN_PURCHASE').packageName).toBe('保険 100');
    // en-US reads the names as written.
    expect(note(await recordsIn(buyer, 'en-US'), 'UPGRADE')).toMatchObject({ packageName: 'Insurance 100', targetPackageName: 'Insurance 500' });

    // The sponsor's team bonuses name the package bought, and the buyer (a user name, no id).
    const bonuses = (await recordsIn(member, 'zh-CN')).filter((record) => record.note?.kind === 'BONUS');
    expect(bonuses.map((record) => record.note)).toEqual(
      expect.arrayContaining([
        { kind: 'BONUS', counterparty: buyer.userName, packageName: '保险 100' },
        { kind: 'BONUS', counterparty: buyer.userName, packageName: '保险 500' },
      ]),
    );
  });

  it('names the commitment plans and the free package in the member\'s language', async () => {
    await platform.admin('members/flags', { userName: member.userName, commitmentPackageStatus: 1 });
    const area = expectOk(await call(platform, '/api/app/commitment-package/commitmentPackageList', {}, { token: member.token, locale: 'zh-CN' })) as Loose;
    expect(area.plans.find((plan: Loose) => plan.matchingId === 'INS-100').name).toBe('保险 100');
    expect(area.free).toMatchObject({ matchingId: 'ENT-100', name: '托管 100' });
    const english = expectOk(await call(platform, '/api/app/commitment-package/commitmentPackageList', {}, { token: member.token, locale: 'en-US' })) as Loose;
    expect(english.plans.find((plan: Loose) => plan.matchingId === 'INS-100').name).toBe('Insurance 100');
  });

  it('refuses a language the portal does not speak, and a name too long, changing nothing', async () => {
    const before = await listing();
    expectRefused(await tryAdmin(platform, 'packages/catalogue/set', { id: 'ENT-50', names: { 'fr-FR': 'Fiducie 50' } }), 'VALIDATION');
    expectBadRequest(await tryAdmin(platform, 'packages/catalogue/set', { id: 'ENT-50', names: { 'zh-CN': 'x'.repeat(65) } }));
    expect(await listing()).toEqual(before);
  });
});

// A receiving bank channel's name per language, the same way: the operator names it, the listing
// flags the languages still without one, members read it in their language (the channel list,
// their deposits, the deposit's history line), the en-US name otherwise.
describe('bank channel names per language', () => {
  let platform: TestPlatform;
  let member: SignedIn;
  let channelId: string;
  const listing = async () => (await platform.admin<Loose[]>('bank/list', {})).find((entry) => entry.id === channelId)!;
  const channelsIn = async (locale: string) =>
    (expectOk(await call(platform, '/api/app/deposit/depositBankConfigList', {}, { token: member.token, locale })) as Loose[]).find((entry) => entry.id === channelId)!.channelName;

  beforeAll(async () => {
    platform = await startTestPlatform();
    member = await signedInMember(platform);
    const added = await platform.admin<Loose>('bank/add', { channelName: 'USD wire', bankName: 'Citi', accountName: 'Portal Ltd', accountNumber: '400-500-600', exchangeRate: '1', names: { 'zh-CN': '美元电汇' } });
    channelId = added.id;
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('flags the languages without a name; a Chinese member reads the Chinese name, others the en-US one; an empty name removes it', async () => {
    expect(await listing()).toMatchObject({ channelName: 'USD wire', names: { 'zh-CN': '美元电汇' }, missingLanguages: ['ja-JP', 'ko-KP', 'id-ID'] });
    expect(await channelsIn('zh-CN')).toBe('美元电汇');
    expect(await channelsIn('ko-KP')).toBe('USD wire');
    expect(await channelsIn('en-US')).toBe('USD wire');

    const named = await platform.admin<Loose>('bank/set', { id: channelId, names: { 'ja-JP': ' 米ドル送金 ', 'ko-KP': '달러 송금', 'id-ID': 'Transfer USD' } });
    expect(named).toMatchObject({ names: { 'zh-CN': '美元电汇', 'ja-JP': '米ドル送金', 'ko-KP': '달러 송금', 'id-ID': 'Transfer USD' }, missingLanguages: [] });
    expect(await channelsIn('ja-JP')).toBe('米ドル送金');

    // A deposit by that channel: the member's list and the history line name it in Chinese.
    const form = new FormData();
    form.append('data', JSON.stringify({ data: { channelId, amountUsd: '100', requestId: `rq-${randomBytes(4).toString('hex')}` }, needEn: false }));
    form.append('receipt', new Blob([new Uint8Array(screenshot())], { type: 'image/png' }), 'receipt.png');
    const sent = (await (await fetch(`${platform.url}/api/app/deposit/bankDeposit`, { method: 'POST', headers: { token: member.token, 'login-type': 'USER' }, body: form })).json()) as Loose;
    expect(sent.code).toBe(20000);
    await platform.admin('deposits/approve', { id: sent.data.id });
    const deposits = expectOk(await call(platform, '/api/app/deposit/depositBankOrderList', { pageNum: 1, pageSize: 10 }, { token: member.token, locale: 'zh-CN' })) as Loose;
    expect(deposits.list[0]).toMatchObject({ id: sent.data.id, channelName: '美元电汇' });
    const records = expectOk(await call(platform, '/api/app/assets/assetsRecordList', { recordType: 'DEPOSIT' }, { token: member.token, locale: 'zh-CN' })) as Loose;
    expect(records.list[0].note).toEqual({ kind: 'DEPOSIT', orderId: sent.data.id, destination: '美元电汇' });

    await platform.admin('bank/set', { id: channelId, names: { 'ja-JP': '' } });
    expect(await listing()).toMatchObject({ missingLanguages: ['ja-JP'] });
    expect(await channelsIn('ja-JP')).toBe('USD wire');
  });

  it('refuses a language the portal does not speak, a name too long, and an unknown channel, changing nothing', async () => {
    const before = await listing();
    expectRefused(await tryAdmin(platform, 'bank/set', { id: channelId, names: { 'fr-FR': 'Virement USD' } }), 'VALIDATION');
    expectBadRequest(await tryAdmin(platform, 'bank/set', { id: channelId, names: { 'zh-CN': 'x'.repeat(101) } }));
    expectRefused(await tryAdmin(platform, 'bank/set', { id: 'sba_none', names: { 'zh-CN': '美元' } }), 'BANK_ACCOUNT_NOT_FOUND');
    expect(await listing()).toEqual(before);
  });
});
