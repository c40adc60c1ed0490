import { z } from 'zod';
import { ASSET_RECORD_TYPES, COIN_NAMES, upstreamDecimal, upstreamId, upstreamInstant, upstreamPage } from '../upstream/parsers.ts';

/** The platform paths of this domain (docs/rest-api.md). */
export const ASSETS_PATHS = {
  coins: '/api/app/user/coinList',
  balances: '/api/app/assets/assetsList',
  records: '/api/app/assets/assetsRecordList',
  recordTypes: '/api/app/assets/recordTypeList',
  exportColumns: '/api/app/assets/recordsExportColumns',
} as const;

/** The states of the GraphQL enum `AssetRecordStatus`. */
export const ASSET_RECORD_STATUSES = ['PENDING', 'PENDING_REVIEW', 'APPROVED', 'PAYABLE', 'WITHDRAWING', 'SUCCESS', 'REJECTED', 'FAILED', 'CANCELLED', 'NOT_RECEIVED'] as const;

const recordType = z.enum(ASSET_RECORD_TYPES);
const coinName = z.enum(COIN_NAMES);

export const coinsAnswer = z.array(z.object({ coinName, cnName: z.string(), shortName: z.string(), decimals: z.number().int().min(0).max(8) }));

export const balancesAnswer = z.array(
  z.object({ coinName, assetsAvailable: upstreamDecimal, assetsFrozen: upstreamDecimal, assetsLocked: upstreamDecimal }),
);
/** The mapper of the GraphQL `Balance` type. */
export type UpstreamBalance = z.output<typeof balancesAnswer>[number];

export const recordSchema = z.object({
  id: upstreamId,
  receiptNumber: z.string().nullish(),
  transactionNumber: z.string().nullish(),
  coinName,
  recordType,
  recordTypeName: z.string(),
  amount: upstreamDecimal,
  fee: upstreamDecimal.nullish(),
  actualAmount: upstreamDecimal.nullish(),
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
  createdAt: upstreamInstant,
});

export const recordsAnswer = upstreamPage(recordSchema);
/** The mapper of the GraphQL `AssetRecordPage` type. */
export type UpstreamRecordPage = z.output<typeof recordsAnswer>;

export const recordTypesAnswer = z.array(z.object({ recordType, name: z.string() }));
