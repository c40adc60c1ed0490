// Shared test fixtures: RSA generation is slow, so each test file makes its two key pairs once.
import { generateKeyPair } from '../src/index.ts';

export const platformKeys = generateKeyPair();
export const otherKeys = generateKeyPair();

/** A clock the test moves by hand. */
export function manualClock(start = 1_763_800_000_000) {
  const clock = { now: start, read: () => clock.now };
  return clock;
}
