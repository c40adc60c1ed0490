// The platform's rules for text members type (its lib/member-text.ts; docs/security.md, "Text
// members enter"), checked here too so a form says at once what the platform would refuse.

/** Characters counted as the platform counts them (JSON Schema's maxLength): code points, so an emoji is one. */
export function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length++;
  return length;
}

const INVISIBLE_IN_NAME = /[\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}]/u;
const LEADING_MARK = /^\p{M}/u;

/** A user name with no invisible character, not starting with a combining mark, and in NFKC form. */
export function isPlainUserName(name: string): boolean {
  return !INVISIBLE_IN_NAME.test(name) && !LEADING_MARK.test(name) && name.normalize('NFKC') === name;
}

// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const HIDDEN_IN_TEXT = /[\p{Cf}\p{Zl}\p{Zp}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;

/** Free text with no direction control, zero-width or other format character (the joiner inside an emoji aside). */
export function isPlainText(text: string): boolean {
  return !HIDDEN_IN_TEXT.test(text.replace(EMOJI_JOINER, ''));
}
