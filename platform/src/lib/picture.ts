import { createHash } from 'node:crypto';
import type Sharp from 'sharp';
import { assert, RuleViolation } from '../errors.ts';
import type { MessageKey } from '../i18n/messages.ts';

export type PictureContentType = 'image/png' | 'image/jpeg' | 'image/webp';

/** An uploaded picture (a deposit receipt, a claim screenshot, an ID photo), checked and re-encoded. */
export interface Picture {
  /**
   * The SHA-256 of the bytes as uploaded (what the member's client can compute, and binds in the
   * envelope as `receiptSha256` / `screenshotSha256`); it names the stored picture and spots a
   * re-used receipt. It is not the hash of `bytes`.
   */
  sha256: string;
  contentType: PictureContentType;
  /** The picture re-encoded from its decoded pixels: what is stored and shown, never the upload itself. */
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
export const ID_PHOTO_REFUSALS: PictureRefusals = { required: 'KYC_PHOTO_REQUIRED', tooLarge: 'KYC_PHOTO_TOO_LARGE', notImage: 'KYC_PHOTO_NOT_IMAGE' };

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

/**
 * Decodes a picture (at most MAX_PICTURE_PIXELS, any decoder error fatal) and encodes its pixels
 * again in the same format. Whatever rode along with the pixels — EXIF (camera, place, time),
 * comments, a script or page appended after the image data (a polyglot) — is gone; the
 * orientation the camera recorded is applied to the pixels first. Undefined when the bytes do
 * not decode as a picture.
 */
export async function reencodePicture(bytes: Buffer, type: PictureContentType): Promise<Buffer | undefined> {
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' }).rotate();
    if (type === 'image/jpeg') return await image.jpeg({ quality: 90 }).toBuffer();
    if (type === 'image/png') return await image.png().toBuffer();
    return await image.webp({ quality: 90 }).toBuffer();
  } catch {
    return undefined;
  }
}

/**
 * Checks an uploaded picture — present, size, type by magic bytes, declared pixels, then that it
 * decodes — and re-encodes it (`reencodePicture`): the upload's own bytes are never stored or
 * served. Named by the SHA-256 of the upload.
 */
export async function checkPicture(bytes: Buffer | undefined, maxBytes: number, refusals: PictureRefusals): Promise<Picture> {
  assert(maxBytes > 0, 'the picture size limit is positive');
  if (!bytes || bytes.length === 0) throw new RuleViolation(refusals.required);
  if (bytes.length > maxBytes) throw new RuleViolation(refusals.tooLarge, { maxMiB: pictureLimitMiB(maxBytes) });
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new RuleViolation(refusals.notImage);
  await refuseOversizedDimensions(bytes);
  // Signed like a picture but not one that decodes (a bare header, a fake JPEG): refused alike.
  const reencoded = await reencodePicture(bytes, contentType);
  if (!reencoded) throw new RuleViolation(refusals.notImage);
  assert(reencoded.length > 0, 'a decoded picture re-encodes to some bytes');
  return { sha256: createHash('sha256').update(bytes).digest('hex'), contentType, bytes: reencoded };
}

export function pictureLimitMiB(maxBytes: number): string {
  return String(Math.round((maxBytes / (1024 * 1024)) * 100) / 100);
}
