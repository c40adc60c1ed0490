import { Type } from '@fastify/type-provider-typebox';
import { DecimalText, Instant, Nullable, OneOf } from '../lib/route-schemas.ts';

/** What the bank account routes answer (docs/rest-api-accounts.md): the `data` of each success. */

/** One of a member's own bank accounts. */
export const BankAccount = Type.Object({
  id: Type.String(),
  bankName: Type.String(),
  accountName: Type.String(),
  accountNumber: Type.String(),
  createdAt: Instant,
  updatedAt: Instant,
});

/** One of the platform's receiving bank accounts (bank deposits). */
export const SysBankAccount = Type.Object({
  id: Type.String(),
  channelName: Type.String(),
  bankName: Type.String(),
  accountName: Type.String(),
  accountNumber: Type.String(),
  currency: OneOf(['USD']),
  /** Units of the account's currency per credit. */
  exchangeRate: DecimalText,
});

/**
 * The operator's view: the channel's names in other languages and the languages still without one
 * (members of those read `channelName`, the en-US name); when each account was removed, when asked
 * to include removed ones.
 */
export const OperatorSysBankAccount = Type.Object({
  ...SysBankAccount.properties,
  names: Type.Record(Type.String(), Type.String()),
  missingLanguages: Type.Array(Type.String()),
  removedAt: Type.Optional(Nullable(Instant)),
});

/** A receiving account the operator removed. */
export const RemovedSysBankAccount = Type.Object({ id: Type.String(), removed: Type.Literal(true) });
