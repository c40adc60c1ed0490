import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RuleViolation } from '../errors.ts';
import { multipartEnvelopeRoutes, readMultipartEnvelopeFiles } from '../lib/multipart-envelope.ts';
import { pictureLimitMiB } from '../lib/picture.ts';
import { answer, Id, operatorAnswer } from '../lib/route-schemas.ts';
import { KycPhoto, KycState, KycSubmission, KycSubmissionStatus, KycSubmissionSummary, KycSubmitted } from './answers.ts';
import { cleanPhoto } from './photos.ts';
import { kycDetail, kycList, kycPhoto, kycState, reviewKyc, submitKyc } from './service.ts';
import { changes, reads } from '../lib/operator-access.ts';

const SubmitData = Type.Object({ idNumber: Type.String({ minLength: 1, maxLength: 64 }) });

export interface KycOptions {
  /** Where the photos are written (docs/team.md, "Identity verification"). */
  dir: string;
  photoMaxBytes: number;
}

/** /api/app/kyc: identity verification (multipart, like the bank deposit receipt). */
export async function kycRoutes(parent: FastifyInstance, options: KycOptions) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);
  await multipartEnvelopeRoutes(app, options.photoMaxBytes, 2);

  app.post('/submitKyc', { config: { multipartEnvelope: true }, schema: { response: answer(KycSubmitted) } }, async (request) => {
    const { data, files } = await readMultipartEnvelopeFiles(app, request, {
      schema: SubmitData,
      files: ['front', 'back'],
      tooLarge: () => new RuleViolation('KYC_PHOTO_TOO_LARGE', { maxMiB: pictureLimitMiB(options.photoMaxBytes) }),
    });
    const front = await cleanPhoto(files.get('front'), options.photoMaxBytes);
    const back = await cleanPhoto(files.get('back'), options.photoMaxBytes);
    const submitted = await submitKyc(app.db, options.dir, { memberId: request.member.id, idNumber: data.idNumber, photos: { front, back }, now: app.clock.now() });
    request.log.info({ kycId: submitted.id }, 'identity verification submitted');
    return request.ok(submitted);
  });

  app.post('/kycInfo', { schema: { response: answer(KycState) } }, async (request) => request.ok(await kycState(app.db, request.member.id)));
}

/** Operator API for identity verification (`pnpm admin kyc …`): the only way to the photos. */
export async function kycAdminRoutes(parent: FastifyInstance, options: { dir: string }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/kyc/list',
    { config: reads('support', 'compliance'),
      schema: {
        body: Type.Object({ status: Type.Optional(KycSubmissionStatus), limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }) }),
        response: operatorAnswer(Type.Array(KycSubmissionSummary)),
      },
    },
    async (request) => kycList(app.db, request.body),
  );
  app.post('/kyc/get', { config: reads('support', 'compliance'), schema: { body: Type.Object({ id: Id }), response: operatorAnswer(KycSubmission) } }, async (request) => kycDetail(app.db, request.body.id));
  app.post('/kyc/photo', { config: reads('compliance'), schema: { body: Type.Object({ id: Id, side: Type.Union([Type.Literal('front'), Type.Literal('back')]) }), response: operatorAnswer(KycPhoto) } }, async (request) =>
    kycPhoto(app.db, options.dir, request.body.id, request.body.side),
  );
  app.post(
    '/kyc/review',
    { config: changes('compliance'),
      schema: {
        body: Type.Object({ id: Id, decision: Type.Union([Type.Literal('PASSED'), Type.Literal('FAILED')]), reason: Type.Optional(Type.String({ maxLength: 500 })) }),
        response: operatorAnswer(KycSubmission),
      },
    },
    async (request) => {
      const reviewed = await reviewKyc(app.db, { ...request.body, now: app.clock.now() });
      request.log.info({ kycId: reviewed.id, decision: reviewed.status }, 'operator reviewed an identity verification');
      return reviewed;
    },
  );
}
