// @vitest-environment happy-dom
// The history in the member's language: every kind of record note worded in zh-CN from its parts,
// without an internal id or an English word in the list; the words link to the screen of what the
// record belongs to; the id is offered only in the record's details, as a reference to copy.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordNoteKind } from '@/generated/graphql';
import { RecordsList } from '@/features/records/components/records-list';
import type { RecordItem } from '@/features/records/components/use-record-text';
import { DECIMALS_MOCK, SCREEN_TEST } from './money-forms';
import { renderIn } from './render';

afterEach(cleanup);

type Note = NonNullable<RecordItem['note']>;

// What members and operators named (user names, a game account, an address): shown as written, so
// left out of the English check. The package names and the bank channel are as an operator names
// them in Chinese.
const MEMBER = 'wang88';
const ADDRESS = 'TRC20 TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const GAME_ACCOUNT = 'wang88_game';
const OFFER = 'otc_01m8x1k2q3w4e5';
const TRADE = 'otc_01m8x9z8y7x6w5';
const ROUND = 'jpr_01jd8k4w2m7qz3';
const PACKAGE = 'pkg_01jd8k4w2m7qz3';

function note(kind: RecordNoteKind, parts: Partial<Note> = {}): Note {
  return {
    __typename: 'RecordNote',
    kind,
    fromCoin: null,
    toCoin: null,
    orderId: null,
    counterparty: null,
    destination: null,
    packageName: null,
    targetPackageName: null,
    round: null,
    tradeOrder: null,
    firstTicket: null,
    lastTicket: null,
    quantity: null,
    day: null,
    depth: null,
    text: null,
    ...parts,
  };
}

// One note of every kind the platform serves (the type makes a new kind fail to compile here).
const NOTES: Record<RecordNoteKind, Note[]> = {
  CONVERT: [note('CONVERT', { fromCoin: 'BONUS_POINT', toCoin: 'CASH_POINT', orderId: 'cvo_01jd8k4w2m7qz3' })],
  TRANSFER: [note('TRANSFER', { counterparty: MEMBER })],
  WITHDRAWAL: [note('WITHDRAWAL', { orderId: 'wdr_01jd8k4w2m7qz3', destination: ADDRESS }), note('WITHDRAWAL', { orderId: 'wdr_01jd8k4w2m7qz4' })],
  DEPOSIT: [note('DEPOSIT', { orderId: 'dep_01jd8k4w2m7qz3', destination: '工商银行' }), note('DEPOSIT', { orderId: 'R-7788' })],
  PACKAGE: [
    note('PACKAGE', { packageName: '黄金配套', orderId: PACKAGE }),
    note('PACKAGE', { packageName: '黄金配套', orderId: PACKAGE, round: 2 }),
    note('PACKAGE', { packageName: '黄金配套', orderId: PACKAGE, tradeOrder: 3 }),
    note('PACKAGE', { packageName: '黄金配套', orderId: PACKAGE, day: '2026-11-19' }),
    note('PACKAGE', { packageName: '白银配套', targetPackageName: '黄金配套', orderId: PACKAGE }),
  ],
  OTC_ESCROW: [note('OTC_ESCROW', { orderId: OFFER })],
  OTC_ESCROW_RETURNED: [note('OTC_ESCROW_RETURNED', { orderId: OFFER })],
  OTC_TRADE: [note('OTC_TRADE', { orderId: TRADE })],
  OTC_APPEAL_HELD: [note('OTC_APPEAL_HELD', { orderId: TRADE })],
  OTC_APPEAL_RELEASED: [note('OTC_APPEAL_RELEASED', { orderId: TRADE })],
  OTC_APPEAL_REVERSED: [note('OTC_APPEAL_REVERSED', { orderId: TRADE })],
  JACKPOT_ENTRY: [note('JACKPOT_ENTRY', { orderId: ROUND, firstTicket: 0, lastTicket: 1 }), note('JACKPOT_ENTRY', { orderId: ROUND, firstTicket: 5, lastTicket: 5 })],
  JACKPOT_WIN: [note('JACKPOT_WIN', { orderId: ROUND, firstTicket: 0, lastTicket: 0 })],
  PIN_PURCHASE: [note('PIN_PURCHASE', { packageName: '黄金配套', quantity: 3 })],
  BONUS: [note('BONUS', { counterparty: MEMBER, packageName: '黄金配套' })],
  PROFIT_SHARING: [note('PROFIT_SHARING', { day: '2026-11-19', depth: 2 })],
  GAME: [note('GAME', { destination: GAME_ACCOUNT })],
  FINE: [note('FINE', { orderId: PACKAGE, text: '保费逾期' }), note('FINE', { orderId: PACKAGE })],
  ADJUSTMENT: [note('ADJUSTMENT'), note('ADJUSTMENT', { text: '活动奖励' })],
  TEXT: [note('TEXT', { text: '运营备注' })],
};

