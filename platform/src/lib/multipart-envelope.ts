import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { Static, TSchema } from '@fastify/type-provider-typebox';
import { RuleViolation } from '../errors.ts';
import { refuseNulCharacters } from './hostile-input.ts';
import { checkPicture, pictureLimitMiB, type Picture, type PictureRefusals } from './picture.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A multipart route whose `data` field holds the `{data, needEn}` envelope (opened by the handler). */
    multipartEnvelope?: boolean;
  }
}

/** A multipart envelope request's parts: the envelope text and one picture, at most one each. */
const PART_LIMITS = { fields: 2, files: 1, parts: 3, fieldSize: 256 * 1024, fieldNameSize: 32, headerPairs: 20 };

/**
 * Readies a route scope for multipart envelope routes (config `multipartEnvelope: true`): the
 * /api scope marks every route as an envelope route, and such a route opens its envelope itself
 * (`readMultipartEnvelope`); multipart bodies are parsed with one picture of at most `maxBytes`.
 */
export async function multipartEnvelopeRoutes(app: FastifyInstance, maxBytes: number): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.config?.multipartEnvelope) route.config = { ...route.config, envelope: false };
  });
  await app.register(multipart, { limits: { ...PART_LIMITS, fileSize: maxBytes }, throwFileSizeLimit: true });
}

export interface MultipartEnvelopeShape<S extends TSchema> {
  /** The envelope's data, validated (and stripped) like a JSON body. */
  schema: S;
  /** The file part that holds the picture. */
  fileField: string;
  /** A data field that may carry the picture's SHA-256, binding the picture to a (possibly encrypted) envelope. */
  sha256Field: keyof Static<S> & string;
  maxBytes: number;
  /** The words of a refused picture. */
  refusals: PictureRefusals;
}

/**
 * Reads a multipart envelope request: the `data` field holds the envelope `{data, needEn}`
 * (plain or encrypted, as on every other path), the `fileField` part the picture. The envelope
 * is opened here, so answers are sealed the way it came. A JSON body has no picture: it is
 * opened anyway so the refusal is answered like any other call.
 */
export async function readMultipartEnvelope<S extends TSchema>(
  app: FastifyInstance,
  request: FastifyRequest,
  shape: MultipartEnvelopeShape<S>,
): Promise<{ data: Static<S>; picture: Picture }> {
  let envelopeText: string | undefined;
  let bytes: Buffer | undefined;
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== shape.fileField || bytes) {
          part.file.resume();
          continue;
        }
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
            throw new RuleViolation(shape.refusals.tooLarge, { maxMiB: pictureLimitMiB(shape.maxBytes) });
          }
          throw error;
        }
      } else if (part.fieldname === 'data' && typeof part.value === 'string') {
        envelopeText = part.value;
      }
    }
  } else {
    envelopeText = request.body === undefined ? undefined : JSON.stringify(request.body);
  }
  if (envelopeText === undefined) throw badRequest('the multipart field "data" (the request envelope) is required');
  let envelope: unknown;
  try {
    envelope = JSON.parse(envelopeText);
  } catch {
    throw badRequest('the multipart field "data" is not JSON');
  }
  const opened = await app.envelope.open(envelope);
  request.envelopeReply = (res) => opened.reply(res);

  const validate = request.compileValidationSchema(shape.schema);
  const data = opened.data ?? {};
  refuseNulCharacters(data);
  if (!validate(data)) throw Object.assign(new Error('bad request data'), { validation: validate.errors ?? [] });
  const input = data as Static<S>;
  const picture = checkPicture(bytes, shape.maxBytes, shape.refusals);
  const claimed = (input as Record<string, unknown>)[shape.sha256Field];
  if (claimed !== undefined && claimed !== picture.sha256) throw badRequest(`${shape.sha256Field} does not match the uploaded ${shape.fileField}`);
  return { data: input, picture };
}

/** A malformed request (HTTP 400, reason VALIDATION), shaped like the schema validator's errors. */
function badRequest(detail: string): Error {
  return Object.assign(new Error(detail), { validation: [{ instancePath: '', message: detail }] });
}
