import { z } from 'zod';
import type { Resolvers } from '../generated/operator-resolvers-types.ts';
import type { OperatorContext } from './context.ts';

// The console's configuration screens: the package catalogue, the convert pairs, the team's
// bonus rates, and the withdrawal and deposit settings. Each field is one call of the platform's operator API (platform/src/*/admin-routes.ts),
// whose guard decides the role and keeps the reason, sent as `x-operator-reason`, in the audit
// trail; the platform checks every value and refuses in its own words.

const CatalogueEntryAnswer = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.string(),
  amount: z.string(),
  coinName: z.string(),
  profitCoinName: z.string(),
  contractDays: z.number().int(),
  dailyProfitRatio: z.string(),
  maxPurchaseCount: z.number().int(),
  redeemFeeRatio: z.string(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
});

const ConvertConfigAnswer = z.object({
  fromCoin: z.string(),
  toCoin: z.string(),
  rate: z.string(),
  feeRatio: z.string(),
  minAmount: z.string(),
  reviewAbove: z.string().nullable(),
  enabled: z.boolean(),
});

const WithdrawalTermsAnswer = z.object({ feeType: z.enum(['FIXED', 'RATIO']), feeValue: z.string(), minAmount: z.string(), maxAmount: z.string(), multiple: z.string().nullable() });
const WithdrawalSettingsAnswer = WithdrawalTermsAnswer.extend({ environment: WithdrawalTermsAnswer });
const DepositTermsAnswer = z.object({ minAmount: z.string(), multiple: z.string().nullable() });
const DepositSettingsAnswer = DepositTermsAnswer.extend({ environment: DepositTermsAnswer });

const TeamConfigAnswer = z.object({ rates: z.array(z.object({ key: z.string(), rate: z.string(), minLevel: z.number().int() })) });

/** Only the fields given: the platform changes nothing else. */
const given = <T extends Record<string, unknown>>(fields: T) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined));

export const configurationResolvers: Resolvers<OperatorContext> = {
  Query: {
    packageCatalogue: async (_parent, _args, context) => context.operatorApi.post('packages/catalogue', {}, z.array(CatalogueEntryAnswer)),
    convertConfigs: async (_parent, _args, context) => context.operatorApi.post('convert-config/list', {}, z.array(ConvertConfigAnswer)),
    teamBonusRates: async (_parent, _args, context) => (await context.operatorApi.post('team/config', {}, TeamConfigAnswer)).rates,
    withdrawalSettings: async (_parent, _args, context) => context.operatorApi.post('withdrawals/settings', {}, WithdrawalSettingsAnswer),
    depositSettings: async (_parent, _args, context) => context.operatorApi.post('deposits/settings', {}, DepositSettingsAnswer),
  },
  Mutation: {
    setCatalogueEntry: async (_parent, { input: { reason, ...change } }, context) => context.operatorApi.post('packages/catalogue/set', given(change), CatalogueEntryAnswer, { reason }),
    setConvertConfig: async (_parent, { input: { reason, noReview, ...change } }, context) =>
      context.operatorApi.post('convert-config/set', { ...given(change), ...(noReview ? { reviewAbove: null } : {}) }, ConvertConfigAnswer, { reason }),
    setTeamBonusRate: async (_parent, { input: { reason, key, ...change } }, context) => {
      const config = await context.operatorApi.post('team/rates/set', { key, ...given(change) }, TeamConfigAnswer, { reason });
      // The platform answers with every rate: the one changed is the answer here.
      const changed = config.rates.find((rate) => rate.key === key);
      if (changed === undefined) throw new Error(`the platform's answer lacks the rate ${key}`);
      return changed;
    },
    // The platform refuses an unknown fee type with BAD_REQUEST (its body schema).
    setWithdrawalSettings: async (_parent, { input: { reason, ...change } }, context) => context.operatorApi.post('withdrawals/settings/set', given(change), WithdrawalSettingsAnswer, { reason }),
    setDepositSettings: async (_parent, { input: { reason, ...change } }, context) => context.operatorApi.post('deposits/settings/set', given(change), DepositSettingsAnswer, { reason }),
  },
};
