import { describe, expect, it } from 'vitest';
import { depositBankSchema, RECEIPT_MAX_BYTES } from '@/features/deposit/api/deposit-bank';
import { depositChainSchema } from '@/features/deposit/api/deposit-chain';

const HASH = 'ab'.repeat(32);

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the on-chain deposit form', () => {
  const schema = depositChainSchema({ minAmount: '50', multiple: '10' });

  it('takes an amount at the minimum in steps, a hash with or without 0x and a reference', () => {
    expect(schema.safeParse({ amount: '50', hash: HASH, paymentReference: 'TX-1' }).success).toBe(true);
    expect(schema.safeParse({ amount: '120', hash: `0x${HASH.toUpperCase()}`, paymentReference: 'x'.repeat(64) }).success).toBe(true);
  });

  it('words every refusal with a catalogue key, all at once', () => {
    expect(messages(schema.safeParse({ amount: '40', hash: '0x12', paymentReference: '' }))).toEqual({
      amount: 'validation.amountBelowMinimum',
      hash: 'deposit.validation.hash',
      paymentReference: 'validation.required',
    });
    expect(messages(schema.safeParse({ amount: '55', hash: HASH, paymentReference: 'x'.repeat(65) }))).toEqual({
      amount: 'deposit.validation.notMultiple',
      paymentReference: 'deposit.validation.receiptNumberLength',
    });
    expect(messages(schema.safeParse({ amount: '50.123456789', hash: HASH, paymentReference: 'a' }))).toEqual({ amount: 'validation.amountPlaces' });
  });
});

describe('the bank deposit form', () => {
  const channels = [
    { __typename: 'DepositChannel' as const, id: 'c1', channelName: 'USD wire', bankName: 'Bank', accountName: 'Ltd', accountNumber: '1-2', currency: 'USD', exchangeRate: '1.05', minAmount: '100', multiple: null },
  ];
  const schema = depositBankSchema(channels);
  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'r.png', { type: 'image/png' });

  it('takes a channel, an amount at its minimum and a picture', () => {
    expect(schema.safeParse({ channelId: 'c1', amount: '100', receipt: png }).success).toBe(true);
  });

  it("refuses a missing, non-image or oversized receipt and an amount under the channel's minimum", () => {
    expect(messages(schema.safeParse({ channelId: 'c1', amount: '99.99', receipt: null }))).toEqual({
      amount: 'validation.amountBelowMinimum',
      receipt: 'deposit.validation.receiptRequired',
    });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(messages(schema.safeParse({ channelId: 'c1', amount: '100', receipt: text }))).toEqual({ receipt: 'deposit.validation.receiptNotImage' });
    const big = new File([new Uint8Array(RECEIPT_MAX_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' });
    expect(messages(schema.safeParse({ channelId: 'c1', amount: '100', receipt: big }))).toEqual({ receipt: 'deposit.validation.receiptTooLarge' });
  });
});
