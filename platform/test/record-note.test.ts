import { describe, expect, it } from 'vitest';
import { RECORD_TYPE_KEYS, type RecordType } from '../src/credits/record-types.ts';
import { recordNote } from '../src/assets/record-note.ts';

// One remark per record type, written as the platform's flows write it (the file that writes it
// is named): a new record type without a structured note fails here.
const WRITTEN: Record<RecordType, { remark: string | null; kind: string }> = {
  DEPOSIT: { remark: 'bank deposit dep_1 via HSBC', kind: 'DEPOSIT' }, // deposit/service.ts
  WITHDRAW: { remark: 'wdr_9 → TRC20 T123', kind: 'WITHDRAWAL' }, // withdrawal/service.ts
  ADJUST_IN: { remark: 'welcome', kind: 'ADJUSTMENT' }, // assets/service.ts adjustBalance
  ADJUST_OUT: { remark: null, kind: 'ADJUSTMENT' },
  TRANSFER: { remark: 'alice', kind: 'TRANSFER' }, // transfer/service.ts
  CONVERT: { remark: 'BONUS_POINT → CASH_POINT, order cvo_01J', kind: 'CONVERT' }, // convert/service.ts
  CONVERT_FEE: { remark: 'BONUS_POINT → CASH_POINT, order cvo_01J', kind: 'CONVERT' },
  GAME_TRANSFER_IN: { remark: 'alice_game', kind: 'GAME' }, // game/service.ts
  GAME_TRANSFER_OUT: { remark: 'alice_game', kind: 'GAME' },
  PURCHASE: { remark: 'Gold · pkg_3 · commitment cmt_1', kind: 'PACKAGE' }, // packages/purchases.ts
  ADD: { remark: 'Entrust 1000 · pkg_2 · 2030-06-01', kind: 'PACKAGE' }, // accrual/service.ts
  COMPOUND: { remark: 'Gold · pkg_2 · 2030-06-01', kind: 'PACKAGE' },
  REDEEM: { remark: 'Gold · pkg_1', kind: 'PACKAGE' }, // packages/redeem.ts
  UPGRADE: { remark: 'Silver → Gold · pkg_1', kind: 'PACKAGE' }, // packages/purchases.ts
  REFILL: { remark: 'Gold · pkg_1', kind: 'PACKAGE' },
  PREMIUM: { remark: 'Gold · pkg_1 · round 2', kind: 'PACKAGE' }, // insurance/premiums.ts
  ISSUE_PREMIUM: { remark: 'Gold · pkg_1 · round 2', kind: 'PACKAGE' },
  RECALL_PREMIUM: { remark: 'Gold · pkg_1 · round 2', kind: 'PACKAGE' },
  SPECIAL_PACKAGE: { remark: 'Gold · pkg_1', kind: 'PACKAGE' },
  TRIAL_PACKAGE: { remark: 'Gold · pkg_1 · free commitment cmt_2', kind: 'PACKAGE' },
  CLAIM: { remark: 'Gold · pkg_1 · order 3', kind: 'PACKAGE' }, // claim/service.ts
  FINE: { remark: 'late premium · pkg_1', kind: 'FINE' }, // packages/grants-and-fines.ts
  REDEEM_FEE: { remark: 'Gold · pkg_1', kind: 'PACKAGE' },
  INSURANCE_PROFIT: { remark: 'Gold · pkg_1 · 2030-06-01', kind: 'PACKAGE' },
  SPONSOR_BONUS: { remark: 'alice · Gold', kind: 'BONUS' }, // team/bonuses.ts
  LEVEL_BONUS: { remark: 'alice · Gold', kind: 'BONUS' },
  JACKPOT_PROFIT: { remark: 'round jpr_1, winning ticket 4', kind: 'JACKPOT_WIN' }, // jackpot/service.ts
  ENTRUST_PROFIT: { remark: 'Entrust 1000 · pkg_2 · 2030-06-01', kind: 'PACKAGE' },
  ENTRUST_OVERRIDING_BONUS: { remark: 'alice · Gold', kind: 'BONUS' },
  ENTRUST_PAR_BONUS: { remark: 'alice · Gold', kind: 'BONUS' },
  INSURANCE_OVERRIDING_BONUS: { remark: 'alice · Gold', kind: 'BONUS' },
  INSURANCE_PAR_BONUS: { remark: 'alice · Gold', kind: 'BONUS' },
  REFERRAL_OVERRIDING_BONUS: { remark: 'alice · Gold', kind: 'BONUS' },
  REFERRAL_PAR_BONUS: { remark: 'alice · Gold', kind: 'BONUS' },
  PERSONAL_REBATE: { remark: 'alice · Gold', kind: 'BONUS' },
  TEAM_REBATE: { remark: 'alice · Gold', kind: 'BONUS' },
  PROFIT_SHARING: { remark: '2030-06-01 · L2', kind: 'PROFIT_SHARING' }, // team/profit-sharing.ts
  FEE: { remark: 'alice', kind: 'TRANSFER' },
  WITHDRAWAL_FEE: { remark: 'wdr_9', kind: 'WITHDRAWAL' },
  GAS_FEE: { remark: 'wdr_9', kind: 'WITHDRAWAL' },
  OTC_FEE: { remark: 'OTC trade otc_t1', kind: 'OTC_TRADE' }, // otc/trades.ts
  OTC_SELL: { remark: 'OTC offer otc_01m8x1: escrow', kind: 'OTC_ESCROW' }, // otc/offers.ts
  OTC_BUY: { remark: 'OTC trade otc_t1: frozen for appeal', kind: 'OTC_APPEAL_HELD' }, // otc/appeals.ts
  PIN_PURCHASE: { remark: 'Insurance 100 × 3', kind: 'PIN_PURCHASE' }, // pin-code/service.ts
  PIN_ACTIVATE: { remark: 'Insurance 100 · pkg_4 · PIN AB12CD34', kind: 'PACKAGE' }, // packages/purchases.ts
  PIN_TRANSFER: { remark: 'Insurance 100 × 1', kind: 'PIN_PURCHASE' },
  JACKPOT_ENTRY: { remark: 'round jpr_1, tickets 0–1', kind: 'JACKPOT_ENTRY' }, // jackpot/service.ts
};

