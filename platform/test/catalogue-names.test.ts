import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { call, expectBadRequest, expectOk, expectRefused, type Loose } from './helpers.ts';
import { credit, signedInMember, type SignedIn } from './money-helpers.ts';
import { product, tryAdmin } from './product-helpers.ts';

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

  it('refuses a language the portal does not speak, and a name too long, changing nothing', async () => {
    const before = await listing();
    expectRefused(await tryAdmin(platform, 'packages/catalogue/set', { id: 'ENT-50', names: { 'fr-FR': 'Fiducie 50' } }), 'VALIDATION');
    expectBadRequest(await tryAdmin(platform, 'packages/catalogue/set', { id: 'ENT-50', names: { 'zh-CN': 'x'.repeat(65) } }));
    expect(await listing()).toEqual(before);
  });
});
