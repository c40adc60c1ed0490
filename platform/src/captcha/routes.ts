import type { FastifyInstance } from 'fastify';
import { createCaptcha } from './captcha.ts';

export async function captchaRoutes(app: FastifyInstance, options: { testAnswer: string | undefined }) {
  app.post('/image', async (request) => request.ok(await createCaptcha(app.db, app.clock, options.testAnswer)));
}
