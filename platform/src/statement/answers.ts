import { Type } from '@fastify/type-provider-typebox';
import { Coin, Day, DecimalText, Instant } from '../lib/route-schemas.ts';
import { STATEMENT_LABEL_KEYS } from './labels.ts';

/** What the statement route answers (docs/rest-api.md): the `data` of a success. */

/** One movement of a statement, with the balance it leaves. */
export const StatementEntry = Type.Object({
  time: Instant,
  /** The ledger transfer's kind (`DEPOSIT`, `TRANSFER`, ...) and its name in the caller's language. */
  recordType: Type.String(),
  kind: Type.String(),
  /** The member record's receipt number, else the ledger transfer's id. */
  reference: Type.String(),
  amount: DecimalText,
  balance: DecimalText,
});

/** A verified statement of one credit's available balance over GMT+8 days, with its texts in the caller's language. */
export const Statement = Type.Object({
  coinName: Coin,
  creditName: Type.String(),
  userName: Type.String(),
  startDay: Day,
  endDay: Day,
  from: Instant,
  to: Instant,
  generatedAt: Instant,
  openingBalance: DecimalText,
  closingBalance: DecimalText,
  totalIn: DecimalText,
  totalOut: DecimalText,
  entries: Type.Array(StatementEntry),
  labels: Type.Object(Object.fromEntries(STATEMENT_LABEL_KEYS.map((key) => [key, Type.String()]))),
  display: Type.Object({ from: Type.String(), to: Type.String(), generatedAt: Type.String() }),
});

/** One GMT+8 day of the earnings chart: each kind's sum in the unit. */
export const EarningsDay = Type.Object({ day: Day, profit: DecimalText, bonus: DecimalText });

/** What the member earned over the last 30 GMT+8 days, by day and kind (statement/earnings.ts). */
export const Earnings = Type.Object({
  unit: Coin,
  from: Day,
  to: Day,
  days: Type.Array(EarningsDay),
  totals: Type.Object({ profit: DecimalText, bonus: DecimalText }),
  /** Credits earned that have no rate to the unit: not in the sums. */
  leftOut: Type.Array(Coin),
  /** When the next daily profit is credited, if a package of the member's earns then. */
  nextProfitAt: Type.Union([Instant, Type.Null()]),
});
