// @vitest-environment happy-dom
// The authenticator app section of /setting/security on React: turning it on shows the QR code
// and the key the gateway served, sends the first code with the transaction password as typed,
// shows the ten recovery codes once, then the state with the count left — in every language.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SecurityRoute } from '@/features/security/routes/security';
import { BeginTotpEnrolmentDocument, ConfirmTotpEnrolmentDocument, SecondFactorsDocument, type ConfirmTotpEnrolmentMutationVariables } from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { button, field, fill } from './form-queries';
import { renderInEveryLanguage } from './render-languages';

afterEach(cleanup);

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const CODES = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBB${i}`);

describe('authenticator app section', () => {
  it('turns on by QR code or key, confirmed by a first code; shows the recovery codes once, then the count left', async () => {
    const c = CATALOGUES['en-US'];
    let enabled = false;
    const confirm = vi.fn((_variables: ConfirmTotpEnrolmentMutationVariables) => {
      enabled = true;
      return { data: { confirmTotpEnrolment: { __typename: 'RecoveryCodes' as const, codes: CODES } } };
    });
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: SecondFactorsDocument },
        result: () => ({
          data: { secondFactors: { __typename: 'SecondFactors', totpEnabled: enabled, totpEnabledAt: enabled ? '2030-06-01T08:00:00.000Z' : null, recoveryCodesLeft: enabled ? 10 : 0 } },
        }),
        maxUsageCount: Infinity,
      },
      {
        request: { query: BeginTotpEnrolmentDocument },
        result: { data: { beginTotpEnrolment: { __typename: 'TotpEnrolment', secret: SECRET, otpauthUri: `otpauth://totp/Members'%20portal:alice?secret=${SECRET}` } } },
      },
      { request: { query: ConfirmTotpEnrolmentDocument, variables: () => true }, result: confirm },
    ];
    const { inEveryLanguage } = await renderInEveryLanguage(
      'en-US',
      <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
        <MemoryRouter>
          <SecurityRoute />
        </MemoryRouter>
      </MockedProvider>,
    );

    (await screen.findByTestId('totp-begin')).click();
    expect(await screen.findByTestId('totp-secret')).toHaveProperty('textContent', SECRET);
    expect(screen.getByTestId('totp-enrolment').querySelector('svg')).not.toBeNull();

    // A code that is neither six digits nor a recovery code is refused before anything is sent.
    // (The page has other sections asking for the transaction password: read this one's.)
    const section = screen.getByTestId('totp-section');
    fill(field(c.security.code, section), '12ab');
    fill(field(c.security.transactionPassword, section), 'tx-secret');
    button(c.security.confirm).click();
    await screen.findByText(c.security.codeFormat);
    expect(confirm).not.toHaveBeenCalled();

    fill(field(c.security.code, section), '123456');
    button(c.security.confirm).click();
    await waitFor(() => expect(confirm).toHaveBeenCalledWith({ input: { totpCode: '123456', transactionPassword: 'tx-secret' } }));
    const shown = await screen.findByTestId('recovery-codes');
    expect([...shown.querySelectorAll('li')].map((item) => item.textContent)).toEqual(CODES);

    button(c.security.recoveryCodesSaved).click();
    await inEveryLanguage(async (catalogue) => {
      expect((await screen.findByTestId('recovery-codes-left')).textContent).toBe(catalogue.security.codesLeft.replace('{{count}}', '10'));
    });
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
  });
});
