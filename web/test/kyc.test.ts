import { describe, expect, it } from 'vitest';
import { kycSchema, PHOTO_MAX_BYTES } from '@/features/kyc/api/submit-kyc';
import { idNumberProblem, normalizeIdNumber } from '@/features/kyc/utils/id-number';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the identity number', () => {
  it('takes 4 to 32 letters and digits, spaces around it dropped', () => {
    for (const value of ['AB12', 'a1b2c3', 'X'.repeat(32), '  AB1234  ', '0000']) expect(idNumberProblem(value), value).toBeUndefined();
    expect(normalizeIdNumber('  AB1234 ')).toBe('AB1234');
  });

  it('refuses anything else with a localized message', () => {
    expect(idNumberProblem('')).toBe('validation.required');
    expect(idNumberProblem('   ')).toBe('validation.required');
    for (const value of ['AB1', 'X'.repeat(33), 'AB 12', 'AB-1234', 'ÄB1234', '身份证1234']) {
      expect(idNumberProblem(value), value).toBe('kyc.validation.idNumber');
    }
  });
});

describe('the verification form', () => {
  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'front.png', { type: 'image/png' });

  it('takes a number and two pictures', () => {
    expect(kycSchema.safeParse({ idNumber: 'AB1234', front: png, back: png }).success).toBe(true);
  });

  it('says each refusal beside its field, all at once', () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(messages(kycSchema.safeParse({ idNumber: 'AB 12', front: null, back: text }))).toEqual({
      idNumber: 'kyc.validation.idNumber',
      front: 'kyc.validation.photoRequired',
      back: 'kyc.validation.photoNotImage',
    });
    const large = new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' });
    expect(messages(kycSchema.safeParse({ idNumber: '', front: png, back: large }))).toEqual({
      idNumber: 'validation.required',
      back: 'kyc.validation.photoTooLarge',
    });
  });
});
