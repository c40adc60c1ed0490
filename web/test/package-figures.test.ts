import { describe, expect, it } from 'vitest';
import { countdownParts, ratioPercent } from '@/features/packages/utils/package-figures';

// What a package earns (its projection, the next credit) is the platform's: platform/test/products-examples.test.ts.
describe('package figures', () => {
  it('splits a countdown and writes a ratio as a percentage', () => {
    expect(countdownParts('2030-06-02T09:01:05.000Z', Date.parse('2030-06-01T08:00:00.000Z'))).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 5, done: false });
    expect(countdownParts('2030-06-01T00:00:00.000Z', Date.parse('2030-06-01T08:00:00.000Z')).done).toBe(true);
    expect(ratioPercent('0.005')).toBe('0.5');
  });
});
