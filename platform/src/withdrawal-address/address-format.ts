import { createHash } from 'node:crypto';
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { WithdrawalAddressType } from '../db/schema.ts';
import { RuleViolation } from '../errors.ts';

export const ADDRESS_TYPES = ['BEP20', 'TRC20', 'ERC20'] as const satisfies readonly WithdrawalAddressType[];

/**
 * Token contracts members paste by mistake (they are where the token lives, not a wallet):
 * sending to them loses the funds. Not every contract can be known without a chain node; these
 * are the ones members meet. EVM addresses are compared lower-case, on both BEP20 and ERC20.
 */
export const KNOWN_CONTRACTS: Readonly<Record<string, string>> = {
  // BNB Smart Chain (BEP20)
  '0x55d398326f99059ff775485246999027b3197955': 'USDT (BNB Smart Chain)',
  '0x8ac76a51cc950d9822d68b83fe1ad97b32cd580d': 'USDC (BNB Smart Chain)',
  '0xe9e7cea3dedca5984780bafc599bd69add087d56': 'BUSD (BNB Smart Chain)',
  '0xbb4cdb9cbd36b01bd1cbaebf2de08d9173bc095c': 'WBNB (BNB Smart Chain)',
  // Ethereum (ERC20)
  '0xdac17f958d2ee523a2206206994597c13d831ec7': 'USDT (Ethereum)',
  '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48': 'USDC (Ethereum)',
  '0x6b175474e89094c44da98b954eedeac495271d0f': 'DAI (Ethereum)',
  '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2': 'WETH (Ethereum)',
  // Tron (TRC20), case-sensitive base58
  TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t: 'USDT (Tron)',
  TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8: 'USDC (Tron)',
  TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR: 'WTRX (Tron)',
};

/** EIP-55: a hex letter is upper-case when the matching nibble of keccak-256(lower-case hex) is ≥ 8. */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(hex));
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    out += nibble >= 8 ? hex[i]!.toUpperCase() : hex[i]!;
  }
  return out;
}

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Bitcoin-alphabet base58 to bytes; undefined on a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | undefined {
  if (text.length === 0 || text.length > 64) return undefined;
  const bytes: number[] = [];
  for (const char of text) {
    let carry = BASE58_ALPHABET.indexOf(char);
    if (carry < 0) return undefined;
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i]! * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.push(0);
  }
  return Uint8Array.from(bytes.reverse());
}

export function base58Encode(bytes: Uint8Array): string {
  const digits: number[] = [];
  for (const byte of bytes) {
    let carry = byte;
    for (let i = 0; i < digits.length; i++) {
      carry += digits[i]! << 8;
      digits[i] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = Math.floor(carry / 58);
    }
  }
  let out = '';
  for (const byte of bytes) {
    if (byte !== 0) break;
    out += '1';
  }
  return out + digits.reverse().map((d) => BASE58_ALPHABET[d]).join('');
}

function sha256(bytes: Uint8Array): Buffer {
  return createHash('sha256').update(bytes).digest();
}

/** The first 4 bytes of SHA-256(SHA-256(payload)): Tron's (and Bitcoin's) base58check checksum. */
export function base58Checksum(payload: Uint8Array): Uint8Array {
  return sha256(sha256(payload)).subarray(0, 4);
}

/**
 * Checks an address's format for its network and returns the form we store: EVM addresses in
 * their EIP-55 checksummed form, Tron addresses as given. Refuses known token contracts.
 *
 * EVM (BEP20/ERC20): `0x` + 40 hex digits. A mixed-case address must carry a valid EIP-55
 * checksum; an all-lower-case or all-upper-case one carries none and is accepted as is (wallets
 * and exchanges still show such addresses, and the checksum cannot be checked on them).
 * TRC20: base58check, 25 bytes = 0x41 + 20-byte account + 4-byte double-SHA-256 checksum.
 */
export function normalizeAddress(type: WithdrawalAddressType, input: string): string {
  const address = input.trim();
  const normalized = type === 'TRC20' ? checkTron(address) : checkEvm(type, address);
  const contract = KNOWN_CONTRACTS[type === 'TRC20' ? normalized : normalized.toLowerCase()];
  if (contract) throw new RuleViolation('ADDRESS_IS_CONTRACT', { name: contract });
  return normalized;
}

function checkEvm(type: WithdrawalAddressType, address: string): string {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new RuleViolation('ADDRESS_INVALID', { type });
  const body = address.slice(2);
  const checksummed = toChecksumAddress(address);
  const uniformCase = body === body.toLowerCase() || body === body.toUpperCase();
  if (!uniformCase && checksummed !== address) throw new RuleViolation('ADDRESS_CHECKSUM_INVALID', { type });
  return checksummed;
}

function checkTron(address: string): string {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) throw new RuleViolation('ADDRESS_INVALID', { type: 'TRC20' });
  const bytes = base58Decode(address);
  if (!bytes || bytes.length !== 25 || bytes[0] !== 0x41) throw new RuleViolation('ADDRESS_INVALID', { type: 'TRC20' });
  const expected = base58Checksum(bytes.subarray(0, 21));
  if (!expected.every((byte, i) => byte === bytes[21 + i])) throw new RuleViolation('ADDRESS_CHECKSUM_INVALID', { type: 'TRC20' });
  return address;
}
