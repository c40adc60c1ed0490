// @vitest-environment happy-dom
// The email address section of /setting/security on React: without an address it says so, in
// every language; the address step checks the address and the transaction password before sending
// anything, sends them (with the authenticator code when the member has the app), and a refused
// address is shown beside its field; then the code step names the address the code went to,
// checks the code's shape, shows a wrong code beside the field in the platform's words, and once
// confirmed shows the new address. "Use another address" goes back to the address step.
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailSection } from '@/features/security/components/email-section';
import {
  BeginEmailChangeDocument,
  ConfirmEmailChangeDocument,
  EmailAddressDocument,
  HasPasskeyDocument,
  HasSecondFactorDocument,
  type BeginEmailChangeMutationVariables,
  type ConfirmEmailChangeMutationVariables,
} from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { button, expectRefused, field, fill } from './form-queries';
import { SCREEN_TEST } from './money-forms';
import { renderInEveryLanguage } from './render-languages';

afterEach(cleanup);

const en = CATALOGUES['en-US'];
const c = en.security;
const EXPIRES = '2030-07-01T08:15:00.000Z';

interface Held {
  email: string | null;
  pending: string | null;
  /** False on an installation that sends no email. */
  canSend?: boolean;
}
const answer = (held: Held) => ({
  __typename: 'EmailAddress' as const,
  email: held.email,
  pending: held.pending ? { __typename: 'PendingEmailChange' as const, email: held.pending, expiresAt: EXPIRES } : null,
  canSend: held.canSend ?? true,
});

/** The gateway as the section reaches it: the address and the change waiting held in `held`. */
function mocks(options: { factor: boolean; held: Held; begin?: (v: BeginEmailChangeMutationVariables) => object; confirm?: (v: ConfirmEmailChangeMutationVariables) => object }) {
  const list: MockLink.MockedResponse[] = [
    { request: { query: HasSecondFactorDocument }, result: { data: { secondFactors: { __typename: 'SecondFactors', totpEnabled: options.factor } } }, maxUsageCount: Infinity },
    { request: { query: HasPasskeyDocument }, result: { data: { passkeys: [] } }, maxUsageCount: Infinity },
    { request: { query: EmailAddressDocument }, result: () => ({ data: { emailAddress: answer(options.held) } }), maxUsageCount: Infinity },
  ];
  if (options.begin) list.push({ request: { query: BeginEmailChangeDocument, variables: () => true }, result: options.begin as never, maxUsageCount: Infinity });
  if (options.confirm) list.push({ request: { query: ConfirmEmailChangeDocument, variables: () => true }, result: options.confirm as never, maxUsageCount: Infinity });
  return list;
}

