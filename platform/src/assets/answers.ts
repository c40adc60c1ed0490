import { Type } from '@fastify/type-provider-typebox';
import { RECORD_STATUSES } from '../credits/credit-types.ts';
import { RECORD_TYPE_KEYS } from '../credits/record-types.ts';
import { Coin, Day, DecimalText, Instant, Nullable, OneOf, PageOf } from '../lib/route-schemas.ts';
import { recordExportColumns } from './export-columns.ts';
import { HOLD_KINDS } from './holds.ts';
import { RECORD_NOTE_KINDS } from './record-note.ts';

/** What the assets routes answer (docs/rest-api.md): the `data` of each success. */

/** A kind of credit movement (`DEPOSIT`, `SPONSOR_BONUS` …). */
export const RecordType = OneOf(RECORD_TYPE_KEYS);

/** The state of a credit record. */
export const RecordStatus = OneOf(RECORD_STATUSES);

/** A member's balance of one credit, by state. */
export const Balance = Type.Object({
  coinName: Coin,
  assetsAvailable: DecimalText,
  assetsFrozen: DecimalText,
  assetsLocked: DecimalText,
});

/** A record's remark read back as parts (assets/record-note.ts): only the parts its kind has are present. */
export const RecordNote = Type.Object({
  kind: OneOf(RECORD_NOTE_KINDS),
  fromCoin: Type.Optional(Coin),
  toCoin: Type.Optional(Coin),
  orderId: Type.Optional(Type.String()),
  counterparty: Type.Optional(Type.String()),
  destination: Type.Optional(Type.String()),
  packageName: Type.Optional(Type.String()),
  targetPackageName: Type.Optional(Type.String()),
  round: Type.Optional(Type.Integer({ minimum: 0 })),
  tradeOrder: Type.Optional(Type.Integer({ minimum: 0 })),
  firstTicket: Type.Optional(Type.Integer({ minimum: 0 })),
  lastTicket: Type.Optional(Type.Integer({ minimum: 0 })),
  quantity: Type.Optional(Type.Integer({ minimum: 0 })),
  /** A calendar day, YYYY-MM-DD (GMT+8). */
  day: Type.Optional(Type.String()),
  depth: Type.Optional(Type.Integer({ minimum: 0 })),
  text: Type.Optional(Type.String()),
});

/** One movement of one credit as the member reads it. */
export const AssetRecord = Type.Object({
  id: Type.String(),
  receiptNumber: Type.String(),
  /** The ledger transfer, when the movement has one. */
  transactionNumber: Nullable(Type.String()),
  coinName: Coin,
  recordType: RecordType,
  recordTypeName: Type.String(),
  amount: DecimalText,
  fee: DecimalText,
  actualAmount: DecimalText,
  status: RecordStatus,
  reason: Nullable(Type.String()),
  hash: Nullable(Type.String()),
  remark: Nullable(Type.String()),
  note: Nullable(RecordNote),
  createdAt: Instant,
});

export const AssetRecordPage = PageOf(AssetRecord);

/** A kind of movement with its name in the caller's language. */
export const RecordTypeName = Type.Object({ recordType: RecordType, name: Type.String() });

/** A column of a records export, with its heading in the caller's language. */
export const RecordExportColumn = Type.Object({
  key: OneOf(recordExportColumns('en-US').map((column) => column.key)),
  label: Type.String(),
});

/** What holds part of a frozen or locked balance (`assets/holds.ts`: WITHDRAWAL_REVIEW, OTC_ESCROW, PACKAGE_LOCK …). */
export const HoldKind = OneOf(HOLD_KINDS);

/** One frozen or locked amount and what holds it; a credit's holds of one state add up to that balance. */
export const Hold = Type.Object({
  kind: HoldKind,
  coinName: Coin,
  state: OneOf(['frozen', 'locked']),
  amount: DecimalText,
  since: Instant,
  /** When the amount is due back, where a date is known (a package's contract end). */
  until: Nullable(Instant),
  /** The order, offer, trade, application or package that holds it. */
  reference: Type.String(),
  /** The web client's route to it. */
  path: Type.String(),
});

/** One credit counted in the wallet total: what the member holds of it (every state), its rate to the unit, its value. */
export const WalletTotalPart = Type.Object({ coinName: Coin, amount: DecimalText, rate: DecimalText, value: DecimalText });

/** The member's total value in one unit at the convert rates (assets/total.ts). */
export const WalletTotal = Type.Object({
  unit: Coin,
  total: DecimalText,
  counted: Type.Array(WalletTotalPart),
  /** Credits the member holds that have no rate to the unit: not in the total. */
  leftOut: Type.Array(Coin),
  /** The total's change since 00:00 GMT+8 of `since` (30 days back, or the member's first day), at today's rates. */
  change: Type.Object({ since: Day, amount: DecimalText }),
});
