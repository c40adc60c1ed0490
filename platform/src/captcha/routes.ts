import type { FastifyInstance } from 'fastify';
import { answer } from '../lib/route-schemas.ts';
import { Captcha } from './answers.ts';
import { createCaptcha } from './captcha.ts';

export async function captchaRoutes(app: FastifyInstance, options: { testAnswer: string | undefined }) {
  app.post('/image', { schema: { response: answer(Captcha) } }, async (request) => request.ok(await createCaptcha(app.db, app.clock, options.testAnswer)));
}
