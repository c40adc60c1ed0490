// An amount field speaks the member's language: where the language writes a decimal comma
// (Indonesian: `1.234,56`), the field shows and reads a comma as the decimal mark. The form
// itself always holds the plain decimal the platform takes (`1234.56`), so every rule and every
// request sees one format. A grouping mark is never read as part of an amount: in id-ID `1.000`
// is refused as unreadable rather than taken as 1 (or as 1000), and in en-US `1,000` likewise.

const decimalMarks = new Map<string, string>();

/** The decimal mark `locale` writes (`.` or `,`). */
export function decimalMarkOf(locale: string): string {
  let mark = decimalMarks.get(locale);
  if (mark === undefined) {
    mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    decimalMarks.set(locale, mark);
  }
  return mark;
}

/**
 * Swaps `.` and `,` where the language's decimal mark is a comma: what the member typed, as the
 * form holds it (`12,5` → `12.5`; a dot typed becomes a comma, which no rule accepts), and back
 * (the same swap) to show a held value. Elsewhere the text is left as it is.
 */
export function swapDecimalMarks(text: string, locale: string): string {
  if (decimalMarkOf(locale) !== ',') return text;
  return text.replace(/[.,]/g, (mark) => (mark === '.' ? ',' : '.'));
}
