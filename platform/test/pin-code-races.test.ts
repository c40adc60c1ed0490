// Races on one PIN code (RELIABILITY.md), on PostgreSQL (real concurrency): the code row is
// locked, so of many concurrent transfers or activations of one code exactly one wins, the
// others are refused with their reason, and the ledger stays clean.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { TestPlatform } from '../src/testing.ts';
import { call, expectOk, login, registerMember, usePlatformOnPostgres, type Answer, type Loose, describeOnPostgres } from './helpers.ts';
import { credit, expectLedgerClean, signedInMember, snapshot, type SignedIn } from './money-helpers.ts';

const ATTEMPTS = 30;

function winners(answers: Answer[], reasons: string[]): Answer[] {
  for (const answer of answers) {
    if (answer.code === 20000) continue;
    expect({ status: answer.status, code: answer.code }).toEqual({ status: 200, code: 9001 });
    expect(reasons, answer.msg).toContain(answer.reason);
  }
  return answers.filter((a) => a.code === 20000);
}

describeOnPostgres('PIN code races on PostgreSQL', () => {
  let platform: TestPlatform;
  usePlatformOnPostgres((started) => (platform = started));

  const pin = (member: SignedIn, path: string, data: Record<string, unknown>) =>
    call(platform, `/api/app/matchingCode/${path}`, { ...data, requestId: randomUUID() }, { token: member.token });

  async function member(sponsor?: SignedIn): Promise<SignedIn> {
    const m = sponsor ? await registerMember(platform, { referralId: sponsor.referralId }) : await signedInMember(platform);
    const signedIn = 'token' in m ? (m as SignedIn) : { ...m, token: await login(platform, m) };
    await platform.admin('members/flags', { userName: signedIn.userName, matchingCodeStatus: 1 });
    return signedIn;
  }

  it(`of ${ATTEMPTS} concurrent transfers of one code to different members, exactly one moves it`, async () => {
    const alice = await member();
    const recipients = [await member(), await member(), await member()];
    await credit(platform, alice.userName, 'CASH_POINT', '100');
    const [code] = expectOk(await pin(alice, 'buyMatchingCode', { matchingId: 'ENT-100' })).codes as Loose[];
    let next = 0;
    const answers = await Promise.all(Array.from({ length: ATTEMPTS }, () => pin(alice, 'transferMatchingCode', { id: code.id, toUser: recipients[next++ % 3]!.userName })));
    const won = winners(answers, ['PIN_CODE_NOT_HELD']);
    expect(won).toHaveLength(1);
    const winner = recipients.find((r) => r.userName === won[0]!.data.toUserName)!;
    const chain = expectOk(await pin(alice, 'matchingCodeRecordList', { id: code.id })).list as Loose[];
    expect(chain.map((e) => e.type)).toEqual(['PURCHASE', 'TRANSFER']);
    for (const recipient of recipients) {
      const held = expectOk(await pin(recipient, 'matchingCodeList', {})).list as Loose[];
      expect(held.map((c) => c.id)).toEqual(recipient === winner ? [code.id] : []);
    }
  });

  it(`of ${ATTEMPTS} concurrent activations and transfers of one code, exactly one uses it and one package opens`, async () => {
    const alice = await member();
    const carol = await member(alice);
    const bob = await member();
    await credit(platform, alice.userName, 'CASH_POINT', '100');
    const [code] = expectOk(await pin(alice, 'buyMatchingCode', { matchingId: 'ENT-100' })).codes as Loose[];
    let next = 0;
    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, () => {
        const turn = next++ % 3;
        if (turn === 0) return pin(alice, 'activeMatchingCode', { id: code.id });
        if (turn === 1) return pin(alice, 'activeMatchingCode', { id: code.id, userName: carol.userName });
        return pin(alice, 'transferMatchingCode', { id: code.id, toUser: bob.userName });
      }),
    );
    expect(winners(answers, ['PIN_CODE_USED', 'PIN_CODE_NOT_HELD'])).toHaveLength(1);
    const chain = expectOk(await pin(alice, 'matchingCodeRecordList', { id: code.id })).list as Loose[];
    expect(chain).toHaveLength(2);
    const opened = [await snapshot(platform, alice.token), await snapshot(platform, carol.token)].map((balances) => Number(balances['ASSETS_POINT/locked']));
    expect(opened.reduce((a, b) => a + b, 0)).toBe(chain[1].type === 'ACTIVATE' ? 100 : 0);
    await expectLedgerClean(platform);
  });
});
