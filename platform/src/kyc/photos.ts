import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IN_MEMORY } from '../db/database.ts';
import { assert, RuleViolation } from '../errors.ts';
import { loadSharp, MAX_PICTURE_PIXELS, pictureLimitMiB, refuseOversizedDimensions, sniffImageType } from '../lib/picture.ts';

/** The two ID photos of a submission. */
export const KYC_SIDES = ['front', 'back'] as const;
export type KycSide = (typeof KYC_SIDES)[number];

export interface CleanPhoto {
  bytes: Buffer;
  extension: 'jpg' | 'png' | 'webp';
  contentType: string;
}

/**
 * Checks an uploaded ID photo (type by its bytes, size) and re-encodes it in its own format:
 * the stored file carries pixels only, no EXIF (camera, place, time) or other metadata. The
 * orientation the camera recorded is applied to the pixels first.
 */
export async function cleanPhoto(bytes: Buffer | undefined, maxBytes: number): Promise<CleanPhoto> {
  assert(maxBytes > 0, 'the photo size limit is positive');
  if (!bytes || bytes.length === 0) throw new RuleViolation('KYC_PHOTO_REQUIRED');
  if (bytes.length > maxBytes) throw new RuleViolation('KYC_PHOTO_TOO_LARGE', { maxMiB: pictureLimitMiB(maxBytes) });
  const type = sniffImageType(bytes);
  if (!type) throw new RuleViolation('KYC_PHOTO_NOT_IMAGE');
  await refuseOversizedDimensions(bytes);
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' }).rotate();
    if (type === 'image/jpeg') return { bytes: await image.jpeg({ quality: 90 }).toBuffer(), extension: 'jpg', contentType: type };
    if (type === 'image/png') return { bytes: await image.png().toBuffer(), extension: 'png', contentType: type };
    return { bytes: await image.webp({ quality: 90 }).toBuffer(), extension: 'webp', contentType: type };
  } catch {
    // Signed like a picture but not one that decodes.
    throw new RuleViolation('KYC_PHOTO_NOT_IMAGE');
  }
}

/**
 * Where ID photos live: `<DATA_DIR>/kyc`, readable by the platform's user only, outside the
 * database and outside anything served. An in-memory platform (tests) gets a private temporary
 * directory.
 */
export function kycDirectory(dataDir: string): string {
  const dir = dataDir === IN_MEMORY ? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-kyc-')) : path.join(dataDir, 'kyc');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  return dir;
}

const FILE_NAME = /^[A-Za-z0-9_]+-(front|back)\.(jpg|png|webp)$/;

export function writePhoto(dir: string, submissionId: string, side: KycSide, photo: CleanPhoto): string {
  const name = `${submissionId}-${side}.${photo.extension}`;
  assert(FILE_NAME.test(name), 'a photo file name is an id, a side and an extension');
  fs.writeFileSync(path.join(dir, name), photo.bytes, { mode: 0o600, flag: 'wx' });
  return name;
}

export function readPhoto(dir: string, name: string): Buffer {
  assert(FILE_NAME.test(name), 'a stored photo name is one the platform wrote');
  return fs.readFileSync(path.join(dir, name));
}

export function removePhotos(dir: string, names: string[]): void {
  for (const name of names) fs.rmSync(path.join(dir, name), { force: true });
}
