import type { Resolvers } from '../generated/resolvers-types.ts';
import {
  ACCOUNT_PATHS,
  bankAccountSchema,
  bankAccountsAnswer,
  nullAnswer,
  systemBankAccountsAnswer,
  withdrawalAddressSchema,
  withdrawalAddressesAnswer,
} from './upstream.ts';

export const accountResolvers: Resolvers = {
  Query: {
    bankAccounts: (_parent, _args, { upstream }) => upstream.member(ACCOUNT_PATHS.bankAccounts, {}, bankAccountsAnswer),
    systemBankAccounts: (_parent, _args, { upstream }) => upstream.member(ACCOUNT_PATHS.systemBankAccounts, {}, systemBankAccountsAnswer),
    withdrawalAddresses: (_parent, _args, { upstream }) => upstream.member(ACCOUNT_PATHS.addresses, {}, withdrawalAddressesAnswer),
  },

  Mutation: {
    addBankAccount: (_parent, { input }, { upstream }) =>
      upstream.member(
        ACCOUNT_PATHS.addBankAccount,
        { bankName: input.bankName, accountName: input.accountName, accountNumber: input.accountNumber },
        bankAccountSchema,
      ),
    updateBankAccount: (_parent, { id, input }, { upstream }) =>
      upstream.member(
        ACCOUNT_PATHS.updateBankAccount,
        { id, bankName: input.bankName, accountName: input.accountName, accountNumber: input.accountNumber },
        bankAccountSchema,
      ),
    deleteBankAccount: async (_parent, { id }, { upstream }) => {
      await upstream.member(ACCOUNT_PATHS.deleteBankAccount, { id }, nullAnswer);
      return true;
    },
    addWithdrawalAddress: (_parent, { input }, { upstream }) =>
      upstream.member(
        ACCOUNT_PATHS.addAddress,
        { type: input.type, address: input.address, ...(input.label != null ? { label: input.label } : {}) },
        withdrawalAddressSchema,
      ),
    updateWithdrawalAddress: (_parent, { input }, { upstream }) =>
      upstream.member(
        ACCOUNT_PATHS.updateAddress,
        { id: input.id, address: input.address, ...(input.label != null ? { label: input.label } : {}) },
        withdrawalAddressSchema,
      ),
    deleteWithdrawalAddress: async (_parent, { id }, { upstream }) => {
      await upstream.member(ACCOUNT_PATHS.deleteAddress, { id }, nullAnswer);
      return true;
    },
  },
};
