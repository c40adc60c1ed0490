import type { Locale } from '@portal/envelope/catalogue';
import type { CreditType } from './credit-types.ts';

type Names = Record<Locale, string>;

/** The credits' names as the portal shows them (the web's `credits.*`), for what the platform writes itself: a statement's heading, a notification. */
const CREDIT_NAMES: Record<CreditType, Names> = {
  CASH_POINT: { 'en-US': 'Cash', 'zh-CN': '现金积分', 'ja-JP': 'キャッシュ', 'ko-KP': '현금', 'id-ID': 'Tunai' },
  BONUS_POINT: { 'en-US': 'Bonus', 'zh-CN': '奖励积分', 'ja-JP': 'ボーナス', 'ko-KP': '보너스', 'id-ID': 'Bonus' },
  ASSETS_POINT: { 'en-US': 'Entrust', 'zh-CN': '托管积分', 'ja-JP': '信託', 'ko-KP': '위탁', 'id-ID': 'Titipan' },
  INSURANCE_POINT: { 'en-US': 'Insurance', 'zh-CN': '保险积分', 'ja-JP': '保険', 'ko-KP': '보험', 'id-ID': 'Asuransi' },
  GMT: { 'en-US': 'Game (GMT)', 'zh-CN': '游戏积分 (GMT)', 'ja-JP': 'ゲーム (GMT)', 'ko-KP': '게임 (GMT)', 'id-ID': 'Permainan (GMT)' },
  USDT_POINT: { 'en-US': 'USDT', 'zh-CN': 'USDT 积分', 'ja-JP': 'USDT', 'ko-KP': 'USDT', 'id-ID': 'USDT' },
  WITHDRAWAL_POINT: { 'en-US': 'Withdrawable', 'zh-CN': '可提现积分', 'ja-JP': '出金可能', 'ko-KP': '출금 가능', 'id-ID': 'Dapat ditarik' },
};

export function creditName(coin: CreditType, locale: Locale): string {
  return CREDIT_NAMES[coin][locale];
}
