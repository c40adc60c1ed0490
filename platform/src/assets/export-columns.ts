import type { Locale } from '@portal/envelope/catalogue';

type Names = Record<Locale, string>;

/**
 * The columns of a member's records export (the gateway's `/export/records.csv`), in order, with
 * their headings in the five portal languages. Each key is a field of a record as
 * `assetsRecordList` answers it (`recordType` is written as its localized name).
 */
const COLUMNS = {
  createdAt: { 'en-US': 'Time (UTC)', 'zh-CN': '时间 (UTC)', 'ja-JP': '日時 (UTC)', 'ko-KP': '시간 (UTC)', 'id-ID': 'Waktu (UTC)' },
  receiptNumber: { 'en-US': 'Receipt number', 'zh-CN': '单号', 'ja-JP': '受付番号', 'ko-KP': '접수 번호', 'id-ID': 'Nomor tanda terima' },
  transactionNumber: { 'en-US': 'Transaction number', 'zh-CN': '交易号', 'ja-JP': '取引番号', 'ko-KP': '거래 번호', 'id-ID': 'Nomor transaksi' },
  coinName: { 'en-US': 'Credit', 'zh-CN': '积分', 'ja-JP': 'クレジット', 'ko-KP': '크레딧', 'id-ID': 'Kredit' },
  recordType: { 'en-US': 'Type', 'zh-CN': '类型', 'ja-JP': '種類', 'ko-KP': '유형', 'id-ID': 'Jenis' },
  amount: { 'en-US': 'Amount', 'zh-CN': '金额', 'ja-JP': '金額', 'ko-KP': '금액', 'id-ID': 'Jumlah' },
  fee: { 'en-US': 'Fee', 'zh-CN': '手续费', 'ja-JP': '手数料', 'ko-KP': '수수료', 'id-ID': 'Biaya' },
  actualAmount: { 'en-US': 'Actual amount', 'zh-CN': '实际到账', 'ja-JP': '実際の金額', 'ko-KP': '실제 금액', 'id-ID': 'Jumlah diterima' },
  status: { 'en-US': 'Status', 'zh-CN': '状态', 'ja-JP': '状態', 'ko-KP': '상태', 'id-ID': 'Status' },
  reason: { 'en-US': 'Reason', 'zh-CN': '原因', 'ja-JP': '理由', 'ko-KP': '사유', 'id-ID': 'Alasan' },
  remark: { 'en-US': 'Note', 'zh-CN': '附言', 'ja-JP': 'メモ', 'ko-KP': '메모', 'id-ID': 'Catatan' },
  hash: { 'en-US': 'Hash', 'zh-CN': '哈希', 'ja-JP': 'ハッシュ', 'ko-KP': '해시', 'id-ID': 'Hash' },
} as const satisfies Record<string, Names>;

export type RecordExportColumn = keyof typeof COLUMNS;

/** The export's columns with their headings in `locale`. */
export function recordExportColumns(locale: Locale): { key: RecordExportColumn; label: string }[] {
  return (Object.keys(COLUMNS) as RecordExportColumn[]).map((key) => ({ key, label: COLUMNS[key][locale] }));
}
