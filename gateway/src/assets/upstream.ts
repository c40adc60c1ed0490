import { z } from 'zod';

/** The platform paths of this domain (docs/rest-api.md). */
export const ASSETS_PATHS = {
  coins: '/api/app/user/coinList',
  balances: '/api/app/assets/assetsList',
  records: '/api/app/assets/assetsRecordList',
  recordTypes: '/api/app/assets/recordTypeList',
} as const;

export const COIN_NAMES = ['CASH_POINT', 'BONUS_POINT', 'ASSETS_POINT', 'INSURANCE_POINT', 'GMT', 'USDT_POINT', 'WITHDRAWAL_POINT'] as const;

/** The record kinds of the GraphQL enum `AssetRecordType` (SPEC §3); a kind the platform adds is a contract change. */
export const ASSET_RECORD_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'ADJUST_IN',
  'ADJUST_OUT',
  'TRANSFER',
  'CONVERT',
  'CONVERT_FEE',
  'GAME_TRANSFER_IN',
  'GAME_TRANSFER_OUT',
  'PURCHASE',
  'ADD',
  'COMPOUND',
  'REDEEM',
  'UPGRADE',
  'REFILL',
  'PREMIUM',
  'ISSUE_PREMIUM',
  'RECALL_PREMIUM',
  'SPECIAL_PACKAGE',
  'TRIAL_PACKAGE',
  'CLAIM',
  'FINE',
  'REDEEM_FEE',
  'INSURANCE_PROFIT',
  'SPONSOR_BONUS',
  'LEVEL_BONUS',
  'JACKPOT_PROFIT',
  'ENTRUST_PROFIT',
  'ENTRUST_OVERRIDING_BONUS',
  'ENTRUST_PAR_BONUS',
  'INSURANCE_OVERRIDING_BONUS',
  'INSURANCE_PAR_BONUS',
  'REFERRAL_OVERRIDING_BONUS',
  'REFERRAL_PAR_BONUS',
  'PERSONAL_REBATE',
  'TEAM_REBATE',
  'PROFIT_SHARING',
  'FEE',
  'WITHDRAWAL_FEE',
  'GAS_FEE',
  'OTC_FEE',
  'OTC_SELL',
  'OTC_BUY',
  'PIN_PURCHASE',
  'PIN_ACTIVATE',
  'PIN_TRANSFER',
  'JACKPOT_ENTRY',
] as const;

/** The states of the GraphQL enum `AssetRecordStatus`. */
export const ASSET_RECORD_STATUSES = ['PENDING', 'PENDING_REVIEW', 'APPROVED', 'PAYABLE', 'WITHDRAWING', 'SUCCESS', 'REJECTED', 'FAILED', 'CANCELLED', 'NOT_RECEIVED'] as const;
const recordType = z.enum(ASSET_RECORD_TYPES);

const id = z.union([z.string().min(1), z.number().int()]).transform(String);
// Money crosses the wire as a decimal string; a JSON number would already have lost precision.
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const coinName = z.enum(COIN_NAMES);

export const coinsAnswer = z.array(z.object({ coinName, cnName: z.string(), shortName: z.string(), decimals: z.number().int().min(0).max(8) }));

export const balancesAnswer = z.array(
  z.object({ coinName, assetsAvailable: decimal, assetsFrozen: decimal, assetsLocked: decimal }),
);
/** The mapper of the GraphQL `Balance` type. */
export type UpstreamBalance = z.output<typeof balancesAnswer>[number];

export const recordSchema = z.object({
  id,
  receiptNumber: z.string().nullish(),
  transactionNumber: z.string().nullish(),
  coinName,
  recordType,
  recordTypeName: z.string(),
  amount: decimal,
  fee: decimal.nullish(),
  actualAmount: decimal.nullish(),
  status: z.enum(ASSET_RECORD_STATUSES).nullish(),
  reason: z.string().nullish(),
  hash: z.string().nullish(),
  remark: z.string().nullish(),
  note: z
    .object({
      kind: z.enum(['CONVERT', 'TRANSFER', 'WITHDRAWAL', 'DEPOSIT', 'PACKAGE', 'TEXT']),
      fromCoin: coinName.nullish(),
      toCoin: coinName.nullish(),
      orderId: z.string().nullish(),
      counterparty: z.string().nullish(),
      destination: z.string().nullish(),
      packageName: z.string().nullish(),
      round: z.number().int().nullish(),
      tradeOrder: z.number().int().nullish(),
      text: z.string().nullish(),
    })
    .nullish(),
  createdAt: z.iso.datetime({ offset: true }),
});

export const recordsAnswer = z.object({
  list: z.array(recordSchema),
  total: z.number().int().nonnegative(),
  pageNum: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
/** The mapper of the GraphQL `AssetRecordPage` type. */
export type UpstreamRecordPage = z.output<typeof recordsAnswer>;

export const recordTypesAnswer = z.array(z.object({ recordType, name: z.string() }));
