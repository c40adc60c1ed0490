import { eitherField } from '../errors/field-errors.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { depositChannels } from '../deposit/resolvers.ts';
import { nullAnswer } from '../upstream/parsers.ts';
import { ACCOUNT_PATHS, bankAccountSchema, bankAccountsAnswer, withdrawalAddressSchema, withdrawalAddressesAnswer } from './upstream.ts';

export const accountResolvers: Resolvers = {
  Query: {
    bankAccounts: (_parent, _args, { upstream }) => upstream.member(ACCOUNT_PATHS.bankAccounts, {}, bankAccountsAnswer),
    // Deprecated: the deposit channels are the same accounts, with their limits.
    systemBankAccounts: depositChannels,
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
    addWithdrawalAddress: (_parent, { input }, { upstream, locale }) =>
      upstream.member(
        ACCOUNT_PATHS.addAddress,
        {
          type: eitherField(input.network, input.type, 'input.network', locale),
          address: input.address,
          ...(input.label != null ? { label: input.label } : {}),
        },
        withdrawalAddressSchema,
      ),
    updateWithdrawalAddress: (_parent, { id, input }, { upstream, locale }) =>
      upstream.member(
        ACCOUNT_PATHS.updateAddress,
        { id: eitherField(id, input.id, 'id', locale), address: input.address, ...(input.label != null ? { label: input.label } : {}) },
        withdrawalAddressSchema,
      ),
    deleteWithdrawalAddress: async (_parent, { id }, { upstream }) => {
      await upstream.member(ACCOUNT_PATHS.deleteAddress, { id }, nullAnswer);
      return true;
    },
  },

  WithdrawalAddress: {
    network: (address) => address.type,
  },
};
