import { Type } from '@fastify/type-provider-typebox';

/** What the country route answers (docs/rest-api.md): the `data` of its success. */

/** A country members can register with: its ISO 3166-1 alpha-2 code and its name in the caller's language. */
export const Country = Type.Object({
  code: Type.String({ minLength: 2, maxLength: 2 }),
  name: Type.String(),
});
