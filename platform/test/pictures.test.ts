import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RuleViolation } from '../src/errors.ts';
import { checkPicture, MAX_PICTURE_PIXELS, SCREENSHOT_REFUSALS } from '../src/lib/picture.ts';
import { blankPng, distinctPng, fakeJpeg, jpeg, pixelsOf, pngBomb, pngHeaderOnly, pngHtmlPolyglot, POLYGLOT_HTML, webp } from '../src/testing-pictures.ts';

const LIMIT = 5 * 1024 * 1024;

async function refusal(bytes: Buffer): Promise<string> {
  const error = await checkPicture(bytes, LIMIT, SCREENSHOT_REFUSALS).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RuleViolation);
  return (error as RuleViolation).reason;
}

describe('an uploaded picture', () => {
  it('is refused when it only starts like one: a bare header, a fake JPEG, a cut-short bomb', async () => {
    expect(pngHeaderOnly()).toHaveLength(33);
    expect(fakeJpeg()).toHaveLength(104);
    expect(await refusal(pngHeaderOnly())).toBe('SCREENSHOT_NOT_IMAGE');
    expect(await refusal(fakeJpeg())).toBe('SCREENSHOT_NOT_IMAGE');
    // Declaring no more than the limit, but its rows stop after the first few.
    expect(await refusal(pngBomb(1_000, 1_000))).toBe('SCREENSHOT_NOT_IMAGE');
  });

  it('may have as many pixels as the limit, not one row more', async () => {
    expect(10_000 * 5_000).toBe(MAX_PICTURE_PIXELS);
    const atLimit = await checkPicture(blankPng(10_000, 5_000), LIMIT, SCREENSHOT_REFUSALS);
    expect(await pixelsOf(atLimit.bytes)).toMatchObject({ width: 10_000, height: 5_000, format: 'png' });
    expect(await refusal(blankPng(10_000, 5_001))).toBe('PICTURE_TOO_MANY_PIXELS');
  });

  it('is kept re-encoded in its own format, named by the SHA-256 of the upload', async () => {
    for (const [upload, format] of [
      [distinctPng(), 'png'],
      [jpeg(), 'jpeg'],
      [webp(), 'webp'],
    ] as const) {
      const picture = await checkPicture(upload, LIMIT, SCREENSHOT_REFUSALS);
      expect(picture.contentType).toBe(`image/${format}`);
      expect(picture.sha256).toBe(createHash('sha256').update(upload).digest('hex'));
      expect(await pixelsOf(picture.bytes)).toMatchObject({ width: (await pixelsOf(upload)).width, format });
    }
    // The JPEG's comment segment (16 random bytes after SOI and the segment header) does not survive.
    const withComment = jpeg();
    const comment = withComment.subarray(6, 22);
    const kept = await checkPicture(withComment, LIMIT, SCREENSHOT_REFUSALS);
    expect(kept.bytes.includes(comment)).toBe(false);
  });

  it('loses whatever rode after its pixels: a polyglot keeps its picture, not its page', async () => {
    const polyglot = pngHtmlPolyglot();
    const picture = await checkPicture(polyglot, LIMIT, SCREENSHOT_REFUSALS);
    expect(picture.contentType).toBe('image/png');
    expect(picture.bytes.includes(POLYGLOT_HTML)).toBe(false);
    expect(await pixelsOf(picture.bytes)).toEqual(await pixelsOf(polyglot));
  });
});