const ITEMS: RecordItem[] = Object.values(NOTES)
  .flat()
  .map((n, index) => ({
    __typename: 'AssetRecord',
    id: `rec_01jd8k4w2m7q${String(index).padStart(2, '0')}`,
    receiptNumber: `R20261120${String(index).padStart(10, '0')}`,
    transactionNumber: `txn_01jd8k4w2m7q${String(index).padStart(2, '0')}`,
    coinName: 'CASH_POINT',
    recordType: 'ADJUST_IN',
    // As the platform names the type in zh-CN.
    recordTypeName: '调账增加',
    amount: index % 2 ? '-1' : '1',
    fee: null,
    actualAmount: null,
    status: 'SUCCESS',
    reason: null,
    hash: null,
    // The raw remark still travels (exports, older clients); the list never shows it.
    remark: `OTC offer ${OFFER}: escrow`,
    note: n,
    createdAt: '2026-11-20T08:00:00.000Z',
  }));

// Abbreviations the zh-CN catalogue itself writes (credit and product names).
const ALLOWED_LATIN = new Set(['USDT', 'GMT', 'P2P', 'PIN', 'OTC']);

/** The list's text as a member reads it, without the transaction numbers (the record's own reference, copyable in place) and the names members gave. */
function listText(): string {
  const list = screen.getByTestId('records').cloneNode(true) as HTMLElement;
  for (const number of list.querySelectorAll('[data-testid="record-number"]')) number.remove();
  let text = list.textContent ?? '';
  for (const named of [ADDRESS, GAME_ACCOUNT, MEMBER]) text = text.replaceAll(named, '');
  return text;
}

describe('the history in zh-CN', SCREEN_TEST, () => {
  for (const compact of [false, true]) {
    it(`${compact ? 'on a phone' : 'in the table'}: words every kind of note without an id or an English word, each linked to its screen`, async () => {
      await renderIn(
        'zh-CN',
        <MockedProvider mocks={[DECIMALS_MOCK]}>
          <MemoryRouter>
            <RecordsList items={ITEMS} compact={compact} />
          </MemoryRouter>
        </MockedProvider>,
      );
      const notes = screen.getAllByTestId('record-note').map((cell) => cell.textContent);
      expect(notes).toHaveLength(ITEMS.length);
      for (const text of notes) expect(text, 'every note is worded').toMatch(/\S/);

      const text = listText();
      expect(text.match(/_[0-9a-z]{6,}/g), 'no internal id in the list').toBeNull();
      const latin = (text.match(/[A-Za-z][A-Za-z0-9]+/g) ?? []).filter((word) => !ALLOWED_LATIN.has(word));
      expect(latin, 'no English word in the list').toEqual([]);

      // Tickets counted from 1; the credits, packages and days in Chinese.
      expect(notes).toContain('奖池第 1–2 号票');
      expect(notes).toContain('奖池第 6 号票');
      expect(notes).toContain('奖池奖金，中奖票第 1 号');
      expect(notes).toContain('奖励积分 → 现金积分');
      expect(notes).toContain('白银配套 → 黄金配套');
      expect(notes).toContain('黄金配套，2026年11月19日 的收益');
      expect(notes).toContain('您的 P2P 挂单托管冻结');

      // Each note links to the screen of what it belongs to.
      const links = Object.fromEntries(screen.getAllByTestId('record-note-link').map((link) => [link.textContent, link.getAttribute('href')]));
      expect(links['您的 P2P 挂单托管冻结']).toBe('/otc');
      expect(links['P2P 交易申诉后放行']).toBe('/otc');
      expect(links['奖池第 1–2 号票']).toBe('/prize');
      expect(links['黄金配套，第 2 轮保费']).toBe('/package');
      expect(links['奖励积分 → 现金积分']).toBe('/convert');
      expect(links['提现至 ' + ADDRESS]).toBe('/withdraw');
      expect(links['黄金配套 激活码 3 个']).toBe('/code');
    });
  }

  it('shows the offer id only in the record details, whole, as a reference to copy', async () => {
    await renderIn(
      'zh-CN',
      <MockedProvider mocks={[DECIMALS_MOCK]}>
        <MemoryRouter>
          <RecordsList items={ITEMS} compact={false} />
        </MemoryRouter>
      </MockedProvider>,
    );
    const escrow = screen.getAllByTestId('record').find((row) => row.textContent?.includes('您的 P2P 挂单托管冻结'))!;
    expect(escrow.textContent).not.toContain(OFFER);
    await userEvent.setup({ delay: null }).click(within(escrow).getByTestId('record-open'));
    const details = await screen.findByTestId('record-details');
    const reference = within(details).getByTestId('detail-reference');
    expect(reference.textContent).toBe(OFFER);
    expect(within(reference).getByRole('button', { name: '复制参考编号' })).toBeTruthy();
    expect(within(details).getByTestId('detail-note').textContent).toBe('您的 P2P 挂单托管冻结');
  });
});
