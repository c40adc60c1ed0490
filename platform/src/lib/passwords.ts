import { Argon2Pool } from './argon2-pool.js';

// Argon2id at OWASP's recommended floor (19 MiB, 2 passes): memory-hard, ~20 ms here.
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id, a const enum */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const LOGIN_PASSWORD_MIN = 8;
export const TRANSACTION_PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

// Hashing and checking run at a lower priority than requests: see Argon2Pool.
const pool = new Argon2Pool();

export function hashPassword(password: string): Promise<string> {
  return pool.run({ kind: 'hash', password, options: OPTIONS });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await pool.run({ kind: 'verify', passwordHash, password });
  } catch {
    return false;
  }
}

/** A hash no password matches, for accounts nobody signs in to (the root sponsor) and for timing-safe misses. */
export const UNUSABLE_PASSWORD_HASH = await hashPassword(`unusable-${crypto.randomUUID()}`);
