import { createHash } from 'node:crypto';
import { assert, RuleViolation } from '../errors.ts';

export type ReceiptContentType = 'image/png' | 'image/jpeg' | 'image/webp';

export interface ReceiptImage {
  sha256: string;
  contentType: ReceiptContentType;
  bytes: Buffer;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** What the bytes are, whatever the client called them: only PNG, JPEG and WebP pass. */
export function sniffImageType(bytes: Buffer): ReceiptContentType | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG)) return 'image/png';
  if (bytes.length >= 3 && bytes.subarray(0, 3).equals(JPEG)) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/** Checks an uploaded receipt picture (type by magic bytes, size) and names it by its SHA-256. */
export function checkReceiptImage(bytes: Buffer | undefined, maxBytes: number): ReceiptImage {
  assert(maxBytes > 0, 'the receipt size limit is positive');
  if (!bytes || bytes.length === 0) throw new RuleViolation('RECEIPT_REQUIRED');
  if (bytes.length > maxBytes) throw new RuleViolation('RECEIPT_TOO_LARGE', { maxMiB: receiptLimitMiB(maxBytes) });
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new RuleViolation('RECEIPT_NOT_IMAGE');
  return { sha256: createHash('sha256').update(bytes).digest('hex'), contentType, bytes };
}

export function receiptLimitMiB(maxBytes: number): string {
  return String(Math.round((maxBytes / (1024 * 1024)) * 100) / 100);
}
