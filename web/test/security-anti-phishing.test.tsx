// @vitest-environment happy-dom
// The anti-phishing section of /setting/security on React, in every language: without a phrase it
// says emails tell how to set one; setting sends the phrase and the transaction password as typed
// and then shows the phrase in full; with a second factor a code field appears and is sent, a
// refusal of the phrase is shown beside it in the platform's words, and clearing sends the
// password and the code only.
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AntiPhishingSection } from '@/features/security/components/anti-phishing-section';
import {
  AntiPhishingCodeDocument,
  ClearAntiPhishingCodeDocument,
  HasSecondFactorDocument,
  SetAntiPhishingCodeDocument,
  type ClearAntiPhishingCodeMutationVariables,
  type SetAntiPhishingCodeMutationVariables,
} from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { button, expectRefused, field, fill } from './form-queries';
import { SCREEN_TEST } from './money-forms';
import { renderInEveryLanguage } from './render-languages';

afterEach(cleanup);

const c = CATALOGUES['en-US'].security;
const state = (code: string | null) => ({ data: { antiPhishingCode: { __typename: 'AntiPhishingCode' as const, set: code !== null, code } } });

/** The gateway as the section reaches it: the phrase held in `current`, the factor on or off. */
function mocks(options: { factor: boolean; current: { code: string | null }; set?: (v: SetAntiPhishingCodeMutationVariables) => object; clear?: (v: ClearAntiPhishingCodeMutationVariables) => object }) {
  const list: MockLink.MockedResponse[] = [
    { request: { query: HasSecondFactorDocument }, result: { data: { secondFactors: { __typename: 'SecondFactors', totpEnabled: options.factor } } }, maxUsageCount: Infinity },
    { request: { query: AntiPhishingCodeDocument }, result: () => state(options.current.code), maxUsageCount: Infinity },
  ];
  if (options.set) list.push({ request: { query: SetAntiPhishingCodeDocument, variables: () => true }, result: options.set as never, maxUsageCount: Infinity });
  if (options.clear) list.push({ request: { query: ClearAntiPhishingCodeDocument, variables: () => true }, result: options.clear as never, maxUsageCount: Infinity });
  return list;
}

function renderSection(list: MockLink.MockedResponse[]) {
  return renderInEveryLanguage(
    'en-US',
    <MockedProvider mocks={list} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter>
        <AntiPhishingSection />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('anti-phishing section', SCREEN_TEST, () => {
  it('without a phrase says so; sets one with the transaction password, then shows it in full, in every language', async () => {
    const current = { code: null as string | null };
    const set = vi.fn((variables: SetAntiPhishingCodeMutationVariables) => {
      current.code = variables.input.antiPhishingCode.trim();
      return { data: { setAntiPhishingCode: state(current.code).data.antiPhishingCode } };
    });
    const { inEveryLanguage } = await renderSection(mocks({ factor: false, current, set }));
    await inEveryLanguage(async (catalogue) => {
      expect((await screen.findByTestId('anti-phishing-state')).textContent).toBe(catalogue.security.antiPhishing.none);
    });
    // No code field without a factor.
    expect(screen.queryByLabelText(/Authenticator code/)).toBeNull();

    // Nothing typed: refused before anything is sent.
    fill(field(c.transactionPassword), 'tx-secret');
    button(c.antiPhishing.set).click();
    await waitFor(() => expectRefused(field(c.antiPhishing.code), CATALOGUES['en-US'].validation.required));
    expect(set).not.toHaveBeenCalled();

    fill(field(c.antiPhishing.code), 'Blue Tiger 42');
    button(c.antiPhishing.set).click();
    await waitFor(() => expect(set).toHaveBeenCalledWith({ input: { antiPhishingCode: 'Blue Tiger 42', transactionPassword: 'tx-secret' } }));
    await inEveryLanguage(async (catalogue) => {
      await waitFor(() => expect(screen.getByTestId('anti-phishing-state').textContent).toBe(`${catalogue.security.antiPhishing.yours} Blue Tiger 42`));
      expect(button(catalogue.security.antiPhishing.change)).toBeTruthy();
      expect(field(catalogue.security.antiPhishing.newCode).value).toBe('');
    });
  });

  it('with a second factor asks for its code; a refused phrase is shown beside its field; clearing sends the password and the code', async () => {
    const current = { code: 'Red Fox' as string | null };
    const message = 'Use only letters, digits and single spaces (any language)';
    const set = vi.fn((_variables: SetAntiPhishingCodeMutationVariables) => ({
      errors: [{ message, extensions: { code: 'SERVER_MESSAGE', reason: 'ANTI_PHISHING_CODE_CHARACTERS', fields: [{ path: 'input.antiPhishingCode', reason: 'ANTI_PHISHING_CODE_CHARACTERS', message }] } }],
    }));
    const clear = vi.fn((_variables: ClearAntiPhishingCodeMutationVariables) => {
      current.code = null;
      return { data: { clearAntiPhishingCode: { __typename: 'AntiPhishingCode', set: false, code: null } } };
    });
    await renderSection(mocks({ factor: true, current, set, clear }));
    expect((await screen.findByTestId('anti-phishing-code')).textContent).toBe('Red Fox');
    const code = await screen.findByLabelText(/^Authenticator code\s*\*?$/, { selector: 'input' });

    fill(field(c.antiPhishing.newCode), 'Blue Tiger!');
    fill(field(c.transactionPassword), 'tx-secret');
    fill(code as HTMLInputElement, '123456');
    button(c.antiPhishing.change).click();
    await waitFor(() => expect(set).toHaveBeenCalledWith({ input: { antiPhishingCode: 'Blue Tiger!', transactionPassword: 'tx-secret', totpCode: '123456' } }));
    await waitFor(() => expectRefused(field(c.antiPhishing.newCode), message));
    expect(screen.getByTestId('anti-phishing-code').textContent).toBe('Red Fox');

    fill(code as HTMLInputElement, '654321');
    button(c.antiPhishing.clear).click();
    await waitFor(() => expect(clear).toHaveBeenCalledWith({ input: { transactionPassword: 'tx-secret', totpCode: '654321' } }));
    await waitFor(() => expect(screen.getByTestId('anti-phishing-state').textContent).toBe(c.antiPhishing.none));
  });
});
