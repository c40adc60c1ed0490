import { z } from 'zod';

// The pieces every domain's `<domain>/upstream.ts` builds the platform's answers from. An answer
// that drifts from them fails as BAD_GATEWAY (reason UPSTREAM_CONTRACT) in the client instead of
// reaching a resolver.

/** An id: the platform sends strings or integers; GraphQL `ID`s are strings. */
export const upstreamId = z.union([z.string().min(1), z.number().int()]).transform(String);
/** Money and ratios: an exact decimal string, never a JSON number (that would already have lost precision). */
export const upstreamDecimal = z.string().regex(/^-?\d+(\.\d+)?$/);
/** An ISO-8601 instant with its offset. */
export const upstreamInstant = z.iso.datetime({ offset: true });
/** A calendar day, `YYYY-MM-DD` (GMT+8). */
export const upstreamDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** The platform's on/off switches, `0` or `1`. */
export const upstreamFlag = z.union([z.literal(0), z.literal(1)]);

/** A paged list answer of the platform (`{ list, total, pageNum, pageSize }`). */
export function upstreamPage<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    pageNum: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}

/** Answers that are `null` (deletes). */
export const nullAnswer = z.null();

// Names the platform uses across domains: a value outside them is a contract change.

/** The platform's credits (the GraphQL enum `CoinName`). */
export const COIN_NAMES = ['CASH_POINT', 'BONUS_POINT', 'ASSETS_POINT', 'INSURANCE_POINT', 'GMT', 'USDT_POINT', 'WITHDRAWAL_POINT'] as const;

/** The chains of withdrawal addresses (saved ones and on-chain withdrawals). */
export const WITHDRAWAL_ADDRESS_TYPES = ['BEP20', 'TRC20', 'ERC20'] as const;

/** The record kinds of the GraphQL enum `AssetRecordType` (SPEC §3): asset records and the team's bonus totals. */
export const ASSET_RECORD_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'ADJUST_IN',
  'ADJUST_OUT',
  'TRANSFER',
  'CONVERT',
  'CONVERT_FEE',
  'GAME_TRANSFER_IN',
  'GAME_TRANSFER_OUT',
  'PURCHASE',
  'ADD',
  'COMPOUND',
  'REDEEM',
  'UPGRADE',
  'REFILL',
  'PREMIUM',
  'ISSUE_PREMIUM',
  'RECALL_PREMIUM',
  'SPECIAL_PACKAGE',
  'TRIAL_PACKAGE',
  'CLAIM',
  'FINE',
  'REDEEM_FEE',
  'INSURANCE_PROFIT',
  'SPONSOR_BONUS',
  'LEVEL_BONUS',
  'JACKPOT_PROFIT',
  'ENTRUST_PROFIT',
  'ENTRUST_OVERRIDING_BONUS',
  'ENTRUST_PAR_BONUS',
  'INSURANCE_OVERRIDING_BONUS',
  'INSURANCE_PAR_BONUS',
  'REFERRAL_OVERRIDING_BONUS',
  'REFERRAL_PAR_BONUS',
  'PERSONAL_REBATE',
  'TEAM_REBATE',
  'PROFIT_SHARING',
  'FEE',
  'WITHDRAWAL_FEE',
  'GAS_FEE',
  'OTC_FEE',
  'OTC_SELL',
  'OTC_BUY',
  'PIN_PURCHASE',
  'PIN_ACTIVATE',
  'PIN_TRANSFER',
  'JACKPOT_ENTRY',
] as const;
