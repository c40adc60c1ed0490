import { createHash } from 'node:crypto';
import { httpStatusForCode, messageFor, type Locale } from '@portal/envelope/catalogue';
import { GraphQLScalarType, type GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { UpstreamFile } from '../upstream/client.ts';

/** The largest receipt picture (the platform's default `RECEIPT_MAX_BYTES`). */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The largest multipart request body Yoga reads (at most two pictures, as identity verification
 * sends, plus the operation text); a larger body is cut off while streaming with HTTP 413,
 * before it is buffered.
 */
export const MULTIPART_MAX_BYTES = 2 * RECEIPT_MAX_BYTES + 256 * 1024;

/** What a GraphQL multipart upload is to a resolver (a WHATWG `File`, possibly a ponyfill). */
export interface Upload {
  readonly name: string;
  readonly type: string;
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

function isUpload(value: unknown): value is Upload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Upload>;
  return typeof v.size === 'number' && typeof v.arrayBuffer === 'function';
}

/** `scalar File`: only a file of a multipart request; a literal or a plain JSON value is refused. */
export const FileScalar = new GraphQLScalarType<Upload, never>({
  name: 'File',
  description: 'A file of a GraphQL multipart request.',
  serialize() {
    throw new TypeError('File is an input-only scalar');
  },
  parseValue(value) {
    if (!isUpload(value)) {
      throw createGraphQLError('File must be a file part of a multipart request (see the GraphQL multipart request spec)', {
        extensions: { code: 'BAD_REQUEST', reason: 'VALIDATION', http: { status: httpStatusForCode('BAD_REQUEST') } },
      });
    }
    return value;
  },
  parseLiteral() {
    throw createGraphQLError('File cannot be written in the query; send it as a multipart variable', {
      extensions: { code: 'BAD_REQUEST', reason: 'VALIDATION', http: { status: httpStatusForCode('BAD_REQUEST') } },
    });
  },
});

/** The pictures members upload: a deposit's payment receipt, a claim's trade-order screenshot, an ID photo. */
export type PictureKind = 'receipt' | 'screenshot' | 'idPhoto';

const REASONS = {
  receipt: { required: 'RECEIPT_REQUIRED', tooLarge: 'RECEIPT_TOO_LARGE', notImage: 'RECEIPT_NOT_IMAGE' },
  screenshot: { required: 'SCREENSHOT_REQUIRED', tooLarge: 'SCREENSHOT_TOO_LARGE', notImage: 'SCREENSHOT_NOT_IMAGE' },
  idPhoto: { required: 'KYC_PHOTO_REQUIRED', tooLarge: 'KYC_PHOTO_TOO_LARGE', notImage: 'KYC_PHOTO_NOT_IMAGE' },
} as const;
type PictureReason = (typeof REASONS)[PictureKind][keyof (typeof REASONS)[PictureKind]];

// The detail after the catalogue's "Bad request parameters", in each language of the catalogue.
const DETAILS: Record<PictureReason, Record<Locale, string>> = {
  RECEIPT_TOO_LARGE: {
    'en-US': 'the receipt picture is too large; the limit is 5 MiB',
    'zh-CN': '收据图片过大，上限为 5 MiB',
    'ja-JP': '領収書の画像が大きすぎます（上限 5 MiB）',
    'ko-KP': '영수증 사진이 너무 큽니다. 최대 5 MiB입니다',
    'id-ID': 'gambar tanda terima terlalu besar; batasnya 5 MiB',
  },
  RECEIPT_NOT_IMAGE: {
    'en-US': 'the receipt must be a PNG, JPEG or WebP picture',
    'zh-CN': '收据必须是 PNG、JPEG 或 WebP 图片',
    'ja-JP': '領収書は PNG、JPEG、WebP のいずれかの画像にしてください',
    'ko-KP': '영수증은 PNG, JPEG 또는 WebP 사진이어야 합니다',
    'id-ID': 'tanda terima harus berupa gambar PNG, JPEG, atau WebP',
  },
  RECEIPT_REQUIRED: {
    'en-US': 'please attach a picture of the payment receipt',
    'zh-CN': '请附上付款收据图片',
    'ja-JP': '支払い領収書の画像を添付してください',
    'ko-KP': '결제 영수증 사진을 첨부해 주십시오',
    'id-ID': 'lampirkan gambar tanda terima pembayaran',
  },
  SCREENSHOT_TOO_LARGE: {
    'en-US': 'the screenshot is too large; the limit is 5 MiB',
    'zh-CN': '截图过大，上限为 5 MiB',
    'ja-JP': 'スクリーンショットが大きすぎます（上限 5 MiB）',
    'ko-KP': '화면 사진이 너무 큽니다. 최대 5 MiB입니다',
    'id-ID': 'tangkapan layar terlalu besar; batasnya 5 MiB',
  },
  SCREENSHOT_NOT_IMAGE: {
    'en-US': 'the screenshot must be a PNG, JPEG or WebP picture',
    'zh-CN': '截图必须是 PNG、JPEG 或 WebP 图片',
    'ja-JP': 'スクリーンショットは PNG、JPEG、WebP のいずれかの画像にしてください',
    'ko-KP': '화면 사진은 PNG, JPEG 또는 WebP 사진이어야 합니다',
    'id-ID': 'tangkapan layar harus berupa gambar PNG, JPEG, atau WebP',
  },
  SCREENSHOT_REQUIRED: {
    'en-US': 'please attach a screenshot of the trade order',
    'zh-CN': '请附上交易订单截图',
    'ja-JP': '取引注文のスクリーンショットを添付してください',
    'ko-KP': '거래 주문 화면 사진을 첨부해 주십시오',
    'id-ID': 'lampirkan tangkapan layar pesanan perdagangan',
  },
  KYC_PHOTO_TOO_LARGE: {
    'en-US': 'the ID photo is too large; the limit is 5 MiB',
    'zh-CN': '证件照片过大，上限为 5 MiB',
    'ja-JP': '身分証明書の写真が大きすぎます（上限 5 MiB）',
    'ko-KP': '신분증 사진이 너무 큽니다. 최대 5 MiB입니다',
    'id-ID': 'foto identitas terlalu besar; batasnya 5 MiB',
  },
  KYC_PHOTO_NOT_IMAGE: {
    'en-US': 'the ID photo must be a PNG, JPEG or WebP picture',
    'zh-CN': '证件照片必须是 PNG、JPEG 或 WebP 图片',
    'ja-JP': '身分証明書の写真は PNG、JPEG、WebP のいずれかの画像にしてください',
    'ko-KP': '신분증 사진은 PNG, JPEG 또는 WebP 사진이어야 합니다',
    'id-ID': 'foto identitas harus berupa gambar PNG, JPEG, atau WebP',
  },
  KYC_PHOTO_REQUIRED: {
    'en-US': 'please attach both photos of the identity document',
    'zh-CN': '请附上身份证件的两张照片',
    'ja-JP': '身分証明書の写真を2枚とも添付してください',
    'ko-KP': '신분증 사진 두 장을 모두 첨부해 주십시오',
    'id-ID': 'lampirkan kedua foto dokumen identitas',
  },
};

function pictureError(reason: PictureReason, locale: Locale): GraphQLError {
  return createGraphQLError(`${messageFor('BAD_REQUEST', locale)}: ${DETAILS[reason][locale]}`, {
    extensions: { code: 'BAD_REQUEST', reason, http: { status: httpStatusForCode('BAD_REQUEST') } },
  });
}

/** The picture's type from its first bytes (as the platform decides it); the name and declared type are ignored. */
export function imageTypeOf(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' | undefined {
  const starts = (signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}

/**
 * Checks an uploaded picture before anything reaches the platform: at most 5 MiB, a PNG, JPEG
 * or WebP picture by content, refused in the words of its kind. Returns the file part for the
 * platform (field and file name after the kind) and its SHA-256, which goes into the sealed
 * envelope so the platform can bind the picture to the request.
 */
export async function readPicture(upload: Upload, locale: Locale, kind: PictureKind): Promise<{ file: UpstreamFile; sha256: string }> {
  const reasons = REASONS[kind];
  if (upload.size === 0) throw pictureError(reasons.required, locale);
  if (upload.size > RECEIPT_MAX_BYTES) throw pictureError(reasons.tooLarge, locale);
  const bytes = new Uint8Array(await upload.arrayBuffer());
  if (bytes.byteLength > RECEIPT_MAX_BYTES) throw pictureError(reasons.tooLarge, locale);
  const contentType = imageTypeOf(bytes);
  if (contentType === undefined) throw pictureError(reasons.notImage, locale);
  const extension = contentType.slice('image/'.length).replace('jpeg', 'jpg');
  return {
    file: { field: kind, bytes, contentType, filename: `${kind}.${extension}` },
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}
