import { describe, expect, it } from 'vitest';
import { REGISTER_RULES, REGISTER_TRIMMED, type RegisterForm } from '@/features/auth/api/register';
import { checkRules, codeFormat, noSpaces, optionalEmail, required, sameAs, trimFields } from '@/lib/form-rules';

const valid: RegisterForm = {
  userName: 'alice',
  password: 'password1',
  confirmPassword: 'password1',
  transactionPassword: '123456',
  countryCode: ' CN ',
  referralId: 'ROOT01',
  captchaCode: 'abcd',
  email: '',
};

describe('sign-in form rules', () => {
  it('reports the first broken rule of each field, all fields at once', () => {
    const broken = checkRules<{ a: string; b: string; c: string }>(
      { a: [required, noSpaces], b: [codeFormat], c: [sameAs('a', 'validation.passwordsDontMatch')] },
      { a: 'x y', b: '12', c: 'z' },
    );
    expect(Object.fromEntries(broken)).toEqual({
      a: 'validation.noSpaces',
      b: 'validation.codeFormat',
      c: 'validation.passwordsDontMatch',
    });
    expect(required('  ', undefined)).toBe('validation.required');
    expect(optionalEmail('', undefined)).toBeUndefined();
    expect(optionalEmail('a@b', undefined)).toBe('validation.email');
    expect(optionalEmail('a@b.co', undefined)).toBeUndefined();
  });

  it('registration: the same rules as the platform (SPEC §5), values trimmed', () => {
    expect(checkRules(REGISTER_RULES, valid).size).toBe(0);
    expect(trimFields(valid, REGISTER_TRIMMED)).toMatchObject({ countryCode: 'CN', password: 'password1' });
    // Passwords are sent as typed: a space in one is part of it.
    expect(trimFields({ ...valid, password: ' pass word1 ' }, REGISTER_TRIMMED).password).toBe(' pass word1 ');

    const bad = checkRules(REGISTER_RULES, { ...valid, password: 'short', confirmPassword: 'other', transactionPassword: 'password1', email: 'nope' });
    expect(Object.fromEntries(bad)).toEqual({
      password: 'validation.passwordLength',
      confirmPassword: 'validation.passwordsDontMatch',
      email: 'validation.email',
    });
    expect(checkRules(REGISTER_RULES, { ...valid, transactionPassword: 'password1' }).get('transactionPassword')).toBe(
      'validation.transactionSameAsLogin',
    );
  });

  it('registration: a user name that looks like another (invisible characters, other forms) is refused, as the platform refuses it', () => {
    const userNameRule = (userName: string) => checkRules(REGISTER_RULES, { ...valid, userName }).get('userName');
    for (const userName of ['sweepja2\u200B', '\u202Esweepja2', 'sweep\u2060ja2', 'sweepja2\uFE0F', 'sweepja2\u3164', 'ｓｗｅｅｐｊａ２', 'Zoe\u0308', '\u0301abc']) {
      expect(userNameRule(userName), JSON.stringify(userName)).toBe('validation.userNameCharacters');
    }
    // A plain space is still the space rule's.
    expect(userNameRule('two words')).toBe('validation.noSpaces');
    for (const userName of ['alice', 'Zoë', '王小明', 'やまだ_太郎', 'ガンダム', '김철수', 'budi.santoso-99']) expect(userNameRule(userName), userName).toBeUndefined();
  });
});
