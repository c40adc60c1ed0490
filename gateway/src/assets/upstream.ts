import { upstreamRoute } from '../upstream/route.ts';
import { z } from 'zod';
import { ASSET_RECORD_TYPES, COIN_NAMES, upstreamDay, upstreamDecimal, upstreamId, upstreamInstant, upstreamPage } from '../upstream/parsers.ts';

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
  receiptNumber: z.string(),
  transactionNumber: z.string().nullable(),
  coinName,
  recordType,
  recordTypeName: z.string(),
  amount: upstreamDecimal,
  fee: upstreamDecimal,
  actualAmount: upstreamDecimal,
  status: z.enum(ASSET_RECORD_STATUSES),
  reason: z.string().nullable(),
  hash: z.string().nullable(),
  remark: z.string().nullable(),
  note: z
    .object({
      kind: z.enum(['CONVERT', 'TRANSFER', 'WITHDRAWAL', 'DEPOSIT', 'PACKAGE', 'TEXT']),
      fromCoin: coinName.optional(),
      toCoin: coinName.optional(),
      orderId: z.string().optional(),
      counterparty: z.string().optional(),
      destination: z.string().optional(),
      packageName: z.string().optional(),
      round: z.number().int().optional(),
      tradeOrder: z.number().int().optional(),
      text: z.string().optional(),
    })
    .nullable(),
  createdAt: upstreamInstant,
});

export const recordsAnswer = upstreamPage(recordSchema);
/** The mapper of the GraphQL `AssetRecordPage` type. */
export type UpstreamRecordPage = z.output<typeof recordsAnswer>;

export const recordTypesAnswer = z.array(z.object({ recordType, name: z.string() }));

/** The kinds of the GraphQL enum `HoldKind` (platform `assets/holds.ts`). */
export const HOLD_KINDS = ['WITHDRAWAL_REVIEW', 'WITHDRAWAL_PAYOUT', 'CONVERT_REVIEW', 'OTC_ESCROW', 'OTC_APPEAL', 'COMMITMENT_APPLICATION', 'PACKAGE_LOCK'] as const;

export const holdsAnswer = z.array(
  z.object({
    kind: z.enum(HOLD_KINDS),
    coinName,
    state: z.enum(['frozen', 'locked']),
    amount: upstreamDecimal,
    since: upstreamInstant,
    until: upstreamInstant.nullable(),
    reference: z.string(),
    path: z.string(),
  }),
);
/** The mapper of the GraphQL `Hold` type. */
export type UpstreamHold = z.output<typeof holdsAnswer>[number];

/** The record fields an export may have as columns; the platform says which, in which order, and their headings. */
export const RECORD_COLUMN_KEYS = ['createdAt', 'receiptNumber', 'transactionNumber', 'coinName', 'recordType', 'amount', 'fee', 'actualAmount', 'status', 'reason', 'remark', 'hash'] as const;
export const columnsAnswer = z.array(z.object({ key: z.enum(RECORD_COLUMN_KEYS), label: z.string() })).min(1);

/** The texts of a statement file, in the caller's language (platform/src/statement/labels.ts). */
export const STATEMENT_LABEL_KEYS = [
  'title', 'member', 'credit', 'period', 'generatedAt', 'openingBalance', 'closingBalance', 'totalIn', 'totalOut',
  'time', 'kind', 'reference', 'amount', 'balance', 'noEntries', 'verified', 'page',
] as const;

/** A verified statement of one credit over GMT+8 days; the gateway lays it out as CSV or PDF. */
export const statementAnswer = z.object({
  coinName,
  creditName: z.string(),
  userName: z.string(),
  startDay: upstreamDay,
  endDay: upstreamDay,
  from: upstreamInstant,
  to: upstreamInstant,
  generatedAt: upstreamInstant,
  openingBalance: upstreamDecimal,
  closingBalance: upstreamDecimal,
  totalIn: upstreamDecimal,
  totalOut: upstreamDecimal,
  entries: z.array(
    z.object({ time: upstreamInstant, recordType: z.string(), kind: z.string(), reference: z.string(), amount: upstreamDecimal, balance: upstreamDecimal }),
  ),
  labels: z.object(Object.fromEntries(STATEMENT_LABEL_KEYS.map((key) => [key, z.string()])) as Record<(typeof STATEMENT_LABEL_KEYS)[number], z.ZodString>),
  display: z.object({ from: z.string(), to: z.string(), generatedAt: z.string() }),
});
export type UpstreamStatement = z.output<typeof statementAnswer>;

/** The platform paths of this domain, each with the parser of its answer (docs/rest-api.md). */
export const ASSETS_ROUTES = {
  coins: upstreamRoute('/api/app/user/coinList', coinsAnswer),
  balances: upstreamRoute('/api/app/assets/assetsList', balancesAnswer),
  records: upstreamRoute('/api/app/assets/assetsRecordList', recordsAnswer),
  recordTypes: upstreamRoute('/api/app/assets/recordTypeList', recordTypesAnswer),
  holds: upstreamRoute('/api/app/assets/assetsHoldList', holdsAnswer),
  exportColumns: upstreamRoute('/api/app/assets/recordsExportColumns', columnsAnswer),
  statement: upstreamRoute('/api/app/assets/statement', statementAnswer),
};
