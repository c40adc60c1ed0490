import { upstreamRoute } from '../upstream/route.ts';
import { z } from 'zod';
import { nullAnswer, WITHDRAWAL_ADDRESS_TYPES, upstreamId, upstreamInstant } from '../upstream/parsers.ts';

export const bankAccountSchema = z.object({
  id: upstreamId,
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  createdAt: upstreamInstant,
  updatedAt: upstreamInstant,
});
export const bankAccountsAnswer = z.array(bankAccountSchema);

export const withdrawalAddressSchema = z.object({
  id: upstreamId,
  type: z.enum(WITHDRAWAL_ADDRESS_TYPES),
  address: z.string(),
  label: z.string().nullable(),
  usableFrom: upstreamInstant,
  usable: z.boolean(),
  createdAt: upstreamInstant,
});
export const withdrawalAddressesAnswer = z.array(withdrawalAddressSchema);
/** The mapper of the GraphQL `WithdrawalAddress` type. */
export type UpstreamWithdrawalAddress = z.output<typeof withdrawalAddressSchema>;

/** The platform paths of this domain, each with the parser of its answer (docs/rest-api-accounts.md). */
export const ACCOUNT_ROUTES = {
  addBankAccount: upstreamRoute('/api/app/bank-account/addBankAccount', bankAccountSchema),
  bankAccounts: upstreamRoute('/api/app/bank-account/bankAccountList', bankAccountsAnswer),
  updateBankAccount: upstreamRoute('/api/app/bank-account/updateBankAccount', bankAccountSchema),
  deleteBankAccount: upstreamRoute('/api/app/bank-account/delBankAccount', nullAnswer),
  addAddress: upstreamRoute('/api/app/withdrawal-address/add', withdrawalAddressSchema),
  addresses: upstreamRoute('/api/app/withdrawal-address/list', withdrawalAddressesAnswer),
  updateAddress: upstreamRoute('/api/app/withdrawal-address/update', withdrawalAddressSchema),
  deleteAddress: upstreamRoute('/api/app/withdrawal-address/del', nullAnswer),
};
