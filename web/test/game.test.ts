import { describe, expect, it } from 'vitest';
import { bindAddressSchema, transferSchema } from '@/features/game/api/game';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('binding the game account’s address (BEP20 only)', () => {
  it('takes 0x and 40 hex digits, in any case, trimmed', () => {
    expect(messages(bindAddressSchema.safeParse({ address: ' 0x52908400098527886E0F7030069857D2E4169EE7 ' }))).toEqual([]);
    expect(messages(bindAddressSchema.safeParse({ address: '0x52908400098527886e0f7030069857d2e4169ee7' }))).toEqual([]);
  });

  it('refuses TRC20, a wrong length, non-hex and an empty field with their messages', () => {
    expect(messages(bindAddressSchema.safeParse({ address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' }))).toEqual(['address: game.addressBep20Only']);
    expect(messages(bindAddressSchema.safeParse({ address: '0x52908400098527886E0F7030069857D2E4169EE' }))).toEqual(['address: game.addressBep20Only']);
    expect(messages(bindAddressSchema.safeParse({ address: '0x52908400098527886E0F7030069857D2E4169EE77' }))).toEqual(['address: game.addressBep20Only']);
    expect(messages(bindAddressSchema.safeParse({ address: '0xZZ908400098527886E0F7030069857D2E4169EE7' }))).toEqual(['address: game.addressBep20Only']);
    expect(messages(bindAddressSchema.safeParse({ address: '  ' }))).toEqual(['address: validation.required']);
  });
});

describe('moving GMT into or out of the game wallet', () => {
  const schema = transferSchema('1', '65.5');

  it('takes an amount from the minimum up to what is available (the worked example: 25.5 of 65.5)', () => {
    expect(messages(schema.safeParse({ amount: '25.5' }))).toEqual([]);
    expect(messages(schema.safeParse({ amount: '65.5' }))).toEqual([]);
    expect(messages(schema.safeParse({ amount: '1' }))).toEqual([]);
  });

  it('refuses more than is available, less than the minimum, zero, negative and malformed amounts', () => {
    expect(messages(schema.safeParse({ amount: '65.50000001' }))).toEqual(['amount: game.moreThanAvailable']);
    expect(messages(schema.safeParse({ amount: '0.5' }))).toEqual(['amount: validation.amountBelowMinimum']);
    expect(messages(schema.safeParse({ amount: '0' }))).toEqual(['amount: validation.amountPositive']);
    expect(messages(schema.safeParse({ amount: '-5' }))).toEqual(['amount: validation.amountFormat']);
    expect(messages(schema.safeParse({ amount: '1e3' }))).toEqual(['amount: validation.amountFormat']);
    // The shared amount field lists its format message too; the form shows the first.
    expect(messages(schema.safeParse({ amount: '' }))[0]).toBe('amount: validation.required');
  });
});
