import type { FastifyInstance } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import { answer } from '../lib/route-schemas.ts';
import { Country } from './answers.ts';
import { countryList } from './countries.ts';

export async function countryRoutes(app: FastifyInstance) {
  app.post('/list', { schema: { response: answer(Type.Array(Country)) } }, async (request) => request.ok(countryList(request.locale)));
}
