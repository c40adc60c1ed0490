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

/** The withdrawal whitelist (docs/security.md, "Withdrawal whitelist"): the mode and each address's place. */
export const WhitelistState = Type.Object({
  on: Type.Boolean(),
  offAt: Nullable(Instant),
  addresses: Type.Array(
    Type.Object({
      id: Type.String(),
      type: AddressType,
      address: Type.String(),
      label: Nullable(Type.String()),
      whitelisted: Type.Boolean(),
      whitelistedFrom: Nullable(Instant),
    }),
  ),
});
