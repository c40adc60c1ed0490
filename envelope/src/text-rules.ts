/**
 * Text a member types, checked the same way wherever it is taken (docs/security.md, "Text members
 * enter"): the platform refuses what breaks these rules, and the web's forms say so before sending.
 * Two rules, one for names that identify a member and one for free text shown beside other data;
 * both refuse characters a reader cannot see, or that reorder what is around them.
 */

/** Characters counted the way JSON Schema's `maxLength` (Ajv) and the web count them: code points. */
export function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length++;
  return length;
}

/**
 * In a user name: control, format (direction marks and overrides, zero-width characters, joiners),
 * separator (every space, line and paragraph separator) and default-ignorable characters (variation
 * selectors, Hangul fillers, the combining grapheme joiner): none of them shows, so "sweepja2" with
 * one appended would look like "sweepja2" and be another member.
 */
const INVISIBLE_IN_NAME = /[\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}]/u;
/** A combining mark with nothing to sit on. */
const LEADING_MARK = /^\p{M}/u;

/**
 * Whether `name` can only be read one way: no invisible character, not starting with a combining
 * mark, and already in NFKC form (so full-width letters, ligatures, and a letter written as base plus
 * combining accent, which look like the plain name, are refused rather than stored beside it).
 * Ordinary names in every portal language pass: their letters are in NFKC form as typed.
 */
export function isPlainUserName(name: string): boolean {
  return !INVISIBLE_IN_NAME.test(name) && !LEADING_MARK.test(name) && name.normalize('NFKC') === name;
}

/**
 * In free text (a bank name, an address label, a chat line): format characters (direction marks,
 * embeddings, overrides and isolates, zero-width spaces and joiners, the byte-order mark, tag
 * characters), line and paragraph separators, and control characters other than tab and line ends.
 * A right-to-left override in an account holder's name turned the account number beside it around
 * on screen. The one format character kept is the zero-width joiner between two emoji, which
 * builds one emoji (a family, a flag with a rainbow) and reorders nothing.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const HIDDEN_IN_TEXT = /[\p{Cf}\p{Zl}\p{Zp}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;

/** Whether free text holds no character that hides or reorders what is shown (see above). */
export function isPlainText(text: string): boolean {
  return !HIDDEN_IN_TEXT.test(text.replace(EMOJI_JOINER, ''));
}
