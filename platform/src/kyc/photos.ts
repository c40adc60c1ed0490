import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IN_MEMORY } from '../db/database.ts';
import { assert } from '../errors.ts';
import { checkPicture, ID_PHOTO_REFUSALS, type PictureContentType } from '../lib/picture.ts';

/** The two ID photos of a submission. */
export const KYC_SIDES = ['front', 'back'] as const;
export type KycSide = (typeof KYC_SIDES)[number];

export interface CleanPhoto {
  bytes: Buffer;
  extension: 'jpg' | 'png' | 'webp';
  contentType: PictureContentType;
}

const EXTENSIONS: Record<PictureContentType, CleanPhoto['extension']> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * Checks an uploaded ID photo like every uploaded picture (`checkPicture`: type by its bytes,
 * size, pixels, decodes) and keeps its re-encoding: the stored file carries pixels only, no EXIF
 * (camera, place, time) or other metadata.
 */
export async function cleanPhoto(bytes: Buffer | undefined, maxBytes: number): Promise<CleanPhoto> {
  const picture = await checkPicture(bytes, maxBytes, ID_PHOTO_REFUSALS);
  return { bytes: picture.bytes, extension: EXTENSIONS[picture.contentType], contentType: picture.contentType };
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
