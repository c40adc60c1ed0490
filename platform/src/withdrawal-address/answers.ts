import { Type } from '@fastify/type-provider-typebox';
import { Instant, Nullable, OneOf } from '../lib/route-schemas.ts';
import { ADDRESS_TYPES } from './address-format.ts';

/** What the withdrawal address routes answer (docs/rest-api-accounts.md): the `data` of each success. */

/** The chain of an address. */
export const AddressType = OneOf(ADDRESS_TYPES);

/** A member's withdrawal address: usable for withdrawals once its cooling period is over. */
export const WithdrawalAddress = Type.Object({
  id: Type.String(),
  type: AddressType,
  address: Type.String(),
  label: Nullable(Type.String()),
  usableFrom: Instant,
  usable: Type.Boolean(),
  createdAt: Instant,
});
