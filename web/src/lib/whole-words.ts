/**
 * A short label that wraps between words, never inside one: Japanese and Chinese may otherwise
 * break between any two characters ("プッシ / ュ", "10.00 キャッシ / ュ"). A word longer than the
 * whole line still breaks rather than overflow.
 */
export const WHOLE_WORDS = { wordBreak: 'keep-all', overflowWrap: 'break-word' } as const;

/** `text` cut into its words and the spaces between them, as the language segments it (`オファー|一覧`). */
export function wordsOf(text: string, locale: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return [text];
  return Array.from(new Intl.Segmenter(locale, { granularity: 'word' }).segment(text), (part) => part.segment);
}
