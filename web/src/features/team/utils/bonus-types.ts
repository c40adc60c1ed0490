import type { AssetRecordType } from '@/generated/graphql';

// The bonus record types `bonusEarned` totals (docs/team.md, "Bonuses"), in the platform's order,
// each worded by the catalogue; a type added later is counted under "Other bonuses".
const BONUS_TYPE_KEYS = {
  SPONSOR_BONUS: 'bonusReport.types.SPONSOR_BONUS',
  LEVEL_BONUS: 'bonusReport.types.LEVEL_BONUS',
  INSURANCE_OVERRIDING_BONUS: 'bonusReport.types.INSURANCE_OVERRIDING_BONUS',
  INSURANCE_PAR_BONUS: 'bonusReport.types.INSURANCE_PAR_BONUS',
  ENTRUST_OVERRIDING_BONUS: 'bonusReport.types.ENTRUST_OVERRIDING_BONUS',
  ENTRUST_PAR_BONUS: 'bonusReport.types.ENTRUST_PAR_BONUS',
  REFERRAL_OVERRIDING_BONUS: 'bonusReport.types.REFERRAL_OVERRIDING_BONUS',
  REFERRAL_PAR_BONUS: 'bonusReport.types.REFERRAL_PAR_BONUS',
  PERSONAL_REBATE: 'bonusReport.types.PERSONAL_REBATE',
  TEAM_REBATE: 'bonusReport.types.TEAM_REBATE',
  PROFIT_SHARING: 'bonusReport.types.PROFIT_SHARING',
} as const satisfies Partial<Record<AssetRecordType, string>>;

export type BonusTypeKey = (typeof BONUS_TYPE_KEYS)[keyof typeof BONUS_TYPE_KEYS] | 'bonusReport.types.other';

/** The catalogue key that words a bonus record type. */
export function bonusTypeKey(recordType: AssetRecordType): BonusTypeKey {
  return Object.hasOwn(BONUS_TYPE_KEYS, recordType) ? BONUS_TYPE_KEYS[recordType as keyof typeof BONUS_TYPE_KEYS] : 'bonusReport.types.other';
}
