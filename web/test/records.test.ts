import { describe, expect, it } from 'vitest';
import { truncateMiddle } from '@/components/truncated-copy';
import { exportUrl } from '@/features/records/api/export-records';
import { actualAmountKey } from '@/features/records/utils/actual-amount-label';
import { noteMessage } from '@/features/records/utils/record-note';
import { datePattern } from '@/lib/format';
import { enUS } from '@/lib/locales/en-US';
import { zhCN } from '@/lib/locales/zh-CN';
import { CATALOGUES } from './all-catalogues';

const wording = { credit: (coin: string) => enUS.credits[coin as keyof typeof enUS.credits], day: (day: string) => `day ${day}` };

describe('a record note in the member\'s words', () => {
  it('names the credits of a convert instead of their codes, and keeps its order as the reference', () => {
    expect(noteMessage({ kind: 'CONVERT', fromCoin: 'BONUS_POINT', toCoin: 'CASH_POINT', orderId: 'cvo_1' }, '-5', wording)).toEqual({
      key: 'records.notes.convert',
      values: { from: 'Bonus', to: 'Cash' },
      link: 'convert',
      reference: 'cvo_1',
    });
  });

  it('tells which way a transfer went from the sign of the amount', () => {
    expect(noteMessage({ kind: 'TRANSFER', counterparty: 'bob' }, '-10', wording)).toMatchObject({ key: 'records.notes.transferOut', values: { name: 'bob' } });
    expect(noteMessage({ kind: 'TRANSFER', counterparty: 'bob' }, '10', wording)).toMatchObject({ key: 'records.notes.transferIn', values: { name: 'bob' } });
  });

  it('words withdrawals, deposits and packages without their ids, and keeps free text as written', () => {
    expect(noteMessage({ kind: 'WITHDRAWAL', orderId: 'wdr_1', destination: 'TRC20 T9' }, '-1', wording)).toEqual({
      key: 'records.notes.withdrawalTo',
      values: { destination: 'TRC20 T9' },
      link: 'withdraw',
      reference: 'wdr_1',
    });
    expect(noteMessage({ kind: 'WITHDRAWAL', orderId: 'wdr_1' }, '1', wording)).toMatchObject({ key: 'records.notes.withdrawal', values: {} });
    expect(noteMessage({ kind: 'DEPOSIT', orderId: 'dep_1', destination: 'HSBC' }, '1', wording)).toMatchObject({ key: 'records.notes.bankDeposit', reference: 'dep_1' });
    expect(noteMessage({ kind: 'PACKAGE', packageName: 'Gold', orderId: 'pkg_1', round: 2 }, '-1', wording)).toEqual({
      key: 'records.notes.packageRound',
      values: { name: 'Gold', round: 2 },
      link: 'package',
      reference: 'pkg_1',
    });
    expect(noteMessage({ kind: 'PACKAGE', packageName: 'Gold', orderId: 'pkg_1', day: '2030-06-01' }, '1', wording)).toMatchObject({ values: { name: 'Gold', day: 'day 2030-06-01' } });
    expect(noteMessage({ kind: 'TEXT', text: 'welcome' }, '1', wording)).toEqual({ text: 'welcome' });
    expect(noteMessage({ kind: 'TEXT' }, '1', wording)).toBeNull();
  });

  it('numbers jackpot tickets from 1, as the jackpot screen does (the platform counts from 0)', () => {
    expect(noteMessage({ kind: 'JACKPOT_ENTRY', orderId: 'jpr_1', firstTicket: 0, lastTicket: 1 }, '-5', wording)).toEqual({
      key: 'records.notes.jackpotTickets',
      values: { first: 1, last: 2 },
      link: 'prize',
      reference: 'jpr_1',
    });
    expect(noteMessage({ kind: 'JACKPOT_ENTRY', orderId: 'jpr_1', firstTicket: 4, lastTicket: 4 }, '-5', wording)).toMatchObject({ key: 'records.notes.jackpotTicket', values: { ticket: 5 } });
    expect(noteMessage({ kind: 'JACKPOT_WIN', orderId: 'jpr_1', firstTicket: 0, lastTicket: 0 }, '9', wording)).toMatchObject({ key: 'records.notes.jackpotWin', values: { ticket: 1 } });
  });

  it('has every note and status worded in the catalogues', () => {
    for (const catalogue of Object.values(CATALOGUES)) {
      expect(Object.keys(catalogue.records.statuses)).toHaveLength(10);
      expect(Object.keys(catalogue.records.notes)).toEqual(Object.keys(enUS.records.notes));
      expect(catalogue.records.notes.convert).toContain('{{from}}');
      // No note's words carry an id: the details show it as the reference.
      for (const words of Object.values(catalogue.records.notes)) expect(words).not.toContain('{{order}}');
    }
    expect(zhCN.records.statuses.SUCCESS).toBe('成功');
  });
});

describe("a record's actual amount", () => {
  it('is named after its sign: received when it came in, sent or paid when it went out', () => {
    expect(actualAmountKey({ recordType: 'TRANSFER', amount: '10', actualAmount: '9.5' })).toBe('records.actualAmount');
    expect(actualAmountKey({ recordType: 'TRANSFER', amount: '-10', actualAmount: '-10' })).toBe('records.actualSent');
    expect(actualAmountKey({ recordType: 'WITHDRAW', amount: '-100', actualAmount: '-98' })).toBe('records.actualSent');
    expect(actualAmountKey({ recordType: 'PURCHASE', amount: '-500', actualAmount: '-500' })).toBe('records.actualPaid');
    expect(actualAmountKey({ recordType: 'CONVERT_FEE', amount: '-2', actualAmount: null })).toBe('records.actualPaid');
    expect(actualAmountKey({ recordType: 'ADJUST_IN', amount: '50', actualAmount: null })).toBe('records.actualAmount');
  });

  it('has its three names in every catalogue, received and sent apart', () => {
    for (const catalogue of Object.values(CATALOGUES)) {
      const { actualAmount, actualSent, actualPaid } = catalogue.records;
      expect(new Set([actualAmount, actualSent, actualPaid]).size).toBe(3);
    }
    expect(enUS.records.actualSent).toBe('Sent');
  });
});

describe('the CSV export', () => {
  it('asks for the list under every filter it shows, and for all its pages', () => {
    const url = new URL(
      exportUrl({ coinName: 'CASH_POINT', recordType: 'TRANSFER', status: 'SUCCESS', search: 'txn_01', from: '2026-01-01T00:00:00.000Z', to: '2026-02-01T00:00:00.000Z' }),
      'https://portal.example',
    );
    expect(url.pathname).toBe('/export/records.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      coinName: 'CASH_POINT',
      recordType: 'TRANSFER',
      status: 'SUCCESS',
      search: 'txn_01',
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-02-01T00:00:00.000Z',
    });
    expect(exportUrl({})).toBe('/export/records.csv?');
  });
});

describe('long numbers', () => {
  it('keep their start and end on one line', () => {
    expect(truncateMiddle('txn_01jd8k4w2m9x7q5r3t1v7qz3')).toBe('txn_01jd8k…7qz3');
    expect(truncateMiddle('R2026112301')).toBe('R2026112301');
  });
});

describe('date placeholders', () => {
  it('follow the member\'s language, not the browser\'s', () => {
    expect(datePattern('en-US', enUS.common.dateParts)).toBe('mm/dd/yyyy');
    expect(datePattern('zh-CN', zhCN.common.dateParts)).toBe('年/月/日');
  });
});
