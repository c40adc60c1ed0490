import { createHash, createHmac, randomBytes } from 'node:crypto';
import { assert } from '../errors.ts';

/**
 * The jackpot's draw protocol (docs/jackpot.md, "The draw"): pure functions, so the platform,
 * its tests and anyone checking a round compute the same thing.
 */

const HEX_64 = /^[0-9a-f]{64}$/;

/** A fresh secret seed: 32 random bytes from the operating system's CSPRNG, as 64 hex digits. */
export function newSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment published when the round opens: SHA-256 of the seed's 32 bytes, as hex. */
export function seedCommitment(seedHex: string): string {
  assert(HEX_64.test(seedHex), 'a seed is 64 lower-case hex digits');
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}

/**
 * The winning ticket of a round: HMAC-SHA256 keyed with the seed's 32 bytes over the round id
 * (UTF-8), read as a 256-bit big-endian unsigned integer, modulo the number of tickets.
 */
export function winningTicket(seedHex: string, roundId: string, ticketCount: number): number {
  assert(HEX_64.test(seedHex), 'a seed is 64 lower-case hex digits');
  assert(Number.isSafeInteger(ticketCount) && ticketCount > 0, 'a draw needs at least one ticket');
  const digest = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(roundId, 'utf8').digest('hex');
  const index = Number(BigInt(`0x${digest}`) % BigInt(ticketCount));
  assert(index >= 0 && index < ticketCount, 'the winning ticket is one of the tickets');
  return index;
}
