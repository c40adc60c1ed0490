import { createHash } from 'node:crypto';
import type Sharp from 'sharp';
import { assert, RuleViolation } from '../errors.ts';
import type { MessageKey } from '../i18n/messages.ts';

export type PictureContentType = 'image/png' | 'image/jpeg' | 'image/webp';

/** An uploaded picture (a deposit receipt, a claim screenshot), named by its SHA-256. */
export interface Picture {
  sha256: string;
  contentType: PictureContentType;
  bytes: Buffer;
}

/** How a refused picture is worded: each upload says what it is about ("the receipt …", "the screenshot …"). */
export interface PictureRefusals {
  required: MessageKey;
  /** Takes `{maxMiB}`. */
  tooLarge: MessageKey;
  notImage: MessageKey;
}

export const RECEIPT_REFUSALS: PictureRefusals = { required: 'RECEIPT_REQUIRED', tooLarge: 'RECEIPT_TOO_LARGE', notImage: 'RECEIPT_NOT_IMAGE' };
export const SCREENSHOT_REFUSALS: PictureRefusals = { required: 'SCREENSHOT_REQUIRED', tooLarge: 'SCREENSHOT_TOO_LARGE', notImage: 'SCREENSHOT_NOT_IMAGE' };

// sharp (libvips) comes with the first picture: it holds about 30 MB of memory that a platform
// receiving no picture never needs.
let sharpModule: Promise<{ default: typeof Sharp }> | undefined;
export async function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import('sharp');
  return (await sharpModule).default;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** What the bytes are, whatever the client called them: only PNG, JPEG and WebP pass. */
export function sniffImageType(bytes: Buffer): PictureContentType | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG)) return 'image/png';
  if (bytes.length >= 3 && bytes.subarray(0, 3).equals(JPEG)) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/**
 * The most pixels a picture may declare. A few kilobytes of PNG can declare a picture whose
 * decoding takes gigabytes (a decompression bomb): whoever decodes it — the platform
 * re-encoding an ID photo, an operator's browser showing a receipt — would pay for it. 50
 * megapixels is more than any phone camera's default picture.
 */
export const MAX_PICTURE_PIXELS = 50_000_000;

/**
 * Refuses a picture whose header declares more than MAX_PICTURE_PIXELS. Only the header is read,
 * nothing is decoded; a header that cannot be read declares nothing and is left to the caller.
 */
export async function refuseOversizedDimensions(bytes: Buffer): Promise<void> {
  let declared: { width?: number; height?: number };
  try {
    const sharp = await loadSharp();
    declared = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return;
  }
  const pixels = (declared.width ?? 0) * (declared.height ?? 0);
  if (pixels > MAX_PICTURE_PIXELS) {
    throw new RuleViolation('PICTURE_TOO_MANY_PIXELS', { maxMegapixels: MAX_PICTURE_PIXELS / 1_000_000 });
  }
}

/** Checks an uploaded picture (type by magic bytes, size, declared pixels) and names it by its SHA-256. */
export async function checkPicture(bytes: Buffer | undefined, maxBytes: number, refusals: PictureRefusals): Promise<Picture> {
  assert(maxBytes > 0, 'the picture size limit is positive');
  if (!bytes || bytes.length === 0) throw new RuleViolation(refusals.required);
  if (bytes.length > maxBytes) throw new RuleViolation(refusals.tooLarge, { maxMiB: pictureLimitMiB(maxBytes) });
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new RuleViolation(refusals.notImage);
  await refuseOversizedDimensions(bytes);
  return { sha256: createHash('sha256').update(bytes).digest('hex'), contentType, bytes };
}

export function pictureLimitMiB(maxBytes: number): string {
  return String(Math.round((maxBytes / (1024 * 1024)) * 100) / 100);
}
