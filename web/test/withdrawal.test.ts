// The withdrawal screen's rules: amount checks against the terms, the "max" shortcut, the
// masked account number, the quota's reset in the member's zone, the T+1 day, the states.
import { describe, expect, it } from 'vitest';
import { withdrawalFormSchema } from '@/features/withdrawal/api/withdraw-on-chain';
import {
  amountProblem,
  canCancel,
  canReportNotReceived,
  delayUntil,
  formatBusinessDay,
  formatFeeRatio,
  formatQuotaReset,
  isOpen,
  maskAccountNumber,
  maxWithdrawable,
  quotableAmount,
  showsReason,
  statusColor,
  WITHDRAWAL_STATUSES,
  type AmountTerms,
} from '@/features/withdrawal/utils/withdrawal-rules';
import { LOCALES } from '@/lib/i18n';
import { CATALOGUES } from './all-catalogues';

const FIXED: AmountTerms = { feeType: 'FIXED', fee: '2', minAmount: '10', maxAmount: '1000', multiple: null };
const RATIO: AmountTerms = { feeType: 'RATIO', fee: '0.015', minAmount: '0.5', maxAmount: '100000', multiple: null };
const STEPPED: AmountTerms = { ...FIXED, multiple: '10' };

describe('quotableAmount', () => {
  it('passes a plain decimal above 0 with at most 8 places, trimmed', () => {
    expect(quotableAmount(' 12.5 ')).toBe('12.5');
    expect(quotableAmount('0.00000001')).toBe('0.00000001');
  });

  it('refuses what the server would refuse to quote', () => {
    for (const typed of ['', '0', '0.000', '-1', '1e3', 'abc', '1.123456789', '1,5']) expect(quotableAmount(typed), typed).toBeNull();
  });
});

describe('amountProblem', () => {
  it('accepts an amount within the terms and the balance', () => {
    expect(amountProblem('100', FIXED, '500')).toBeUndefined();
    expect(amountProblem('10', FIXED)).toBeUndefined();
    expect(amountProblem('1000', FIXED, '1000')).toBeUndefined();
  });

  it('names the first broken rule, in the platform’s order', () => {
    expect(amountProblem('9.99999999', FIXED)).toBe('validation.amountBelowMinimum');
    expect(amountProblem('1000.00000001', FIXED)).toBe('withdrawal.amountAboveMaximum');
    expect(amountProblem('35', STEPPED)).toBe('withdrawal.amountNotMultiple');
    expect(amountProblem('100', FIXED, '99.99')).toBe('withdrawal.amountAboveAvailable');
    // Below the minimum wins over the balance.
    expect(amountProblem('5', FIXED, '1')).toBe('validation.amountBelowMinimum');
  });

  it('refuses an amount the platform’s quoted fee would eat, and waits for the quote to say so', () => {
    expect(amountProblem('2', { ...FIXED, minAmount: '1' }, undefined, '2')).toBe('withdrawal.amountNotAboveFee');
    expect(amountProblem('2.00000001', { ...FIXED, minAmount: '1' }, undefined, '2')).toBeUndefined();
    expect(amountProblem('0.00000001', { ...RATIO, minAmount: '0.00000001' }, undefined, '0.00000001')).toBe('withdrawal.amountNotAboveFee');
    // No quote yet: the web computes no fee of its own.
    expect(amountProblem('2', { ...FIXED, minAmount: '1' })).toBeUndefined();
  });

  it('leaves malformed amounts to the field rules', () => {
    expect(amountProblem('abc', FIXED)).toBeUndefined();
    expect(amountProblem('0', FIXED)).toBeUndefined();
  });

  it('returns keys every catalogue has', () => {
    const keys = ['validation.amountBelowMinimum', 'withdrawal.amountAboveMaximum', 'withdrawal.amountNotMultiple', 'withdrawal.amountNotAboveFee', 'withdrawal.amountAboveAvailable', 'withdrawal.chooseDestination', 'withdrawal.wrongPassword'];
    for (const locale of LOCALES) {
      for (const key of keys) {
        const [section, name] = key.split('.') as [keyof (typeof CATALOGUES)['en-US'], string];
        expect((CATALOGUES[locale][section] as Record<string, unknown>)[name], `${locale} ${key}`).toBeTruthy();
      }
    }
  });
});

describe('withdrawalFormSchema', () => {
  const parse = (values: { destinationId: string; amount: string }, available?: string) =>
    withdrawalFormSchema(STEPPED, available).safeParse(values);
  const messages = (result: ReturnType<typeof parse>) => (result.success ? [] : result.error.issues.map((issue) => issue.message));

  it('accepts a destination and a good amount', () => {
    expect(parse({ destinationId: 'wad_1', amount: '20' }, '500').success).toBe(true);
  });

  it('asks for a destination and checks the amount against the terms and the balance', () => {
    expect(messages(parse({ destinationId: '', amount: '20' }))).toEqual(['withdrawal.chooseDestination']);
    expect(messages(parse({ destinationId: 'wad_1', amount: '' }))).toContain('validation.required');
    expect(messages(parse({ destinationId: 'wad_1', amount: '1.123456789' }))).toContain('validation.amountPlaces');
    expect(messages(parse({ destinationId: 'wad_1', amount: '25' }))).toEqual(['withdrawal.amountNotMultiple']);
    expect(messages(parse({ destinationId: 'wad_1', amount: '30' }, '20'))).toEqual(['withdrawal.amountAboveAvailable']);
  });
});

