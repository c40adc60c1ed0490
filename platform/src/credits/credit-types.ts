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

/** coinList: the Chinese name and the short label clients show. */
export const COINS: Record<CreditType, { cnName: string; shortName: string }> = {
  CASH_POINT: { cnName: '现金积分', shortName: 'CP' },
  BONUS_POINT: { cnName: '奖励积分', shortName: 'BP' },
  ASSETS_POINT: { cnName: '托管积分', shortName: 'AP' },
  INSURANCE_POINT: { cnName: '保险积分', shortName: 'IP' },
  GMT: { cnName: '游戏积分', shortName: 'GMT' },
  USDT_POINT: { cnName: 'USDT积分', shortName: 'UP' },
  WITHDRAWAL_POINT: { cnName: '提现积分', shortName: 'WP' },
};
