import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeBase64 } from '../src/aead.ts';

describe('decodeBase64', () => {
  it('opens the canonical base64 of any bytes, the empty text included', () => {
    for (const length of [0, 1, 2, 3, 4, 31, 32, 33, 3000]) {
      const bytes = randomBytes(length);
      expect(decodeBase64(bytes.toString('base64'), 10_000)?.equals(bytes)).toBe(true);
    }
  });

  it.each([
    ['junk Node would skip', 'QUJD!REVG'],
    ['a space', 'QUJD REVG'],
    ['base64url characters', '-_-_'],
    ['a missing padding', 'QQ'],
    ['a third padding character', 'Q==='],
    ['padding inside the text', 'QQ==QUJD'],
    ['non-zero padding bits ("QR==" opens to the same byte as "QQ==")', 'QR=='],
    ['a length that is not a multiple of four', 'QUJDR'],
  ])('refuses %s', (_, text) => {
    expect(decodeBase64(text, 100)).toBeUndefined();
  });

  it('refuses a text longer than the limit without decoding it', () => {
    const text = randomBytes(30).toString('base64');
    expect(decodeBase64(text, text.length - 4)).toBeUndefined();
    expect(decodeBase64(text, text.length)).toBeDefined();
  });
});
