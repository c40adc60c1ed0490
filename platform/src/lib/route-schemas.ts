import { Type, type TSchema } from '@fastify/type-provider-typebox';
import { CREDIT_TYPES } from '../credits/credit-types.ts';
import { MEMBER_TEXT_FORMAT } from './member-text.ts';

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

/**
 * Free text a member enters and the portal shows beside other data (a bank name, an address
 * label, a chat line): `maxLength` counts code points, and the `member-text` format refuses
 * characters that hide or reorder text (lib/member-text.ts), answered as TEXT_HIDDEN_CHARACTERS
 * on the field. Services that trim and count again count code points too (`codePointLength`).
 */
export const MemberText = (bounds: { minLength?: number; maxLength: number; pattern?: string }) => Type.String({ ...bounds, format: MEMBER_TEXT_FORMAT });

/** An email address: the one rule at registration and at a change (a bad one is the field refusal EMAIL_INVALID). */
export const Email = Type.String({ format: 'email', maxLength: 254 });

/** An operator's note or reason on a decision. */
export const Note = Type.String({ minLength: 1, maxLength: 500 });

/**
 * A second-factor code beside the transaction password: six digits from the authenticator app,
 * or a recovery code. Optional on the wire; required by the platform once the member has a factor.
 */
export const FactorCode = Type.String({ minLength: 1, maxLength: 32 });

/** A passkey's assertion (what the browser's `startAuthentication` answers) as JSON text: a few kilobytes at most. */
export const PasskeyAssertion = Type.String({ minLength: 2, maxLength: 16_384 });

/**
 * The second factor beside the transaction password, one of the two: the authenticator's code, or
 * an assertion over a confirmation challenge of one of the member's passkeys (docs/security.md).
 */
export const SecondFactorFields = {
  totpCode: Type.Optional(FactorCode),
  passkeyAssertion: Type.Optional(PasskeyAssertion),
};

/** A setting turned off (0) or on (1). */
export const Switch = Type.Union([Type.Literal(0), Type.Literal(1)]);

// ---------------------------------------------------------------------------------------------
// Answers. Every route declares what its success answer's `data` holds (`response: answer(…)`):
// fastify serializes the answer with it, sealed or plain (plugins/envelope.ts), the OpenAPI
// document publishes it (plugins/openapi.ts), and the gateway's parsers are checked against it.

/** A decimal as the platform writes it: digits, an optional sign and fraction, never a JSON number. */
export const DecimalText = Type.String({ pattern: '^-?\\d+(\\.\\d+)?$', description: 'An exact decimal, as a string.' });

/** An instant, ISO-8601 with its offset (`2026-11-26T08:00:00.000Z`). */
export const Instant = Type.String({ format: 'date-time' });

/** A calendar day in GMT+8, `YYYY-MM-DD`. */
export const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** `T` or `null`. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One of the given wire names. */
export const OneOf = <const T extends readonly string[]>(values: T) => Type.Union(values.map((value) => Type.Literal(value)));

/** A paged list answer: `{ list, total, pageNum, pageSize }`. */
export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    pageNum: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  });

/** The `data` of a route that answers nothing but its success. */
export const NoData = Type.Null();

/**
 * A route's `response` schema: the success answer `{ code: 20000, msg, data }` with `data` as
 * given. Refusals (`{ code, msg, reason, data? }`) go out as they are (plugins/errors.ts).
 */
export const answer = <T extends TSchema>(data: T) => ({
  200: Type.Object({ code: Type.Integer(), msg: Type.String(), data }),
});

/**
 * An operator route's `response` schema: operator routes answer their data as it is, unwrapped.
 * Typed loosely, as `request.ok` is: the service's view (wire names as plain strings) meets the
 * schema at run time, where tests check every answer against it (plugins/envelope.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const operatorAnswer = <T extends TSchema>(data: T) => ({ 200: Type.Unsafe<any>(data) });
