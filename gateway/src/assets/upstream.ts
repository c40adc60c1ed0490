import { z } from 'zod';

/** The platform paths of this domain (docs/rest-api.md). */
export const ASSETS_PATHS = {
  coins: '/api/app/user/coinList',
  balances: '/api/app/assets/assetsList',
  records: '/api/app/assets/assetsRecordList',
  recordTypes: '/api/app/assets/recordTypeList',
} as const;

export const COIN_NAMES = ['CASH_POINT', 'BONUS_POINT', 'ASSETS_POINT', 'INSURANCE_POINT', 'GMT', 'USDT_POINT', 'WITHDRAWAL_POINT'] as const;

const id = z.union([z.string().min(1), z.number().int()]).transform(String);
// Money crosses the wire as a decimal string; a JSON number would already have lost precision.
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const coinName = z.enum(COIN_NAMES);

export const coinsAnswer = z.array(z.object({ coinName, cnName: z.string(), shortName: z.string() }));

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
  recordType: z.string(),
  recordTypeName: z.string(),
  amount: decimal,
  fee: decimal.nullish(),
  actualAmount: decimal.nullish(),
  status: z.string().nullish(),
  reason: z.string().nullish(),
  hash: z.string().nullish(),
  remark: z.string().nullish(),
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

export const recordTypesAnswer = z.array(z.object({ recordType: z.string(), name: z.string() }));
