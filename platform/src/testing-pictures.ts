// Pictures for tests that upload (deposit receipts, claim screenshots, ID photos): small real
// ones that decode, and the hostile ones the platform must refuse. Shared by the platform's,
// the gateway's and the journeys' tests.
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { loadSharp } from './lib/picture.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function pngHeader(width: number, height: number, colourType: 0 | 2): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = colourType; // 0 greyscale, 2 RGB
  return header;
}

export type Rgb = readonly [number, number, number];

/** A real RGB PNG, each pixel from `colour` (a gradient unless said), so a preview shows something. */
export function png(width = 96, height = 64, colour: (x: number, y: number) => Rgb = (x, y) => [(40 + x) & 0xff, (90 + y) & 0xff, 200]): Buffer {
  const rowLength = 1 + width * 3;
  const rows = Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set(colour(x, y), y * rowLength + 1 + x * 3);
  }
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', pngHeader(width, height, 2)), pngChunk('IDAT', zlib.deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A real PNG of random pixels: a different picture (and SHA-256) on every call. */
export function distinctPng(width = 16, height = 16): Buffer {
  const noise = randomBytes(width * height * 3);
  return png(width, height, (x, y) => {
    const at = (y * width + x) * 3;
    return [noise[at]!, noise[at + 1]!, noise[at + 2]!];
  });
}

/**
 * A real, distinct PNG of exactly `size` bytes: the pixels, then a private ancillary chunk
 * ("paDd", which decoders skip) filling the rest. For the limits on an upload's size.
 */
export function pngOfSize(size: number): Buffer {
  const picture = distinctPng(8, 8);
  const iend = pngChunk('IEND', Buffer.alloc(0));
  const body = picture.subarray(0, picture.length - iend.length);
  const filler = size - body.length - iend.length - 12;
  if (filler < 0) throw new Error(`a PNG cannot be as small as ${size} bytes`);
  const padded = Buffer.concat([body, pngChunk('paDd', Buffer.alloc(filler, 0x2e)), iend]);
  if (padded.length !== size) throw new Error('the padded PNG has the size asked for');
  return padded;
}

// 8 × 8 pixels of #336699, encoded once by sharp.
const TINY_JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJAAnHX/2Q==',
  'base64',
);
const TINY_WEBP = Buffer.from('UklGRjgAAABXRUJQVlA4ICwAAADwAQCdASoIAAgAAUAmJaACdLoB+AAETAAA/u+9V/43bjDfgu/33oDeBgAAAA==', 'base64');

/** A real JPEG (8 × 8); a comment segment of random bytes makes each call's file (and SHA-256) distinct. */
export function jpeg(): Buffer {
  const comment = randomBytes(16);
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, comment.length + 2]), comment]);
  return Buffer.concat([TINY_JPEG.subarray(0, 2), segment, TINY_JPEG.subarray(2)]);
}

/** A real WebP (8 × 8), the same every call. */
export function webp(): Buffer {
  return Buffer.from(TINY_WEBP);
}

// --- hostile pictures ---------------------------------------------------------------------

/**
 * A PNG whose header declares `width` × `height` greyscale pixels but carries only the first
 * rows: a decompression bomb for whoever decodes it.
 */
export function pngBomb(width: number, height: number): Buffer {
  const firstRows = zlib.deflateSync(Buffer.alloc((width + 1) * 16));
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', pngHeader(width, height, 0)), pngChunk('IDAT', firstRows), pngChunk('IEND', Buffer.alloc(0))]);
}

/**
 * A complete greyscale PNG of `width` × `height` black pixels: tens of kilobytes that decode to
 * width × height bytes, for the pixel limit itself.
 */
export function blankPng(width: number, height: number): Buffer {
  const rows = zlib.deflateSync(Buffer.alloc((width + 1) * height), { level: 1 });
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', pngHeader(width, height, 0)), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
}

/** 33 bytes: the PNG signature and a header declaring 2^31 × 2^31 pixels, no image data. */
export function pngHeaderOnly(): Buffer {
  const header = pngHeader(0, 0, 2);
  header.writeUInt32BE(2 ** 31, 0);
  header.writeUInt32BE(2 ** 31, 4);
  const bytes = Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header)]);
  if (bytes.length !== 33) throw new Error('a bare PNG header is 33 bytes');
  return bytes;
}

/** 104 bytes that start like a JPEG (SOI, a JFIF segment) and hold no picture. */
export function fakeJpeg(): Buffer {
  const jfif = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  return Buffer.concat([jfif, Buffer.alloc(104 - jfif.length, 0x41)]);
}

/** The page a polyglot carries after its picture. */
export const POLYGLOT_HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

/** A real PNG with an HTML page appended after its end: a picture to a decoder, a page to a sniffing browser. */
export function pngHtmlPolyglot(): Buffer {
  return Buffer.concat([distinctPng(), Buffer.from(POLYGLOT_HTML, 'latin1')]);
}

// --- reading pictures back ----------------------------------------------------------------

export interface Pixels {
  width: number;
  height: number;
  format: string;
  /** RGBA, row by row. */
  rgba: Buffer;
}

/** Decodes a picture, as the platform does, to compare what is shown rather than the bytes. */
export async function pixelsOf(bytes: Buffer): Promise<Pixels> {
  const sharp = await loadSharp();
  const format = (await sharp(bytes).metadata()).format;
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, format, rgba: data };
}
