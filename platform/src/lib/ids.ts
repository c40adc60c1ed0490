import { randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * Prefixed, time-sortable ids (`usr_…`, `txn_…`): a millisecond timestamp then 80 random bits,
 * in Crockford base32, so ids read well in logs and sort by creation.
 */
export function newId(prefix: 'usr' | 'acc' | 'txn' | 'rec' | 'cap' | 'vc' | 'msg' | 'bnk' | 'sba' | 'wad' | 'cvo' | 'mko' | 'dep' | 'wdr' | 'pkg' | 'prm' | 'clm' | 'bon' | 'kyc' | 'pin' | 'otc' | 'ott' | 'cmt' | 'jpr' | 'jpo' | 'gbf' | 'ntf' | 'psh' | 'fcr' | 'ses' | 'frz' | 'pky' | 'opr' | 'fer' | 'emc'): string {
  let time = Date.now();
  let timePart = '';
  for (let i = 0; i < 10; i++) {
    timePart = CROCKFORD[time % 32] + timePart;
    time = Math.floor(time / 32);
  }
  return `${prefix}_${timePart}${randomBase32(16)}`.toLowerCase();
}

export function randomBase32(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += CROCKFORD[byte % 32];
  return out;
}

/** Digits only, uniformly drawn (for verification codes and receipt numbers). */
export function randomDigits(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length)) {
      // 250 is the largest multiple of 10 below 256: reject above it to stay uniform.
      if (byte < 250 && out.length < length) out += String(byte % 10);
    }
  }
  return out;
}
