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

/** The kinds of the GraphQL enum `RecordNoteKind` (platform `assets/record-note.ts`). */
export const RECORD_NOTE_KINDS = [
  'CONVERT', 'TRANSFER', 'WITHDRAWAL', 'DEPOSIT', 'PACKAGE', 'OTC_ESCROW', 'OTC_ESCROW_RETURNED', 'OTC_TRADE', 'OTC_APPEAL_HELD',
  'OTC_APPEAL_RELEASED', 'OTC_APPEAL_REVERSED', 'JACKPOT_ENTRY', 'JACKPOT_WIN', 'PIN_PURCHASE', 'BONUS', 'PROFIT_SHARING', 'GAME',
  'FINE', 'ADJUSTMENT', 'TEXT',
] as const;

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
      kind: z.enum(RECORD_NOTE_KINDS),
      fromCoin: coinName.optional(),
      toCoin: coinName.optional(),
      orderId: z.string().optional(),
      counterparty: z.string().optional(),
      destination: z.string().optional(),
      packageName: z.string().optional(),
      targetPackageName: z.string().optional(),
      round: z.number().int().optional(),
      tradeOrder: z.number().int().optional(),
      firstTicket: z.number().int().optional(),
      lastTicket: z.number().int().optional(),
      quantity: z.number().int().optional(),
      day: z.string().optional(),
      depth: z.number().int().optional(),
      text: z.string().optional(),
    })
    .nullable(),
  createdAt: upstreamInstant,
});

export const recordsAnswer = upstreamPage(recordSchema);
/** The mapper of the GraphQL `AssetRecordPage` type. */
export type UpstreamRecordPage = z.output<typeof recordsAnswer>;

export const recordTypesAnswer = z.array(z.object({ recordType, name: z.string() }));

/** The member's total value in one unit (platform `assets/total.ts`). */
export const walletTotalAnswer = z.object({
  unit: coinName,
  total: upstreamDecimal,
  counted: z.array(z.object({ coinName, amount: upstreamDecimal, rate: upstreamDecimal, value: upstreamDecimal })),
  leftOut: z.array(coinName),
  change: z.object({ since: upstreamDay, amount: upstreamDecimal }),
});

/** What the member earned over the last 30 GMT+8 days, by day and kind (platform `statement/earnings.ts`). */
export const earningsAnswer = z.object({
  unit: coinName,
  from: upstreamDay,
  to: upstreamDay,
  days: z.array(z.object({ day: upstreamDay, profit: upstreamDecimal, bonus: upstreamDecimal })),
  totals: z.object({ profit: upstreamDecimal, bonus: upstreamDecimal }),
  leftOut: z.array(coinName),
  nextProfitAt: upstreamInstant.nullable(),
});

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

/**
 * The platform path that answers a member's statement as a file (CSV or PDF), made and checked
 * against the ledger there (docs/protocol.md, "Files"); `UpstreamClient.callFile` passes it on.
 */
export const STATEMENT_FILE_PATH = '/api/app/assets/statementFile';

/** The platform paths of this domain, each with the parser of its answer (docs/rest-api.md). */
export const ASSETS_ROUTES = {
  coins: upstreamRoute('/api/app/user/coinList', coinsAnswer),
  balances: upstreamRoute('/api/app/assets/assetsList', balancesAnswer),
  records: upstreamRoute('/api/app/assets/assetsRecordList', recordsAnswer),
  recordTypes: upstreamRoute('/api/app/assets/recordTypeList', recordTypesAnswer),
  holds: upstreamRoute('/api/app/assets/assetsHoldList', holdsAnswer),
  walletTotal: upstreamRoute('/api/app/assets/assetsTotal', walletTotalAnswer),
  earnings: upstreamRoute('/api/app/assets/earnings', earningsAnswer),
  exportColumns: upstreamRoute('/api/app/assets/recordsExportColumns', columnsAnswer),
};