function renderSection(list: MockLink.MockedResponse[]) {
  return renderInEveryLanguage(
    'en-US',
    <MockedProvider mocks={list} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter>
        <EmailSection />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('email address section', SCREEN_TEST, () => {
  it('without an address says so in every language; checks the address before sending; then the code step confirms it and shows the new address', async () => {
    const held: Held = { email: null, pending: null };
    const begin = vi.fn((variables: BeginEmailChangeMutationVariables) => {
      held.pending = variables.input.email;
      return { data: { beginEmailChange: answer(held) } };
    });
    const message = 'The code is not right; 4 tries left';
    const confirm = vi.fn((variables: ConfirmEmailChangeMutationVariables) => {
      if (variables.input.verifyCode !== '123456') {
        return { errors: [{ message, extensions: { code: 'SERVER_MESSAGE', reason: 'EMAIL_CODE_WRONG', fields: [{ path: 'input.verifyCode', reason: 'EMAIL_CODE_WRONG', message }] } }] };
      }
      held.email = held.pending;
      held.pending = null;
      return { data: { confirmEmailChange: answer(held) } };
    });
    const { inEveryLanguage } = await renderSection(mocks({ factor: false, held, begin, confirm }));
    await inEveryLanguage(async (catalogue) => {
      expect((await screen.findByTestId('email-state')).textContent).toBe(catalogue.security.email.none);
      expect(button(catalogue.security.email.sendCode)).toBeTruthy();
    });
    expect(screen.queryByLabelText(/Authenticator code/)).toBeNull();

    // Nothing typed, then a malformed address: refused before anything is sent.
    button(c.email.sendCode).click();
    await waitFor(() => expectRefused(field(c.email.address), en.validation.required));
    expectRefused(field(c.transactionPassword), en.validation.required);
    fill(field(c.email.address), 'me@example');
    fill(field(c.transactionPassword), 'tx-secret');
    button(c.email.sendCode).click();
    await waitFor(() => expectRefused(field(c.email.address), en.validation.email));
    expect(begin).not.toHaveBeenCalled();

    fill(field(c.email.address), ' me@example.com ');
    button(c.email.sendCode).click();
    await waitFor(() => expect(begin).toHaveBeenCalledWith({ input: { email: 'me@example.com', transactionPassword: 'tx-secret' } }));
    const sent = await screen.findByTestId('email-code-sent');
    expect(sent.textContent).toContain('We sent a 6-digit code to me@example.com.');

    fill(field(c.email.code), '12');
    button(c.email.confirm).click();
    await waitFor(() => expectRefused(field(c.email.code), en.validation.codeFormat));
    expect(confirm).not.toHaveBeenCalled();
    fill(field(c.email.code), '654321');
    button(c.email.confirm).click();
    await waitFor(() => expectRefused(field(c.email.code), message));
    fill(field(c.email.code), '123456');
    button(c.email.confirm).click();
    await waitFor(() => expect(screen.getByTestId('email-current').textContent).toBe('me@example.com'));
    expect(screen.getByTestId('email-state').textContent).toBe(`${c.email.yours} me@example.com`);
    // Back to the address step, now for a new address.
    expect(field(c.email.newAddress).value).toBe('');
  });

  it('with a second factor sends its code; a refused address is shown beside it; a change waiting can be left for another address', async () => {
    const held: Held = { email: 'old@example.com', pending: 'typo@exmaple.com' };
    const refusal = 'This is already your email address';
    const begin = vi.fn((_variables: BeginEmailChangeMutationVariables) => ({
      errors: [{ message: refusal, extensions: { code: 'SERVER_MESSAGE', reason: 'EMAIL_UNCHANGED', fields: [{ path: 'input.email', reason: 'EMAIL_UNCHANGED', message: refusal }] } }],
    }));
    await renderSection(mocks({ factor: true, held, begin }));
    expect((await screen.findByTestId('email-current')).textContent).toBe('old@example.com');
    expect((await screen.findByTestId('email-code-sent')).textContent).toContain('typo@exmaple.com');

    button(c.email.startOver).click();
    const code = await screen.findByLabelText(/^Authenticator code\s*\*?$/, { selector: 'input' });
    fill(field(c.email.newAddress), 'old@example.com');
    fill(field(c.transactionPassword), 'tx-secret');
    button(c.email.sendCode).click();
    await waitFor(() => expectRefused(code as HTMLInputElement, en.validation.required));
    expect(begin).not.toHaveBeenCalled();
    fill(code as HTMLInputElement, '123456');
    button(c.email.sendCode).click();
    await waitFor(() => expect(begin).toHaveBeenCalledWith({ input: { email: 'old@example.com', transactionPassword: 'tx-secret', totpCode: '123456' } }));
    await waitFor(() => expectRefused(field(c.email.newAddress), refusal));
  });

  it('on an installation that sends no email, says so in every language and asks for nothing', async () => {
    const { inEveryLanguage } = await renderSection(mocks({ factor: false, held: { email: null, pending: null, canSend: false } }));
    await inEveryLanguage(async (catalogue) => {
      expect((await screen.findByTestId('email-sending-off')).textContent).toBe(catalogue.security.email.sendingOff);
    });
    expect(screen.queryByRole('button', { name: c.email.sendCode })).toBeNull();
    expect(screen.queryByLabelText(new RegExp(c.transactionPassword))).toBeNull();
  });
});

