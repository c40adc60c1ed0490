import type { FastifyInstance } from 'fastify';
import { countryList } from './countries.ts';

export async function countryRoutes(app: FastifyInstance) {
  app.post('/list', async (request) => request.ok(countryList(request.locale)));
}
