import type { CoinName } from '@/generated/graphql';

/**
 * The credit a deposit adds to, one point per USDT (or USD): named on the forms so the member
 * knows what the amount buys (docs/rest-api-deposit-withdrawal.md). The platform decides it;
 * the deposit answers do not carry it yet.
 */
export const DEPOSIT_CREDIT: CoinName = 'CASH_POINT';
