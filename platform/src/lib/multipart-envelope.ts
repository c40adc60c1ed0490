import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static, TSchema } from '@fastify/type-provider-typebox';
import { refuseNulCharacters } from './hostile-input.ts';

/**
 * Reads a multipart upload whose `data` field holds the `{data, needEn}` envelope (plain or
 * encrypted, as on every other path) and whose file parts are named in `files` (at most one
 * each; other parts are drained unread). The envelope is opened here (the route is not an
 * envelope route), so the answer is sealed the way the request came, and its data is checked
 * against `schema`. A file above the multipart plugin's size limit throws `tooLarge()`.
 * A JSON body (no pictures) is opened too, so its refusal reads like any other call's.
 */
export async function readMultipartEnvelope<S extends TSchema>(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { schema: S; files: readonly string[]; tooLarge: () => Error },
): Promise<{ data: Static<S>; files: Map<string, Buffer> }> {
  let envelopeText: string | undefined;
  const files = new Map<string, Buffer>();
  const tooLarge = (error: unknown) => error instanceof app.multipartErrors.RequestFileTooLargeError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
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
      if (tooLarge(error)) throw options.tooLarge();
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
  refuseNulCharacters(data);
  if (!validate(data)) throw Object.assign(new Error('bad multipart data'), { validation: validate.errors ?? [] });
  return { data: data as Static<S>, files };
}

/** A malformed request (HTTP 400, reason VALIDATION), shaped like the schema validator's errors. */
export function badRequest(detail: string): Error {
  return Object.assign(new Error(detail), { validation: [{ instancePath: '', message: detail }] });
}
