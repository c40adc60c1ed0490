// @vitest-environment happy-dom
// The identity verification form on React: the identity number and a photo of each side of the
// document. Each refusal beside its field in each of the five languages (a missing number or photo, a
// number of the wrong shape, a file that is no picture or is too large, said as soon as it is
// picked), the field marked invalid, and no mutation while one stands; a right form is sent with
// the number trimmed and both photos, and the platform's refusal of a field comes back beside it.
// The form is filled in once and read in every language (render-languages.tsx).
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { KycForm } from '@/features/kyc/components/kyc-form';
import { SubmitKycDocument, type SubmitKycMutationVariables } from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { SCREEN_TEST } from './money-forms';
import { button, expectAccepted, expectLabelled, expectRefused, field, fill, lineUnder, member } from './form-queries';
import { renderInEveryLanguage } from './render-languages';

afterEach(cleanup);

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });
const notes = new File(['not a picture'], 'notes.txt', { type: 'text/plain' });
/** The largest photo, as the form's help promises it (PNG, JPEG or WebP, at most 5 MiB). */
const FIVE_MIB = 5 * 1024 * 1024;
const huge = new File([new Uint8Array(FIVE_MIB + 1)], 'huge.jpg', { type: 'image/jpeg' });

/** A photo side as the member reads it: its input (marked invalid or not) and the line under it. */
function photo(side: 'front' | 'back') {
  const input = screen.getByTestId(`${side}-input`);
  return { input, invalid: () => input.getAttribute('aria-invalid'), says: () => screen.getByTestId(`${side}-help`).textContent };
}

describe('the identity verification form', SCREEN_TEST, () => {
  it('says what the number and each photo need in every language, at once for a wrong file, and sends nothing until all are right', async () => {
    const first: Locale = 'ko-KP';
    const c = CATALOGUES[first];
    const submitKyc = vi.fn((_variables: SubmitKycMutationVariables) => ({
      errors: [{ message: 'Bad request parameters', extensions: { code: 'BAD_REQUEST', fields: [{ path: 'input.idNumber', message: '이미 사용된 번호입니다' }] } }],
    }));
    const mocks: MockLink.MockedResponse[] = [{ request: { query: SubmitKycDocument, variables: () => true }, result: submitKyc, maxUsageCount: Infinity }];
    const { inEveryLanguage } = await renderInEveryLanguage(
      first,
      <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
        <KycForm retry={false} />
      </MockedProvider>,
    );
    // The file input offers pictures only; a member can still pick another file (all files, a drop).
    const u = member({ applyAccept: false });
    const idNumber = field(c.kyc.idNumber);
    const front = photo('front');
    const back = photo('back');
    const submit = button(c.kyc.submit);
    await inEveryLanguage((t) => {
      expectLabelled([t.kyc.idNumber, idNumber]);
      expect(lineUnder(idNumber)).toBe(t.kyc.idNumberHelp);
      expect(front.says()).toBe(t.kyc.photoHelp);
      expect(screen.getByTestId('front-name').textContent).toBe(t.kyc.noPhoto);
    });

    // A wrong file is refused as soon as it is picked, before any submit, and not previewed.
    await u.upload(front.input, notes);
    await waitFor(() => expect(front.says()).toBe(c.kyc.validation.photoNotImage));
    expect(front.invalid()).toBe('true');
    expect(screen.queryByTestId('front-preview')).toBeNull();
    expectAccepted(idNumber);
    expect(back.invalid()).toBe('false');

    await u.click(submit);
    await waitFor(() => expectRefused(idNumber, c.validation.required));
    await inEveryLanguage((t) => {
      expectRefused(idNumber, t.validation.required);
      expect(front.says()).toBe(t.kyc.validation.photoNotImage);
      expect(back.invalid()).toBe('true');
      expect(back.says()).toBe(t.kyc.validation.photoRequired);
    });

    fill(idNumber, 'AB 12');
    await u.upload(back.input, huge);
    await waitFor(() => expect(back.says()).toBe(c.kyc.validation.photoTooLarge));
    await inEveryLanguage((t) => {
      expectRefused(idNumber, t.kyc.validation.idNumber);
      expect(back.says()).toBe(t.kyc.validation.photoTooLarge);
    });
    fill(idNumber, 'AB1');
    await waitFor(() => expectRefused(idNumber, c.kyc.validation.idNumber));
    await u.click(submit);
    expect(submitKyc).not.toHaveBeenCalled();

    const frontPhoto = png('front.png');
    // Exactly 5 MiB is still taken.
    const backPhoto = new File([new Uint8Array(FIVE_MIB)], 'back.jpg', { type: 'image/jpeg' });
    fill(idNumber, '  AB1234  ');
    await u.upload(front.input, frontPhoto);
    await u.upload(back.input, backPhoto);
    await waitFor(() => expect(back.says()).toBe(c.kyc.photoHelp));
    expect(front.says()).toBe(c.kyc.photoHelp);
    expect(front.invalid()).toBe('false');
    expectAccepted(idNumber, c.kyc.validation.idNumber);
    await inEveryLanguage((t) => {
      expect(screen.getByTestId('front-name').textContent).toBe(`front.png (${t.kyc.kib.replace('{{size}}', '1')})`);
      expect(screen.getByTestId('front-preview').getAttribute('alt')).toBe(t.kyc.photoPreview.replace('{{name}}', 'front.png'));
      expect(screen.getByTestId('back-name').textContent).toMatch(new RegExp(`^back\\.jpg \\(${t.kyc.kib.replace('{{size}}', '5[,.]?120')}\\)$`));
    });

    await u.click(submit);
    await waitFor(() => expectRefused(idNumber, '이미 사용된 번호입니다'));
    expect(submitKyc).toHaveBeenCalledTimes(1);
    const [sent] = submitKyc.mock.calls[0] ?? [];
    expect(sent?.input).toEqual({ idNumber: 'AB1234' });
    expect(sent?.front).toBe(frontPhoto);
    expect(sent?.back).toBe(backPhoto);
  });
});
