import { Type } from '@fastify/type-provider-typebox';
import { CREDIT_TYPES } from '../credits/credit-types.ts';

/** One of the seven credits, by its wire name (`CASH_POINT` …). */
export const Coin = Type.Union(CREDIT_TYPES.map((c) => Type.Literal(c)));

/** A decimal as the client writes it ("12.5", "0.005"); the service checks its value and places. */
export const Decimal = Type.String({ minLength: 1, maxLength: 40 });

/** An amount of a credit: a decimal whose bounds the service checks (lib/amounts.ts). */
export const Amount = Decimal;

/**
 * The client's id of one intended money-moving request, required on every such call
 * (docs/rest-api.md, "Request ids"): 8–64 characters, so an empty or missing one is refused
 * as bad input before anything runs.
 */
export const RequestId = Type.String({ minLength: 8, maxLength: 64 });

/** A list's page, spread into a body schema: `{ ...Page }`. */
export const Page = {
  pageNum: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
};

/** A row's id as the platform handed it out (`dep_…`, `pkg_…`). */
export const Id = Type.String({ minLength: 1, maxLength: 64 });

/** A member's user name. */
export const UserName = Type.String({ minLength: 1, maxLength: 32 });

/** An operator's note or reason on a decision. */
export const Note = Type.String({ minLength: 1, maxLength: 500 });

/** A setting turned off (0) or on (1). */
export const Switch = Type.Union([Type.Literal(0), Type.Literal(1)]);
