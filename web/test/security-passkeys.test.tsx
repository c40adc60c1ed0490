// @vitest-environment happy-dom
// The passkeys section of /setting/security on React: the list with when each was added and last
// used; adding one sends the name and transaction password with the credential the browser made
// from the gateway's options (the browser's WebAuthn API is the only thing stood in for: happy-dom
// has none); a cancelled browser prompt says so and sends nothing; removing one asks for the
// transaction password — in every language.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SecurityRoute } from '@/features/security/routes/security';
import {
  BeginPasskeyRegistrationDocument,
  PasskeysDocument,
  RegisterPasskeyDocument,
  RemovePasskeyDocument,
  SecondFactorsDocument,
  type RegisterPasskeyMutationVariables,
  type RemovePasskeyMutationVariables,
} from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { button, field, fill } from './form-queries';
import { renderInEveryLanguage } from './render-languages';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (navigator as { credentials?: unknown }).credentials;
});

const OPTIONS = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { id: 'localhost', name: "Members' portal" },
  user: { id: 'dXNyXzE', name: 'alice', displayName: '' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  timeout: 120000,
  attestation: 'none',
  excludeCredentials: [],
  authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
};

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** What navigator.credentials.create answers in a browser, as far as @simplewebauthn/browser reads it. */
const MADE_CREDENTIAL = {
  id: 'bmV3LWtleQ',
  rawId: bytes('new-key'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response: { attestationObject: bytes('attestation'), clientDataJSON: bytes('client-data'), getTransports: () => ['internal'] },
  getClientExtensionResults: () => ({}),
};

const OLD = { __typename: 'Passkey' as const, id: 'pky_old', name: 'Phone', createdAt: '2030-05-01T08:00:00.000Z', lastUsedAt: '2030-05-20T08:00:00.000Z' };
const NEW = { __typename: 'Passkey' as const, id: 'pky_new', name: 'Work laptop', createdAt: '2030-06-01T08:00:00.000Z', lastUsedAt: null };

function stubBrowser(create: () => Promise<unknown>) {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  const credentials = { create: vi.fn(create), get: vi.fn() };
  // happy-dom's navigator has no credentials container; this one stands in for the browser's (removed after each test).
  Object.defineProperty(navigator, 'credentials', { value: credentials, configurable: true });
  return credentials;
}

function mocks(
  state: { list: (typeof OLD | typeof NEW)[] },
  register: (v: RegisterPasskeyMutationVariables) => object,
  remove: (v: RemovePasskeyMutationVariables) => object,
  totpEnabled = false,
): MockLink.MockedResponse[] {
  return [
    {
      request: { query: SecondFactorsDocument },
      result: {
        data: { secondFactors: { __typename: 'SecondFactors', totpEnabled, totpEnabledAt: totpEnabled ? '2030-05-01T08:00:00.000Z' : null, recoveryCodesLeft: totpEnabled ? 10 : 0 } },
      },
      maxUsageCount: Infinity,
    },
    { request: { query: PasskeysDocument }, result: () => ({ data: { passkeys: state.list } }), maxUsageCount: Infinity },
    {
      request: { query: BeginPasskeyRegistrationDocument },
      result: { data: { beginPasskeyRegistration: { __typename: 'PasskeyOptions', optionsJson: JSON.stringify(OPTIONS) } } },
      maxUsageCount: Infinity,
    },
    { request: { query: RegisterPasskeyDocument, variables: () => true }, result: register, maxUsageCount: Infinity },
    { request: { query: RemovePasskeyDocument, variables: () => true }, result: remove, maxUsageCount: Infinity },
  ];
}

describe('passkeys section', () => {
  it('lists the passkeys; adds one with its name and the transaction password from the credential the browser made; removes one', async () => {
    const c = CATALOGUES['en-US'];
    const state = { list: [OLD] as (typeof OLD | typeof NEW)[] };
    const register = vi.fn((_variables: RegisterPasskeyMutationVariables) => {
      state.list = [OLD, NEW];
      return { data: { registerPasskey: NEW } };
    });
    const remove = vi.fn((_variables: RemovePasskeyMutationVariables) => {
      state.list = [NEW];
      return { data: { removePasskey: [NEW] } };
    });
    const browser = stubBrowser(async () => MADE_CREDENTIAL);
    const { inEveryLanguage } = await renderInEveryLanguage(
      'en-US',
      <MockedProvider mocks={mocks(state, register, remove)} mockLinkDefaultOptions={{ delay: 0 }}>
        <MemoryRouter>
          <SecurityRoute />
        </MemoryRouter>
      </MockedProvider>,
    );

    const list = await screen.findByTestId('passkeys-list');
    expect(within(list).getByText('Phone')).toBeTruthy();
    // Without the authenticator app, no code is asked for.
    const adding = screen.getByTestId('passkey-add');
    expect(within(adding).queryByLabelText(/Authenticator code/)).toBeNull();

    // A blank name is refused before the browser is asked.
    fill(field(c.security.passkeys.name), '   ');
    fill(field(c.security.transactionPassword, adding), 'tx-secret');
    button(c.security.passkeys.add).click();
    await within(adding).findByText(c.validation.required);
    expect(browser.create).not.toHaveBeenCalled();

    fill(field(c.security.passkeys.name), ' Work laptop ');
    button(c.security.passkeys.add).click();
    await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    const sent = register.mock.calls[0]![0].input;
    expect({ ...sent, credential: JSON.parse(sent.credential) }).toEqual({
      name: 'Work laptop',
      transactionPassword: 'tx-secret',
      credential: expect.objectContaining({ id: MADE_CREDENTIAL.id, rawId: 'bmV3LWtleQ', type: 'public-key', response: expect.objectContaining({ transports: ['internal'] }) }),
    });
    // The browser was given the gateway's options.
    const publicKey = (browser.create.mock.calls[0] as unknown as [{ publicKey: { rp: { id: string } } }])[0].publicKey;
    expect(publicKey.rp.id).toBe('localhost');
    await waitFor(() => expect(within(screen.getByTestId('passkeys-list')).getByText('Work laptop')).toBeTruthy());

    await inEveryLanguage(async (catalogue) => {
      expect(await screen.findByText(catalogue.security.passkeys.title)).toBeTruthy();
      expect(screen.getByRole('button', { name: catalogue.security.passkeys.removeLabel.replace('{{name}}', 'Phone'), hidden: true })).toBeTruthy();
    });

    button(c.security.passkeys.removeLabel.replace('{{name}}', 'Phone')).click();
    const dialog = await screen.findByRole('dialog');
    fill(field(c.security.transactionPassword, dialog), 'tx-secret');
    button(c.security.passkeys.remove, dialog).click();
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ input: { id: 'pky_old', transactionPassword: 'tx-secret' } }));
    await waitFor(() => expect(within(screen.getByTestId('passkeys-list')).queryByText('Phone')).toBeNull());
  });

  it('a cancelled browser prompt is said so, and nothing is sent', async () => {
    const c = CATALOGUES['en-US'];
    const register = vi.fn(() => ({ data: { registerPasskey: NEW } }));
    stubBrowser(async () => {
      throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
    });
    await renderInEveryLanguage(
      'en-US',
      <MockedProvider mocks={mocks({ list: [] }, register, () => ({}))} mockLinkDefaultOptions={{ delay: 0 }}>
        <MemoryRouter>
          <SecurityRoute />
        </MemoryRouter>
      </MockedProvider>,
    );
    await screen.findByTestId('passkeys-none');
    fill(field(c.security.passkeys.name), 'Laptop');
    fill(field(c.security.transactionPassword, screen.getByTestId('passkey-add')), 'tx-secret');
    button(c.security.passkeys.add).click();
    expect((await screen.findByTestId('passkey-browser-problem')).textContent).toBe(c.security.passkeys.browser.cancelled);
    expect(register).not.toHaveBeenCalled();
  });

  it('with the authenticator app on, adding asks for its code too and sends it', async () => {
    const c = CATALOGUES['en-US'];
    const register = vi.fn((_variables: RegisterPasskeyMutationVariables) => ({ data: { registerPasskey: NEW } }));
    stubBrowser(async () => MADE_CREDENTIAL);
    await renderInEveryLanguage(
      'en-US',
      <MockedProvider mocks={mocks({ list: [] }, register, () => ({}), true)} mockLinkDefaultOptions={{ delay: 0 }}>
        <MemoryRouter>
          <SecurityRoute />
        </MemoryRouter>
      </MockedProvider>,
    );
    await screen.findByTestId('passkeys-none');
    const adding = screen.getByTestId('passkey-add');
    fill(field(c.security.passkeys.name), 'Laptop');
    fill(field(c.security.transactionPassword, adding), 'tx-secret');
    button(c.security.passkeys.add).click();
    // Without the code nothing is sent.
    await within(adding).findByText(c.validation.required);
    expect(register).not.toHaveBeenCalled();
    fill(field(c.security.code, adding), '123456');
    button(c.security.passkeys.add).click();
    await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    expect(register.mock.calls[0]![0].input).toMatchObject({ name: 'Laptop', transactionPassword: 'tx-secret', totpCode: '123456' });
  });
});
