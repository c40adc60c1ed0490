import { z } from 'zod';
import { WITHDRAWAL_ADDRESS_TYPES, upstreamId, upstreamInstant } from '../upstream/parsers.ts';

/** The platform paths of this domain (docs/rest-api-accounts.md). */
export const ACCOUNT_PATHS = {
  addBankAccount: '/api/app/bank-account/addBankAccount',
  bankAccounts: '/api/app/bank-account/bankAccountList',
  updateBankAccount: '/api/app/bank-account/updateBankAccount',
  deleteBankAccount: '/api/app/bank-account/delBankAccount',
  addAddress: '/api/app/withdrawal-address/add',
  addresses: '/api/app/withdrawal-address/list',
  updateAddress: '/api/app/withdrawal-address/update',
  deleteAddress: '/api/app/withdrawal-address/del',
} as const;

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
