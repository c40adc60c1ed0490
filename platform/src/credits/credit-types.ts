/** The seven credits a member holds (SPEC §3), in display order. */
export const CREDIT_TYPES = [
  'CASH_POINT',
  'BONUS_POINT',
  'ASSETS_POINT',
  'INSURANCE_POINT',
  'GMT',
  'USDT_POINT',
  'WITHDRAWAL_POINT',
] as const;
export type CreditType = (typeof CREDIT_TYPES)[number];

export function isCreditType(value: string): value is CreditType {
  return (CREDIT_TYPES as readonly string[]).includes(value);
}

export const BALANCE_STATES = ['available', 'frozen', 'locked'] as const;

/**
 * coinList: the Chinese name, the short label clients show, and how many decimals a client shows
 * of an amount of this credit (amounts are kept to 8 places; a client rounds down to these for
 * display and shows the whole value where a member asks for a record's details).
 */
export const COINS: Record<CreditType, { cnName: string; shortName: string; decimals: number }> = {
  CASH_POINT: { cnName: '现金积分', shortName: 'CP', decimals: 2 },
  BONUS_POINT: { cnName: '奖励积分', shortName: 'BP', decimals: 2 },
  ASSETS_POINT: { cnName: '托管积分', shortName: 'AP', decimals: 2 },
  INSURANCE_POINT: { cnName: '保险积分', shortName: 'IP', decimals: 2 },
  GMT: { cnName: '游戏积分', shortName: 'GMT', decimals: 2 },
  USDT_POINT: { cnName: 'USDT积分', shortName: 'UP', decimals: 2 },
  WITHDRAWAL_POINT: { cnName: '提现积分', shortName: 'WP', decimals: 2 },
};

/** The states a credit record can be in (`asset_records.status`). */
export const RECORD_STATUSES = ['PENDING', 'PENDING_REVIEW', 'APPROVED', 'PAYABLE', 'WITHDRAWING', 'SUCCESS', 'REJECTED', 'FAILED', 'CANCELLED', 'NOT_RECEIVED'] as const;