describe('maxWithdrawable', () => {
  it('offers the balance, capped at the maximum and rounded down to the step', () => {
    expect(maxWithdrawable('500', FIXED)).toBe('500');
    expect(maxWithdrawable('123.45678901', FIXED)).toBe('123.45678901');
    expect(maxWithdrawable('5000', FIXED)).toBe('1000');
    expect(maxWithdrawable('57.5', STEPPED)).toBe('50');
    expect(maxWithdrawable('1.25', { ...RATIO, multiple: '0.1' })).toBe('1.2');
  });

  it('offers nothing when even that is below the minimum', () => {
    expect(maxWithdrawable('9.99', FIXED)).toBeNull();
    expect(maxWithdrawable('0', FIXED)).toBeNull();
    expect(maxWithdrawable('19', { ...STEPPED, minAmount: '15' })).toBeNull();
  });
});

describe('maskAccountNumber', () => {
  it('shows only the last four digits, whatever the separators', () => {
    expect(maskAccountNumber('6222 0000 1234 5678')).toBe('•••• 5678');
    expect(maskAccountNumber('12-345-67')).toBe('•••• 4567');
    expect(maskAccountNumber('12345')).toBe('•••• 2345');
    expect(maskAccountNumber('6222 0000 1234 5678')).not.toContain('6222');
  });
});

describe('formatQuotaReset', () => {
  // 00:00 GMT+8 on 2 June 2030.
  const RESET = '2030-06-01T16:00:00.000Z';

  it('says the instant in the member’s own zone, with its offset', () => {
    expect(formatQuotaReset(RESET, 'en-US', 'Asia/Shanghai')).toBe('Jun 2, 2030, 12:00 AM GMT+8');
    expect(formatQuotaReset(RESET, 'en-US', 'Asia/Jakarta')).toBe('Jun 1, 2030, 11:00 PM GMT+7');
    expect(formatQuotaReset(RESET, 'en-US', 'Asia/Tokyo')).toBe('Jun 2, 2030, 1:00 AM GMT+9');
    // ICU versions write UTC's offset as "GMT" or "GMT+0".
    expect(formatQuotaReset(RESET, 'en-US', 'UTC')).toMatch(/^Jun 1, 2030, 4:00 PM GMT(\+0)?$/);
  });

  it('follows the member’s language', () => {
    expect(formatQuotaReset(RESET, 'ja-JP', 'Asia/Tokyo')).toBe('2030/06/02 1:00 GMT+9');
    expect(formatQuotaReset(RESET, 'id-ID', 'Asia/Jakarta')).toBe('1 Jun 2030, 23.00 GMT+7');
  });

  it('shows an unreadable value as it came', () => {
    expect(formatQuotaReset('soon', 'en-US')).toBe('soon');
  });
});

describe('formatBusinessDay', () => {
  it('formats the GMT+8 calendar day as is, never shifted to a zone', () => {
    expect(formatBusinessDay('2030-06-03', 'en-US')).toBe('Jun 3, 2030');
    expect(formatBusinessDay('2030-01-01', 'en-US')).toBe('Jan 1, 2030');
    expect(formatBusinessDay('2030-06-03', 'zh-CN')).toBe('2030年6月3日');
    expect(formatBusinessDay('not a day', 'en-US')).toBe('not a day');
  });
});

describe('formatFeeRatio', () => {
  it('reads a ratio as a percentage without float noise', () => {
    expect(formatFeeRatio('0.015', 'en-US')).toBe('1.5%');
    expect(formatFeeRatio('0.07', 'en-US')).toBe('7%');
    expect(formatFeeRatio('0.015', 'id-ID')).toBe('1,5%');
  });
});

describe('withdrawal states', () => {
  it('has all nine SPEC §4 states, each worded in every language', () => {
    expect(WITHDRAWAL_STATUSES).toHaveLength(9);
    for (const locale of LOCALES) {
      for (const status of WITHDRAWAL_STATUSES) expect(CATALOGUES[locale].withdrawal.status[status], `${locale} ${status}`).toBeTruthy();
    }
  });

  it('lets the member cancel only while pending review, and report only a paid order', () => {
    expect(WITHDRAWAL_STATUSES.filter(canCancel)).toEqual(['PENDING_REVIEW']);
    expect(WITHDRAWAL_STATUSES.filter(canReportNotReceived)).toEqual(['SUCCESS']);
    expect(WITHDRAWAL_STATUSES.filter(isOpen)).toEqual(['PENDING_REVIEW', 'APPROVED', 'PAYABLE', 'WITHDRAWING']);
    expect(WITHDRAWAL_STATUSES.filter(showsReason)).toEqual(['REJECTED', 'FAILED']);
  });

  it('colours a chip only with palette colours readable as outlined text', () => {
    const colours = new Set(WITHDRAWAL_STATUSES.map(statusColor));
    for (const colour of colours) expect(['default', 'primary', 'secondary', 'success', 'error']).toContain(colour);
    expect(statusColor('SUCCESS')).toBe('success');
    expect(statusColor('REJECTED')).toBe('error');
  });
});

describe('delayUntil', () => {
  it('is the wait for a future moment within a timer’s range', () => {
    const now = Date.parse('2030-06-01T00:00:00Z');
    expect(delayUntil('2030-06-01T00:00:05Z', now)).toBe(5000);
    expect(delayUntil('2030-05-31T23:59:59Z', now)).toBeUndefined();
    expect(delayUntil('2031-06-01T00:00:00Z', now)).toBeUndefined();
    expect(delayUntil('never', now)).toBeUndefined();
  });
});
