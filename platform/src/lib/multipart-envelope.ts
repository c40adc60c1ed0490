import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { Static, TSchema } from '@fastify/type-provider-typebox';
import { RuleViolation } from '../errors.ts';
import { refuseHostileInput } from './hostile-input.ts';
import { checkPicture, pictureLimitMiB, type Picture, type PictureRefusals } from './picture.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A multipart route whose `data` field holds the `{data, needEn}` envelope (opened by the handler). */
    multipartEnvelope?: boolean;
  }
}

/** A multipart envelope request's parts: the envelope text and the pictures, at most one each. */
function partLimits(pictures: number) {
  return { fields: 2, files: pictures, parts: pictures + 2, fieldSize: 256 * 1024, fieldNameSize: 32, headerPairs: 20 };
}

/**
 * Readies a route scope for multipart envelope routes (config `multipartEnvelope: true`): the
 * /api scope marks every route as an envelope route, and such a route opens its envelope itself
 * (`readMultipartEnvelope`); multipart bodies are parsed with `pictures` pictures (one unless
 * said) of at most `maxBytes` each.
 */
export async function multipartEnvelopeRoutes(app: FastifyInstance, maxBytes: number, pictures = 1): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.config?.multipartEnvelope) route.config = { ...route.config, envelope: false };
  });
  await app.register(multipart, { limits: { ...partLimits(pictures), fileSize: maxBytes }, throwFileSizeLimit: true });
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
 * Reads a multipart envelope request with one picture: the `data` field holds the envelope
 * `{data, needEn}` (plain or encrypted, as on every other path), the `fileField` part the
 * picture, checked and named by its SHA-256 (which the data may bind, sealed with the envelope).
 */
export async function readMultipartEnvelope<S extends TSchema>(
  app: FastifyInstance,
  request: FastifyRequest,
  shape: MultipartEnvelopeShape<S>,
): Promise<{ data: Static<S>; picture: Picture }> {
  const { data, files } = await readMultipartEnvelopeFiles(app, request, {
    schema: shape.schema,
    files: [shape.fileField],
    tooLarge: () => new RuleViolation(shape.refusals.tooLarge, { maxMiB: pictureLimitMiB(shape.maxBytes) }),
  });
  const picture = await checkPicture(files.get(shape.fileField), shape.maxBytes, shape.refusals);
  const claimed = (data as Record<string, unknown>)[shape.sha256Field];
  if (claimed !== undefined && claimed !== picture.sha256) throw badRequest(`${shape.sha256Field} does not match the uploaded ${shape.fileField}`);
  return { data, picture };
}

/**
 * Reads a multipart envelope request whose file parts are named in `files` (at most one each;
 * other parts are drained unread): the envelope is opened here, so answers are sealed the way it
 * came, and its data checked against `schema`. A file above the multipart plugin's size limit
 * throws `tooLarge()`. A JSON body (no files) is opened too, so its refusal reads like any other
 * call's. The caller checks the files it got.
 */
export async function readMultipartEnvelopeFiles<S extends TSchema>(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { schema: S; files: readonly string[]; tooLarge: () => Error },
): Promise<{ data: Static<S>; files: Map<string, Buffer> }> {
  let envelopeText: string | undefined;
  const files = new Map<string, Buffer>();
  const isTooLarge = (error: unknown) =>
    error instanceof app.multipartErrors.RequestFileTooLargeError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (!options.files.includes(part.fieldname) || files.has(part.fieldname)) {
            part.file.resume();
            continue;
          }
          files.set(part.fieldname, await part.toBuffer());
        } else if (part.fieldname === 'data' && typeof part.value === 'string') {
          envelopeText = part.value;
        }
      }
    } catch (error) {
      // The size limit can surface from the part being read or from the stream of parts.
      if (isTooLarge(error)) throw options.tooLarge();
      throw error;
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

  const validate = request.compileValidationSchema(options.schema);
  const data = opened.data ?? {};
  refuseHostileInput(data);
  if (!validate(data)) throw Object.assign(new Error('bad request data'), { validation: validate.errors ?? [] });
  return { data: data as Static<S>, files };
}

/** A malformed request (HTTP 400, reason VALIDATION), shaped like the schema validator's errors. */
function badRequest(detail: string): Error {
  return Object.assign(new Error(detail), { validation: [{ instancePath: '', message: detail }] });
}
