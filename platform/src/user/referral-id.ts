import { randomBase32 } from '../lib/ids.ts';

/** 8 characters of Crockford base32: about a trillion ids, easy to read out and type. */
export function newReferralId(): string {
  return randomBase32(8);
}

export function normalizeReferralId(input: string): string {
  return input.trim().toUpperCase();
}
