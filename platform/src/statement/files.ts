import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '@portal/envelope/catalogue';
import { InvariantViolation } from '../errors.ts';
import { Money } from '../lib/money.ts';
import type { Statement } from './service.ts';
import type PDFDocument from 'pdfkit';

// A statement's files, made only here: the member's download (`/api/app/assets/statementFile`,
// passed on by the gateway as `/export/statement.csv` and `.pdf`) and the monthly email carry the
// same bytes for the same statement.

export const STATEMENT_FORMATS = ['csv', 'pdf'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

const CONTENT_TYPES: Record<StatementFormat, string> = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' };

export interface StatementFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * The arithmetic of the statement as it is about to be laid out: opening + each amount = each
 * running balance, the last = closing. `buildStatement` checked it against the ledger; checked
 * again on the very values a file prints, so a file that does not add up is never made.
 */
export function statementAddsUp(statement: Pick<Statement, 'openingBalance' | 'closingBalance' | 'entries'>): boolean {
  let running = new Money(statement.openingBalance);
  for (const entry of statement.entries) {
    running = running.plus(new Money(entry.amount));
    if (!running.equals(new Money(entry.balance))) return false;
  }
  return running.equals(new Money(statement.closingBalance));
}

/** The statement as a file in the statement's language, named `<name>.<format>`; refused (a broken invariant) when it does not add up. */
export async function statementFile(statement: Statement, format: StatementFormat, locale: Locale, name: string): Promise<StatementFile> {
  if (!statementAddsUp(statement)) throw new InvariantViolation(`statement of ${statement.coinName} ${statement.startDay}–${statement.endDay} does not add up`);
  const bytes = format === 'csv' ? Buffer.from(statementCsv(statement), 'utf8') : await statementPdf(statement, locale);
  return { fileName: `${name}.${format}`, contentType: CONTENT_TYPES[format], bytes };
}

/** An instant as members read it, in GMT+8 (no daylight saving): `2030-06-01 08:30:00`. */
export function gmt8Time(instant: string): string {
  return new Date(Date.parse(instant) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A CSV cell (RFC 4180) that a spreadsheet never runs as a formula; a negative amount stays a number. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !DECIMAL.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180, UTF-8 with a byte-order mark: one table, the opening and closing balances as its first and last rows. */
export function statementCsv(statement: Statement): string {
  const { labels } = statement;
  const line = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;
  return (
    '\uFEFF' +
    line([labels.time, labels.kind, labels.reference, labels.amount, labels.balance]) +
    line([gmt8Time(statement.from), labels.openingBalance, '', '', statement.openingBalance]) +
    statement.entries.map((entry) => line([gmt8Time(entry.time), entry.kind, entry.reference, entry.amount, entry.balance])).join('') +
    line([gmt8Time(statement.to), labels.closingBalance, '', '', statement.closingBalance])
  );
}

/**
 * The CJK typefaces a statement PDF is set in: Noto Sans CJK for the region of each language
 * (so a Japanese statement gets Japanese glyph forms), from npm packages, so a machine with
 * only Node.js renders them. Only the glyphs a statement uses are embedded (fontkit subsets
 * the font), a few tens of kilobytes per file. English and Indonesian use the PDF standard
 * Helvetica, which needs no embedding.
 */
const CJK_FONTS: Partial<Record<Locale, { pkg: string; file: string }>> = {
  'zh-CN': { pkg: '@embedpdf/fonts-sc', file: 'NotoSansHans-Regular.otf' },
  'ja-JP': { pkg: '@embedpdf/fonts-jp', file: 'NotoSansJP-Regular.otf' },
  'ko-KP': { pkg: '@embedpdf/fonts-kr', file: 'NotoSansKR-Regular.otf' },
};

/** Each font file (4–8 MB) is read once, on the first PDF in its language, then kept. */
const fontFiles = new Map<string, Promise<Buffer>>();

function fontFile(locale: Locale): Promise<Buffer> | undefined {
  const font = CJK_FONTS[locale];
  if (!font) return undefined;
  let file = fontFiles.get(font.pkg);
  if (!file) {
    // The package's entry is dist/index.js; its fonts sit in fonts/ beside dist/.
    const entry = fileURLToPath(import.meta.resolve(font.pkg));
    file = readFile(path.join(path.dirname(entry), '..', 'fonts', font.file));
    file.catch(() => fontFiles.delete(font.pkg));
    fontFiles.set(font.pkg, file);
  }
  return file;
}


const MARGIN = 40;
/** Column widths of the movements table on A4 (595 pt wide, 515 between the margins). */
const COLUMNS = [
  { key: 'time', width: 105, align: 'left' },
  { key: 'kind', width: 120, align: 'left' },
  { key: 'reference', width: 120, align: 'left' },
  { key: 'amount', width: 85, align: 'right' },
  { key: 'balance', width: 85, align: 'right' },
] as const;

// pdfkit with fontkit and its brotli decoder is some 4 MB of source held for the life of the
// process: loaded with the first PDF, not at start (BENCHMARKS.md (j)).
let pdfkitModule: Promise<typeof PDFDocument> | undefined;
async function pdfkit(): Promise<typeof PDFDocument> {
  pdfkitModule ??= import('pdfkit').then((module) => module.default);
  return pdfkitModule;
}

/** The statement as an A4 PDF in the statement's language (its labels are the platform's). */
export async function statementPdf(statement: Statement, locale: Locale): Promise<Buffer> {
  const [cjk, PDFKitDocument] = await Promise.all([fontFile(locale), pdfkit()]);
  const doc = new PDFKitDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${statement.labels.title} ${statement.creditName} ${statement.startDay} – ${statement.endDay}`, Author: 'Portal' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  if (cjk) doc.registerFont('body', cjk);
  else doc.registerFont('body', 'Helvetica');
  doc.font('body');
  const { labels } = statement;
  const width = doc.page.width - 2 * MARGIN;
  const rule = () => doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(0.5).stroke();

  doc.fontSize(18).text(`${labels.title} — ${statement.creditName}`);
  doc.moveDown(0.5).fontSize(10);
  for (const [label, value] of [
    [labels.member, statement.userName],
    [labels.credit, `${statement.creditName} (${statement.coinName})`],
    [labels.period, `${statement.display.from} – ${statement.display.to}`],
    [labels.generatedAt, statement.display.generatedAt],
  ] as const) {
    doc.text(`${label}: ${value}`);
  }
  doc.moveDown(0.5);
  for (const [label, value] of [
    [labels.openingBalance, statement.openingBalance],
    [labels.totalIn, statement.totalIn],
    [labels.totalOut, statement.totalOut],
    [labels.closingBalance, statement.closingBalance],
  ] as const) {
    const y = doc.y;
    doc.fontSize(11).text(label, MARGIN, y, { width: width - 150 });
    doc.text(value, MARGIN + width - 150, y, { width: 150, align: 'right' });
  }
  doc.moveDown(1);

  type Cells = Record<(typeof COLUMNS)[number]['key'], string>;
  const header: Cells = { time: labels.time, kind: labels.kind, reference: labels.reference, amount: labels.amount, balance: labels.balance };
  const row = (cells: Cells, size: number) => {
    doc.fontSize(size);
    const heights = COLUMNS.map((column) => doc.heightOfString(cells[column.key], { width: column.width - 4 }));
    const height = Math.max(...heights) + 4;
    if (doc.y + height > doc.page.height - MARGIN - 20) {
      // Each page repeats the column headings.
      doc.addPage();
      row(header, 9);
      rule();
      doc.y += 2;
      doc.fontSize(size);
    }
    const y = doc.y;
    let x = MARGIN;
    for (const column of COLUMNS) {
      doc.text(cells[column.key], x, y, { width: column.width - 4, align: column.align });
      x += column.width;
    }
    doc.y = y + height;
    doc.x = MARGIN;
  };

  row(header, 9);
  rule();
  doc.y += 2;
  row({ time: gmt8Time(statement.from), kind: labels.openingBalance, reference: '', amount: '', balance: statement.openingBalance }, 8);
  if (statement.entries.length === 0) doc.fontSize(9).text(labels.noEntries, MARGIN, doc.y, { width }).moveDown(0.5);
  for (const entry of statement.entries) {
    row({ time: gmt8Time(entry.time), kind: entry.kind, reference: entry.reference, amount: entry.amount, balance: entry.balance }, 8);
  }
  rule();
  doc.y += 2;
  row({ time: gmt8Time(statement.to), kind: labels.closingBalance, reference: '', amount: '', balance: statement.closingBalance }, 9);
  doc.moveDown(1).fontSize(8).text(labels.verified, MARGIN, doc.y, { width });

  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.fontSize(8).text(`${labels.page} ${index + 1} / ${range.count}`, MARGIN, doc.page.height - MARGIN + 10, { width, align: 'right' });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return finished;
}
