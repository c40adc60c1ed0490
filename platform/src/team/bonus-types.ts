import type { RecordType } from '../credits/record-types.ts';

/** The record types of the team's bonuses and rebates (SPEC §3), as `bonusEarned` totals them. */
export const BONUS_RECORD_TYPES = [
  'SPONSOR_BONUS',
  'LEVEL_BONUS',
  'INSURANCE_OVERRIDING_BONUS',
  'INSURANCE_PAR_BONUS',
  'ENTRUST_OVERRIDING_BONUS',
  'ENTRUST_PAR_BONUS',
  'REFERRAL_OVERRIDING_BONUS',
  'REFERRAL_PAR_BONUS',
  'PERSONAL_REBATE',
  'TEAM_REBATE',
  'PROFIT_SHARING',
] as const satisfies readonly RecordType[];
