import { Type } from '@fastify/type-provider-typebox';
import { Id } from '../lib/route-schemas.ts';

/** A member's package (`pkg_…`). */
export const PackageId = Id;

/** A catalogue package, by its id (`matchingId` on the wire). */
export const MatchingId = Type.String({ minLength: 1, maxLength: 32 });

/** A package list's filter on the package's state. */
export const PackageStatus = Type.Optional(Type.Union([Type.Literal('ACTIVE'), Type.Literal('TERMINATED')]));
