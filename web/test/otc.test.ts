import { describe, expect, it } from 'vitest';
import { buySchema, publishSchema } from '@/features/otc/api/otc-mutations';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('publishing an offer', () => {
  const offer = { amount: '300', price: '7.25', minAmount: '10', maxAmount: '200' };

  it('takes the worked example', () => {
    expect(messages(publishSchema.safeParse(offer))).toEqual([]);
  });

  it('refuses what the platform refuses, with the field and a catalogue key', () => {
    expect(messages(publishSchema.safeParse({ ...offer, price: '0' }))).toEqual(['price: otc.validation.pricePositive']);
    expect(messages(publishSchema.safeParse({ ...offer, price: '0.00001' }))).toEqual(['price: otc.validation.pricePlaces']);
    expect(messages(publishSchema.safeParse({ ...offer, amount: '100.005' }))).toEqual(['amount: otc.validation.amountPlaces']);
    expect(messages(publishSchema.safeParse({ ...offer, minAmount: '50', maxAmount: '20' }))).toEqual(['minAmount: otc.validation.minAboveMax']);
    expect(messages(publishSchema.safeParse({ ...offer, amount: '5' }))).toEqual(['minAmount: otc.validation.minAboveAmount']);
    expect(messages(publishSchema.safeParse({ ...offer, amount: '' }))[0]).toBe('amount: validation.required');
  });
});

describe('taking an offer', () => {
  it('accepts amounts from takeMin to takeMax only', () => {
    const schema = buySchema('10', '200');
    expect(messages(schema.safeParse({ amount: '10' }))).toEqual([]);
    expect(messages(schema.safeParse({ amount: '200' }))).toEqual([]);
    expect(messages(schema.safeParse({ amount: '9.99' }))).toEqual(['amount: otc.validation.outsideLimits']);
    expect(messages(schema.safeParse({ amount: '250' }))).toEqual(['amount: otc.validation.outsideLimits']);
    expect(messages(schema.safeParse({ amount: '20.001' }))).toEqual(['amount: otc.validation.amountPlaces']);
  });
});
