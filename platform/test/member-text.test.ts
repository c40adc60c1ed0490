import { describe, expect, it } from 'vitest';
import { codePointLength, isPlainText, isPlainUserName } from '../src/lib/member-text.ts';

describe('text members enter (lib/member-text.ts)', () => {
  it('user names: ordinary names in every portal language pass, look-alikes made with invisible characters or other forms do not', () => {
    for (const name of ['sweepja2', 'Budi.Santoso-99', 'Zoë', '王小明', 'やまだ_太郎', 'ガンダム', '김철수', 'user_名前']) expect(isPlainUserName(name), name).toBe(true);
    const lookAlikes = [
      'sweepja2\u200B', // zero-width space
      'sweep\u200Cja2', // zero-width non-joiner
      'sweep\u200Dja2', // zero-width joiner
      'sweepja2\u2060', // word joiner
      '\uFEFFsweepja2', // byte-order mark
      '\u202Esweepja2', // right-to-left override
      'sweepja2\u200E', // left-to-right mark
      '\u2067sweepja2\u2069', // isolate
      'sweepja2\uFE0F', // variation selector
      'sweepja2\u034F', // combining grapheme joiner
      'sweepja2\u3164', // Hangul filler
      'sweepja2\u115F', // Hangul choseong filler
      'sweep\u00ADja2', // soft hyphen
      'sweep\u0007ja2', // control
      'sweep\u00A0ja2', // no-break space
      'sweep\u2028ja2', // line separator
      'ｓｗｅｅｐｊａ２', // full-width letters
      'ﬁsh', // ligature
      'Zoe\u0308', // decomposed accent
      '\u0301sweepja2', // a combining mark with nothing under it
      'ｶﾞﾝﾀﾞﾑ', // half-width katakana
    ];
    for (const name of lookAlikes) expect(isPlainUserName(name), JSON.stringify(name)).toBe(false);
  });

  it('free text: direction controls and invisible characters are refused; line breaks, tabs, spaces of any script and emoji are kept', () => {
    for (const text of ['Bank Central Asia', '中国银行　北京分行', 'やまだ たろう', 'line one\nline two', 'a\tb', 'home 👨‍👩‍👧', '🏳️‍🌈', 'مرحبا', 'Café']) expect(isPlainText(text), text).toBe(true);
    const hidden = ['\u202Eemanelttil', 'a\u202Ab', 'a\u202Bb', 'a\u202Cb', 'a\u202Db', 'a\u2066b\u2069', 'a\u2068b', 'a\u200Eb', 'a\u200Fb', 'a\u061Cb', 'a\u200Bb', 'a\u200Cb', 'a\u200Db', 'a\u2060b', '\uFEFFa', 'a\u00ADb', 'a\u2028b', 'a\u2029b', 'a\u0007b', 'a\u001Bb', 'a\u0085b', 'a\u{E0041}b'];
    for (const text of hidden) expect(isPlainText(text), JSON.stringify(text)).toBe(false);
  });

  it('counts code points, as JSON Schema and the web do', () => {
    expect(codePointLength('💰'.repeat(30))).toBe(30);
    expect('💰'.repeat(30).length).toBe(60);
    expect(codePointLength('王小明')).toBe(3);
  });
});
