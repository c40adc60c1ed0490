import { describe, expect, it } from 'vitest';
import { recordNote } from '../src/assets/record-note.ts';

describe('a record remark read back as parts', () => {
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
    expect(recordNote('ENTRUST_PROFIT', 'Entrust 1000 · pkg_2 · 2030-06-01')).toEqual({ kind: 'PACKAGE', packageName: 'Entrust 1000', orderId: 'pkg_2' });
    expect(recordNote('PURCHASE', 'Gold · pkg_3')).toEqual({ kind: 'PACKAGE', packageName: 'Gold', orderId: 'pkg_3' });
  });

  it('keeps any other remark as text, and none as none', () => {
    expect(recordNote('ADJUST_IN', 'welcome bonus')).toEqual({ kind: 'TEXT', text: 'welcome bonus' });
    expect(recordNote('CONVERT', 'GOLD → CASH_POINT, order cvo_1')).toEqual({ kind: 'TEXT', text: 'GOLD → CASH_POINT, order cvo_1' });
    expect(recordNote('ADJUST_IN', null)).toBeNull();
    expect(recordNote('ADJUST_IN', '')).toBeNull();
  });
});
