import type { Locale } from '@portal/envelope/catalogue';

type Names = [en: string, zh: string, ja: string, ko: string, id: string];

/** Every kind of credit movement (SPEC §3), with its name in the five portal languages. */
const RECORD_TYPES = {
  // Money movement
  DEPOSIT: ['Deposit', '充值', '入金', '입금', 'Deposit'],
  WITHDRAW: ['Withdraw', '提现', '出金', '출금', 'Penarikan'],
  ADJUST_IN: ['Adjust in', '调账增加', '調整（入）', '조정 입금', 'Penyesuaian masuk'],
  ADJUST_OUT: ['Adjust out', '调账扣减', '調整（出）', '조정 출금', 'Penyesuaian keluar'],
  TRANSFER: ['Transfer', '转账', '振替', '이체', 'Transfer'],
  CONVERT: ['Convert', '兑换', '交換', '전환', 'Konversi'],
  CONVERT_FEE: ['Convert fee', '兑换手续费', '交換手数料', '전환 수수료', 'Biaya konversi'],
  GAME_TRANSFER_IN: ['Game transfer in', '游戏转入', 'ゲームから入金', '게임 전입', 'Transfer masuk dari game'],
  GAME_TRANSFER_OUT: ['Game transfer out', '游戏转出', 'ゲームへ出金', '게임 전출', 'Transfer keluar ke game'],
  // Insurance and entrust
  PURCHASE: ['Purchase', '购买', '購入', '구매', 'Pembelian'],
  ADD: ['Add', '加仓', '追加', '추가', 'Penambahan'],
  COMPOUND: ['Compound', '复投', '複利', '복리', 'Majemuk'],
  REDEEM: ['Redeem', '赎回', '償還', '상환', 'Penebusan'],
  UPGRADE: ['Upgrade', '升级', 'アップグレード', '업그레이드', 'Peningkatan'],
  REFILL: ['Refill', '补仓', '補充', '보충', 'Pengisian ulang'],
  PREMIUM: ['Premium', '保费', '保険料', '보험료', 'Premi'],
  ISSUE_PREMIUM: ['Issue premium', '发放保费', '保険料の支給', '보험료 지급', 'Penerbitan premi'],
  RECALL_PREMIUM: ['Recall premium', '收回保费', '保険料の回収', '보험료 회수', 'Penarikan kembali premi'],
  SPECIAL_PACKAGE: ['Special package', '特殊配套', '特別パッケージ', '특별 패키지', 'Paket khusus'],
  TRIAL_PACKAGE: ['Trial package', '体验配套', 'お試しパッケージ', '체험 패키지', 'Paket uji coba'],
  CLAIM: ['Claim', '理赔', '請求', '청구', 'Klaim'],
  FINE: ['Fine', '罚金', '罰金', '벌금', 'Denda'],
  REDEEM_FEE: ['Redeem fee', '赎回手续费', '償還手数料', '상환 수수료', 'Biaya penebusan'],
  INSURANCE_PROFIT: ['Insurance profit', '保险收益', '保険利益', '보험 수익', 'Keuntungan asuransi'],
  // Bonuses and profit
  SPONSOR_BONUS: ['Sponsor bonus', '直推奖', 'スポンサーボーナス', '스폰서 보너스', 'Bonus sponsor'],
  LEVEL_BONUS: ['Level bonus', '层级奖', 'レベルボーナス', '레벨 보너스', 'Bonus level'],
  JACKPOT_PROFIT: ['Jackpot profit', '奖池收益', 'ジャックポット利益', '잭팟 수익', 'Keuntungan jackpot'],
  ENTRUST_PROFIT: ['Entrust profit', '托管收益', '信託利益', '위탁 수익', 'Keuntungan titipan'],
  ENTRUST_OVERRIDING_BONUS: ['Entrust overriding bonus', '托管管理奖', '信託オーバーライドボーナス', '위탁 오버라이딩 보너스', 'Bonus overriding titipan'],
  ENTRUST_PAR_BONUS: ['Entrust par bonus', '托管平级奖', '信託同格ボーナス', '위탁 동급 보너스', 'Bonus setara titipan'],
  INSURANCE_OVERRIDING_BONUS: ['Insurance overriding bonus', '保险管理奖', '保険オーバーライドボーナス', '보험 오버라이딩 보너스', 'Bonus overriding asuransi'],
  INSURANCE_PAR_BONUS: ['Insurance par bonus', '保险平级奖', '保険同格ボーナス', '보험 동급 보너스', 'Bonus setara asuransi'],
  REFERRAL_OVERRIDING_BONUS: ['Referral overriding bonus', '推荐管理奖', '紹介オーバーライドボーナス', '추천 오버라이딩 보너스', 'Bonus overriding referal'],
  REFERRAL_PAR_BONUS: ['Referral par bonus', '推荐平级奖', '紹介同格ボーナス', '추천 동급 보너스', 'Bonus setara referal'],
  PERSONAL_REBATE: ['Personal rebate', '个人返利', '個人リベート', '개인 리베이트', 'Rabat pribadi'],
  TEAM_REBATE: ['Team rebate', '团队返利', 'チームリベート', '팀 리베이트', 'Rabat tim'],
  PROFIT_SHARING: ['Profit sharing', '利润分红', '利益分配', '수익 공유', 'Bagi hasil'],
  // Fees
  FEE: ['Fee', '手续费', '手数料', '수수료', 'Biaya'],
  WITHDRAWAL_FEE: ['Withdrawal fee', '提现手续费', '出金手数料', '출금 수수료', 'Biaya penarikan'],
  GAS_FEE: ['Gas fee', '矿工费', 'ガス代', '가스비', 'Biaya gas'],
  OTC_FEE: ['OTC fee', 'OTC手续费', 'OTC手数料', 'OTC 수수료', 'Biaya OTC'],
  // Peer to peer
  OTC_SELL: ['OTC sell', 'OTC卖出', 'OTC売却', 'OTC 판매', 'Jual OTC'],
  OTC_BUY: ['OTC buy', 'OTC买入', 'OTC購入', 'OTC 구매', 'Beli OTC'],
  // PIN codes
  PIN_PURCHASE: ['PIN purchase', '激活码购买', 'PINコード購入', 'PIN 구매', 'Pembelian PIN'],
  PIN_ACTIVATE: ['PIN activate', '激活码激活', 'PINコード有効化', 'PIN 활성화', 'Aktivasi PIN'],
  PIN_TRANSFER: ['PIN transfer', '激活码转让', 'PINコード譲渡', 'PIN 양도', 'Transfer PIN'],
  // Jackpot
  JACKPOT_ENTRY: ['Jackpot entry', '奖池投注', 'ジャックポット参加', '잭팟 참가', 'Ikut jackpot'],
} as const satisfies Record<string, Names>;

export type RecordType = keyof typeof RECORD_TYPES;
export const RECORD_TYPE_KEYS = Object.keys(RECORD_TYPES) as RecordType[];

const LOCALE_INDEX: Record<Locale, number> = { 'en-US': 0, 'zh-CN': 1, 'ja-JP': 2, 'ko-KP': 3, 'id-ID': 4 };

export function isRecordType(value: string): value is RecordType {
  return Object.hasOwn(RECORD_TYPES, value);
}

export function recordTypeName(type: string, locale: Locale): string {
  return isRecordType(type) ? RECORD_TYPES[type][LOCALE_INDEX[locale]]! : type;
}

export function recordTypeList(locale: Locale): { recordType: RecordType; name: string }[] {
  return RECORD_TYPE_KEYS.map((recordType) => ({ recordType, name: recordTypeName(recordType, locale) }));
}
