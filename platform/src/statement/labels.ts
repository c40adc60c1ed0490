import type { Locale } from '@portal/envelope/catalogue';

type Names = Record<Locale, string>;

/**
 * Every text of a statement file (the gateway's CSV and PDF), in the five portal languages: the
 * platform says what a statement says, the gateway only lays it out.
 */
const LABELS = {
  title: { 'en-US': 'Statement', 'zh-CN': '对账单', 'ja-JP': '取引明細書', 'ko-KP': '거래 명세서', 'id-ID': 'Laporan rekening' },
  member: { 'en-US': 'Member', 'zh-CN': '会员', 'ja-JP': '会員', 'ko-KP': '회원', 'id-ID': 'Anggota' },
  credit: { 'en-US': 'Credit', 'zh-CN': '积分', 'ja-JP': 'クレジット', 'ko-KP': '크레딧', 'id-ID': 'Kredit' },
  period: { 'en-US': 'Period (GMT+8)', 'zh-CN': '期间 (GMT+8)', 'ja-JP': '期間 (GMT+8)', 'ko-KP': '기간 (GMT+8)', 'id-ID': 'Periode (GMT+8)' },
  generatedAt: { 'en-US': 'Issued', 'zh-CN': '出具时间', 'ja-JP': '発行日時', 'ko-KP': '발행 시각', 'id-ID': 'Diterbitkan' },
  openingBalance: { 'en-US': 'Opening balance', 'zh-CN': '期初余额', 'ja-JP': '期首残高', 'ko-KP': '기초 잔액', 'id-ID': 'Saldo awal' },
  closingBalance: { 'en-US': 'Closing balance', 'zh-CN': '期末余额', 'ja-JP': '期末残高', 'ko-KP': '기말 잔액', 'id-ID': 'Saldo akhir' },
  totalIn: { 'en-US': 'Total in', 'zh-CN': '收入合计', 'ja-JP': '入金合計', 'ko-KP': '입금 합계', 'id-ID': 'Total masuk' },
  totalOut: { 'en-US': 'Total out', 'zh-CN': '支出合计', 'ja-JP': '出金合計', 'ko-KP': '출금 합계', 'id-ID': 'Total keluar' },
  time: { 'en-US': 'Time (GMT+8)', 'zh-CN': '时间 (GMT+8)', 'ja-JP': '日時 (GMT+8)', 'ko-KP': '시간 (GMT+8)', 'id-ID': 'Waktu (GMT+8)' },
  kind: { 'en-US': 'Type', 'zh-CN': '类型', 'ja-JP': '種類', 'ko-KP': '유형', 'id-ID': 'Jenis' },
  reference: { 'en-US': 'Reference', 'zh-CN': '单号', 'ja-JP': '参照番号', 'ko-KP': '참조 번호', 'id-ID': 'Referensi' },
  amount: { 'en-US': 'Amount', 'zh-CN': '金额', 'ja-JP': '金額', 'ko-KP': '금액', 'id-ID': 'Jumlah' },
  balance: { 'en-US': 'Balance', 'zh-CN': '余额', 'ja-JP': '残高', 'ko-KP': '잔액', 'id-ID': 'Saldo' },
  noEntries: {
    'en-US': 'No movements in this period.',
    'zh-CN': '本期间没有变动。',
    'ja-JP': 'この期間の取引はありません。',
    'ko-KP': '이 기간에는 거래가 없습니다.',
    'id-ID': 'Tidak ada mutasi pada periode ini.',
  },
  verified: {
    'en-US': 'Opening balance plus the movements equals the closing balance, checked against the ledger when this statement was issued. Available balance only.',
    'zh-CN': '期初余额加上各项变动等于期末余额，已在出具本对账单时与账本核对。仅含可用余额。',
    'ja-JP': '期首残高に各取引を加えた額は期末残高と一致し、本明細書の発行時に元帳と照合済みです。利用可能残高のみ。',
    'ko-KP': '기초 잔액에 각 거래를 더한 금액은 기말 잔액과 같으며, 이 명세서 발행 시 원장과 대조하였습니다. 사용 가능 잔액만 포함합니다.',
    'id-ID': 'Saldo awal ditambah mutasi sama dengan saldo akhir, dicocokkan dengan buku besar saat laporan ini diterbitkan. Hanya saldo tersedia.',
  },
  page: { 'en-US': 'Page', 'zh-CN': '页', 'ja-JP': 'ページ', 'ko-KP': '페이지', 'id-ID': 'Halaman' },
} as const satisfies Record<string, Names>;

export type StatementLabel = keyof typeof LABELS;
export const STATEMENT_LABEL_KEYS = Object.keys(LABELS) as StatementLabel[];

export function statementLabels(locale: Locale): Record<StatementLabel, string> {
  return Object.fromEntries(STATEMENT_LABEL_KEYS.map((key) => [key, LABELS[key][locale]])) as Record<StatementLabel, string>;
}

