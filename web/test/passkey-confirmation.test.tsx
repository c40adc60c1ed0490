// @vitest-environment happy-dom
// "Confirm with passkey" beside the credentials of a money confirmation (the transfer review):
// a member with a passkey sees it; one click asks the platform for a confirmation challenge, the
// browser signs it (navigator.credentials.get, through @simplewebauthn/browser) and the transfer
// is sent with the assertion as `passkeyAssertion`, no code asked for. With the authenticator
// app too, either the code or the passkey confirms. A refusal of the assertion shows beneath the
// button, in the platform's words. A member without a passkey sees no button.
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmTransferDialog, type TransferDraft } from '@/features/transfer/components/confirm-transfer-dialog';
import {
  BeginPasskeyConfirmationDocument,
  HasPasskeyDocument,
  HasSecondFactorDocument,
  TransferDocument,
  TransferQuoteDocument,
  type TransferMutationVariables,
} from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { button, field, fill, member } from './form-queries';
import { answering, DECIMALS_MOCK } from './money-forms';
import { renderIn } from './render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (navigator as { credentials?: unknown }).credentials;
});

const c = CATALOGUES['en-US'];
const DRAFT: TransferDraft = { toUser: 'e2e_friend', coinName: 'CASH_POINT', amount: '10' };
const OPTIONS = { challenge: 'Y29uZmlybQ', rpId: 'localhost', timeout: 120000, userVerification: 'preferred', allowCredentials: [{ id: 'a2V5', type: 'public-key', transports: ['internal'] }] };
const SPENT = 'The passkey request expired or was already answered; try again';

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** What navigator.credentials.get answers in a browser, as far as @simplewebauthn/browser reads it. */
const ASSERTION = {
  id: 'a2V5',
  rawId: bytes('key'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response: { clientDataJSON: bytes('client-data'), authenticatorData: bytes('auth-data'), signature: bytes('signature'), userHandle: bytes('usr_1') },
  getClientExtensionResults: () => ({}),
};

function stubBrowser() {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  const credentials = { create: vi.fn(), get: vi.fn(async () => ASSERTION) };
  // happy-dom's navigator has no credentials container; this one stands in for the browser's.
  Object.defineProperty(navigator, 'credentials', { value: credentials, configurable: true });
  return credentials;
}

function mocks(factors: { totp: boolean; passkey: boolean }, answers: object[]) {
  const sent = vi.fn((_variables: TransferMutationVariables) => (answers.length > 1 ? answers.shift() : answers[0]) as object);
  const list: MockLink.MockedResponse[] = [
    DECIMALS_MOCK,
    answering(TransferQuoteDocument, () => ({
      transferQuote: { __typename: 'TransferQuote', coinName: 'CASH_POINT', amount: '10', feeRatio: '0', fee: '0', received: '10', minAmount: '1', belowMinimum: false },
    })),
    answering(HasSecondFactorDocument, () => ({ secondFactors: { __typename: 'SecondFactors', totpEnabled: factors.totp } })),
    answering(HasPasskeyDocument, () => ({ passkeys: factors.passkey ? [{ __typename: 'Passkey', id: 'pky_1' }] : [] })),
    answering(BeginPasskeyConfirmationDocument, () => ({ beginPasskeyConfirmation: { __typename: 'PasskeyOptions', optionsJson: JSON.stringify(OPTIONS) } })),
    { request: { query: TransferDocument, variables: () => true }, result: (variables) => sent(variables as TransferMutationVariables), maxUsageCount: Number.POSITIVE_INFINITY },
  ];
  return { list, sent };
}

const DONE = { data: { transfer: { __typename: 'Transfer', id: 'mko_1', toUser: 'e2e_friend', coinName: 'CASH_POINT', amount: '10', fee: '0', received: '10', createdAt: '2030-06-01T08:00:00.000Z' } } };

async function openReview(factors: { totp: boolean; passkey: boolean }, answers: object[]) {
  const { list, sent } = mocks(factors, answers);
  const onDone = vi.fn();
  await renderIn(
    'en-US',
    <MockedProvider mocks={list}>
      <ConfirmTransferDialog draft={DRAFT} onClose={() => undefined} onDone={onDone} onFieldErrors={() => undefined} />
    </MockedProvider>,
  );
  const dialog = screen.getByTestId('transfer-confirm');
  await waitFor(() => expect(button(c.transfer.submit, dialog).disabled).toBe(false));
  return { dialog, sent, onDone };
}

const codeField = (scope: HTMLElement) => within(scope).queryByLabelText(new RegExp(`^${c.security.factorCode}`), { selector: 'input' });

describe('Confirm with passkey', () => {
  it('a member whose only factor is a passkey confirms the transfer with it: one click signs and sends the assertion', async () => {
    const browser = stubBrowser();
    const refused = { errors: [{ message: SPENT, extensions: { code: 'SERVER_MESSAGE', reason: 'PASSKEY_CHALLENGE_EXPIRED' } }] };
    const { dialog, sent, onDone } = await openReview({ totp: false, passkey: true }, [refused, DONE]);
    const confirm = await within(dialog).findByRole('button', { name: c.security.confirmWithPasskey });
    expect(codeField(dialog)).toBeNull();
    // No code to type instead: the help says the passkey is what is asked for.
    expect(within(dialog).getByText(c.security.confirmWithPasskeyRequiredHelp)).toBeTruthy();

    fill(field(c.transfer.transactionPassword, dialog), 'tx-secret-9');
    const u = member();
    await u.click(confirm);
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(browser.get).toHaveBeenCalledTimes(1);
    const input = sent.mock.calls[0]![0].input;
    expect(input).not.toHaveProperty('totpCode');
    expect(JSON.parse(input.passkeyAssertion!)).toMatchObject({ id: 'a2V5', type: 'public-key', response: { userHandle: expect.any(String) } });
    // The platform's refusal of the assertion shows beneath the button; a new click signs a new challenge.
    expect(await within(dialog).findByText(SPENT)).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();

    await u.click(confirm);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(browser.get).toHaveBeenCalledTimes(2);
  });

  it('with the authenticator app too, the code is asked for unless the passkey confirms', async () => {
    stubBrowser();
    const { dialog, sent, onDone } = await openReview({ totp: true, passkey: true }, [DONE]);
    const confirm = await within(dialog).findByRole('button', { name: c.security.confirmWithPasskey });
    await waitFor(() => expect(within(dialog).getByText(c.security.confirmWithPasskeyHelp)).toBeTruthy());
    fill(field(c.transfer.transactionPassword, dialog), 'tx-secret-9');
    const u = member();
    // Sent without either: the code is required, nothing goes out.
    await u.click(button(c.transfer.submit, dialog));
    await waitFor(() => expect(codeField(dialog)?.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).not.toHaveBeenCalled();

    await u.click(confirm);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent.mock.calls[0]![0].input).toMatchObject({ passkeyAssertion: expect.stringContaining('a2V5') });
    expect(sent.mock.calls[0]![0].input).not.toHaveProperty('totpCode');
  });

  it('a member without a passkey sees no button', async () => {
    const { dialog } = await openReview({ totp: true, passkey: false }, [DONE]);
    await waitFor(() => expect(codeField(dialog)).not.toBeNull());
    expect(within(dialog).queryByRole('button', { name: c.security.confirmWithPasskey })).toBeNull();
  });
});
