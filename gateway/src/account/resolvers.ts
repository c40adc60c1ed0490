import { eitherField } from '../errors/field-errors.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { depositChannels } from '../deposit/resolvers.ts';
import { ACCOUNT_ROUTES } from './upstream.ts';
import { secondFactorBody } from '../upstream/second-factor.ts';

export const accountResolvers: Resolvers = {
  Query: {
    bankAccounts: (_parent, _args, { upstream }) => upstream.member(ACCOUNT_ROUTES.bankAccounts, {}),
    // Deprecated: the deposit channels are the same accounts, with their limits.
    systemBankAccounts: depositChannels,
    withdrawalAddresses: (_parent, _args, { upstream }) => upstream.member(ACCOUNT_ROUTES.addresses, {}),
  },

  Mutation: {
    addBankAccount: (_parent, { input }, { upstream }) =>
      upstream.member(
        ACCOUNT_ROUTES.addBankAccount,
        { bankName: input.bankName, accountName: input.accountName, accountNumber: input.accountNumber, ...secondFactorBody(input) },
      ),
    updateBankAccount: (_parent, { id, input }, { upstream }) =>
      upstream.member(
        ACCOUNT_ROUTES.updateBankAccount,
        { id, bankName: input.bankName, accountName: input.accountName, accountNumber: input.accountNumber, ...secondFactorBody(input) },
      ),
    deleteBankAccount: async (_parent, { id, totpCode, passkeyAssertion }, { upstream }) => {
      await upstream.member(ACCOUNT_ROUTES.deleteBankAccount, { id, ...secondFactorBody({ totpCode, passkeyAssertion }) });
      return true;
    },
    addWithdrawalAddress: (_parent, { input }, { upstream, locale }) =>
      upstream.member(
        ACCOUNT_ROUTES.addAddress,
        {
          type: eitherField(input.network, input.type, 'input.network', locale),
          address: input.address,
          ...(input.label != null ? { label: input.label } : {}),
          transactionPassword: input.transactionPassword,
          ...secondFactorBody(input),
        },
      ),
    updateWithdrawalAddress: (_parent, { id, input }, { upstream, locale }) =>
      upstream.member(
        ACCOUNT_ROUTES.updateAddress,
        { id: eitherField(id, input.id, 'id', locale), address: input.address, ...(input.label != null ? { label: input.label } : {}), ...secondFactorBody(input) },
      ),
    deleteWithdrawalAddress: async (_parent, { id, totpCode, passkeyAssertion }, { upstream }) => {
      await upstream.member(ACCOUNT_ROUTES.deleteAddress, { id, ...secondFactorBody({ totpCode, passkeyAssertion }) });
      return true;
    },
  },

  WithdrawalAddress: {
    network: (address) => address.type,
  },
};