describe('a record remark read back as parts', () => {
  it('gives every record type the platform writes a structured note, never bare text', () => {
    for (const type of RECORD_TYPE_KEYS) {
      const { remark, kind } = WRITTEN[type];
      expect({ type, kind: recordNote(type, remark)?.kind }).toEqual({ type, kind });
    }
  });

  it('reads the remarks the platform writes', () => {
    expect(recordNote('CONVERT', 'BONUS_POINT → CASH_POINT, order cvo_01J')).toEqual({ kind: 'CONVERT', fromCoin: 'BONUS_POINT', toCoin: 'CASH_POINT', orderId: 'cvo_01J' });
    expect(recordNote('CONVERT', 'CASH_POINT → USDT_POINT · cvo_02')).toEqual({ kind: 'CONVERT', fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', orderId: 'cvo_02' });
    expect(recordNote('TRANSFER', 'alice')).toEqual({ kind: 'TRANSFER', counterparty: 'alice' });
    expect(recordNote('WITHDRAW', 'wdr_9 → TRC20 T123')).toEqual({ kind: 'WITHDRAWAL', orderId: 'wdr_9', destination: 'TRC20 T123' });
    expect(recordNote('WITHDRAW', 'wdr_9')).toEqual({ kind: 'WITHDRAWAL', orderId: 'wdr_9' });
    expect(recordNote('DEPOSIT', 'receipt R-77')).toEqual({ kind: 'DEPOSIT', orderId: 'R-77' });
    expect(recordNote('DEPOSIT', 'bank deposit dep_1 via HSBC')).toEqual({ kind: 'DEPOSIT', orderId: 'dep_1', destination: 'HSBC' });
    expect(recordNote('PREMIUM', 'Gold · pkg_1 · round 2')).toEqual({ kind: 'PACKAGE', packageName: 'Gold', orderId: 'pkg_1', round: 2 });
    expect(recordNote('CLAIM', 'Gold · pkg_1 · order 3')).toEqual({ kind: 'PACKAGE', packageName: 'Gold', orderId: 'pkg_1', tradeOrder: 3 });
    expect(recordNote('ENTRUST_PROFIT', 'Entrust 1000 · pkg_2 · 2030-06-01')).toEqual({ kind: 'PACKAGE', packageName: 'Entrust 1000', orderId: 'pkg_2', day: '2030-06-01' });
    expect(recordNote('PURCHASE', 'Gold · pkg_3')).toEqual({ kind: 'PACKAGE', packageName: 'Gold', orderId: 'pkg_3' });
    expect(recordNote('PURCHASE', 'Gold · pkg_3 · commitment cmt_1')).toEqual({ kind: 'PACKAGE', packageName: 'Gold', orderId: 'pkg_3' });
    expect(recordNote('UPGRADE', 'Silver → Gold · pkg_1')).toEqual({ kind: 'PACKAGE', packageName: 'Silver', targetPackageName: 'Gold', orderId: 'pkg_1' });
    // The PIN code itself is not served back: the package is the reference.
    expect(recordNote('PIN_ACTIVATE', 'Insurance 100 · pkg_4 · PIN AB12CD34')).toEqual({ kind: 'PACKAGE', packageName: 'Insurance 100', orderId: 'pkg_4' });
  });

  it('reads P2P, jackpot, PIN, team, game and fine remarks into parts', () => {
    expect(recordNote('OTC_SELL', 'OTC offer otc_01m8x1: escrow')).toEqual({ kind: 'OTC_ESCROW', orderId: 'otc_01m8x1' });
    expect(recordNote('OTC_SELL', 'OTC offer otc_01m8x1: cancelled, escrow returned')).toEqual({ kind: 'OTC_ESCROW_RETURNED', orderId: 'otc_01m8x1' });
    expect(recordNote('OTC_BUY', 'OTC trade otc_t1')).toEqual({ kind: 'OTC_TRADE', orderId: 'otc_t1' });
    expect(recordNote('OTC_SELL', 'OTC trade otc_t1: appeal released')).toEqual({ kind: 'OTC_APPEAL_RELEASED', orderId: 'otc_t1' });
    expect(recordNote('OTC_SELL', 'OTC trade otc_t1: appeal reversed')).toEqual({ kind: 'OTC_APPEAL_REVERSED', orderId: 'otc_t1' });
    expect(recordNote('JACKPOT_ENTRY', 'round jpr_1, tickets 0–1')).toEqual({ kind: 'JACKPOT_ENTRY', orderId: 'jpr_1', firstTicket: 0, lastTicket: 1 });
    expect(recordNote('JACKPOT_PROFIT', 'round jpr_1, winning ticket 4')).toEqual({ kind: 'JACKPOT_WIN', orderId: 'jpr_1', firstTicket: 4, lastTicket: 4 });
    expect(recordNote('PIN_PURCHASE', 'Insurance 100 × 3')).toEqual({ kind: 'PIN_PURCHASE', packageName: 'Insurance 100', quantity: 3 });
    expect(recordNote('SPONSOR_BONUS', 'alice · Gold 100')).toEqual({ kind: 'BONUS', counterparty: 'alice', packageName: 'Gold 100' });
    expect(recordNote('PROFIT_SHARING', '2030-06-01 · L2')).toEqual({ kind: 'PROFIT_SHARING', day: '2030-06-01', depth: 2 });
    expect(recordNote('GAME_TRANSFER_OUT', 'alice_game')).toEqual({ kind: 'GAME', destination: 'alice_game' });
    expect(recordNote('FINE', 'late premium · pkg_1')).toEqual({ kind: 'FINE', orderId: 'pkg_1', text: 'late premium' });
    expect(recordNote('ADJUST_IN', 'welcome bonus')).toEqual({ kind: 'ADJUSTMENT', text: 'welcome bonus' });
    expect(recordNote('ADJUST_OUT', null)).toEqual({ kind: 'ADJUSTMENT' });
  });

  it('keeps any other remark as text, and none as none', () => {
    expect(recordNote('CONVERT', 'GOLD → CASH_POINT, order cvo_1')).toEqual({ kind: 'TEXT', text: 'GOLD → CASH_POINT, order cvo_1' });
    expect(recordNote('OTC_SELL', 'something else')).toEqual({ kind: 'TEXT', text: 'something else' });
    expect(recordNote('DEPOSIT', null)).toBeNull();
    expect(recordNote('DEPOSIT', '')).toBeNull();
  });
});
