import { describe, expect, it } from 'vitest';
import { registerResolver, type RegisterForm } from '@/features/auth/api/register';
import { checkRules, codeFormat, noSpaces, optionalEmail, required, sameAs } from '@/lib/form-rules';

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

  it('registration: the same rules as the platform (SPEC §5), values trimmed', async () => {
    const ok = await registerResolver(valid, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ countryCode: 'CN', password: 'password1' });

    const bad = await registerResolver(
      { ...valid, password: 'short', confirmPassword: 'other', transactionPassword: 'password1', email: 'nope' },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(Object.fromEntries(Object.entries(bad.errors).map(([field, error]) => [field, error?.message]))).toEqual({
      password: 'validation.passwordLength',
      confirmPassword: 'validation.passwordsDontMatch',
      email: 'validation.email',
    });
    const same = await registerResolver({ ...valid, transactionPassword: 'password1' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(same.errors.transactionPassword?.message).toBe('validation.transactionSameAsLogin');
  });
});
