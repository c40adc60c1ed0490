import { z } from 'zod';

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

export const WITHDRAWAL_ADDRESS_TYPES = ['BEP20', 'TRC20', 'ERC20'] as const;

// Shared by the money domains: ids, exact decimals (never JSON numbers) and ISO instants.
export const upstreamId = z.union([z.string().min(1), z.number().int()]).transform(String);
export const upstreamDecimal = z.string().regex(/^-?\d+(\.\d+)?$/);
export const upstreamInstant = z.iso.datetime({ offset: true });

/** A paged list answer of the platform (`{ list, total, pageNum, pageSize }`). */
export function upstreamPage<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    pageNum: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}

/** Answers that are `null` (deletes). */
export const nullAnswer = z.null();

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
