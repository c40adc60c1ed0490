// @vitest-environment happy-dom
// The code of a member's second factor on the forms that change where money can go or put it in
// escrow: the wallet address review, its edit and removal, the P2P offer review, the bank account
// form and the removal of a bank account. With a factor the code field shows, is required (six digits or a recovery code),
// and is sent as `totpCode`; the platform's refusal of the code is shown beside it. Without a
// factor there is no code field and no `totpCode` is sent.
import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressesSection } from '@/features/account-info/components/addresses-section';
import { BankAccountsSection } from '@/features/account-info/components/bank-accounts-section';
import { ConfirmAddressDialog } from '@/features/account-info/components/confirm-address-dialog';
import { ConfirmPublishDialog } from '@/features/otc/components/confirm-publish-dialog';
import {
  AddBankAccountDocument,
  AddWithdrawalAddressDocument,
  BankAccountsDocument,
  DeleteBankAccountDocument,
  DeleteWithdrawalAddressDocument,
  HasSecondFactorDocument,
  PublishOtcOfferDocument,
  UpdateWithdrawalAddressDocument,
  WithdrawalAddressesDocument,
  type AddBankAccountMutationVariables,
  type AddWithdrawalAddressMutationVariables,
  type BankAccountsQuery,
  type DeleteBankAccountMutationVariables,
  type DeleteWithdrawalAddressMutationVariables,
  type HasSecondFactorQuery,
  type PublishOtcOfferMutationVariables,
  type UpdateWithdrawalAddressMutationVariables,
  type WithdrawalAddressesQuery,
} from '@/generated/graphql';
import { errorLink } from '@/lib/apollo';
import { CATALOGUES } from './all-catalogues';
import { button, expectAccepted, expectRefused, field, fill, member } from './form-queries';
import { answering, DECIMALS_MOCK, guardsMock, SCREEN_TEST } from './money-forms';
import { renderIn } from './render';

afterEach(cleanup);

const c = CATALOGUES['en-US'];
const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';
/** The platform's words for a wrong code, as the gateway passes them on. */
const WRONG_CODE = 'The authenticator code is wrong, already used or expired';
const refusedCode = { errors: [{ message: WRONG_CODE, extensions: { code: 'SERVER_MESSAGE', reason: 'FACTOR_CODE_WRONG' } }] };

/** Whether the member has a second factor, as the gateway answers `secondFactors`. */
function factorMock(totpEnabled: boolean) {
  return answering(HasSecondFactorDocument, (): HasSecondFactorQuery => ({ secondFactors: { __typename: 'SecondFactors', totpEnabled } }));
}

/** A mutation that refuses every request as `answer` says, keeping each request's variables. */
function refusing<TVariables>(query: MockLink.MockedResponse['request']['query'], answer: object) {
  const sent = vi.fn((_variables: TVariables) => answer);
  const mock: MockLink.MockedResponse = { request: { query, variables: () => true }, result: (variables) => sent(variables as TVariables), maxUsageCount: Number.POSITIVE_INFINITY };
  return { mock, sent };
}

const codeField = (scope: HTMLElement) => field(c.security.factorCode, scope);
const noCodeField = (scope: HTMLElement) => within(scope).queryByLabelText(new RegExp(`^${c.security.factorCode}`), { selector: 'input' });

/**
 * With a factor: nothing is sent without a code or with one of the wrong shape; a right one is
 * sent; the platform's refusal of it is shown beside it, not on the password.
 */
async function expectCodeAsked(scope: HTMLElement, submit: HTMLButtonElement, sent: ReturnType<typeof vi.fn>, password?: HTMLInputElement) {
  const u = member();
  const code = await waitFor(() => codeField(scope));
  if (password) fill(password, 'tx-secret-9');
  await u.click(submit);
  await waitFor(() => expectRefused(code, c.validation.required));
  fill(code, '12ab');
  await u.click(submit);
  await waitFor(() => expectRefused(code, c.security.codeFormat));
  expect(sent).not.toHaveBeenCalled();
  fill(code, ' 123456 ');
  await u.click(submit);
  await waitFor(() => expectRefused(code, WRONG_CODE));
  if (password) expectAccepted(password, WRONG_CODE);
  expect(sent).toHaveBeenCalledTimes(1);
}

describe('the code of a second factor', SCREEN_TEST, () => {
  it('the wallet address review asks for it with a factor, sends it, and shows its refusal beside it', async () => {
    const { mock, sent } = refusing<AddWithdrawalAddressMutationVariables>(AddWithdrawalAddressDocument, refusedCode);
    const onFieldErrors = vi.fn();
    await renderIn(
      'en-US',
      <MockedProvider mocks={[factorMock(true), guardsMock(), mock]}>
        <ConfirmAddressDialog draft={{ type: 'ERC20', address: EVM, label: '' }} onClose={() => undefined} onDone={() => undefined} onFieldErrors={onFieldErrors} />
      </MockedProvider>,
    );
    const review = screen.getByTestId('address-confirm');
    const password = field(c.securityGuards.transactionPassword, review);
    await expectCodeAsked(review, button(c.securityGuards.confirmAddress, review), sent, password);
    expect(sent.mock.calls[0]?.[0]).toEqual({ input: { network: 'ERC20', address: EVM, label: null, transactionPassword: 'tx-secret-9', totpCode: '123456' } });
    // A refusal of the code keeps the review open: it is not the address that was refused.
    expect(onFieldErrors).not.toHaveBeenCalled();
  });

  it('the wallet address review has no code field without a factor, and sends no code', async () => {
    const { mock, sent } = refusing<AddWithdrawalAddressMutationVariables>(AddWithdrawalAddressDocument, refusedCode);
    await renderIn(
      'en-US',
      <MockedProvider mocks={[factorMock(false), guardsMock(), mock]}>
        <ConfirmAddressDialog draft={{ type: 'ERC20', address: EVM, label: 'Cold' }} onClose={() => undefined} onDone={() => undefined} onFieldErrors={() => undefined} />
      </MockedProvider>,
    );
    const review = screen.getByTestId('address-confirm');
    fill(field(c.securityGuards.transactionPassword, review), 'tx-secret-9');
    await member().click(button(c.securityGuards.confirmAddress, review));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).toEqual({ input: { network: 'ERC20', address: EVM, label: 'Cold', transactionPassword: 'tx-secret-9' } });
    expect(noCodeField(review)).toBeNull();
  });

  it('the P2P offer review asks for it with a factor, sends it, and shows its refusal beside it; without a factor there is none', async () => {
    const draft = { amount: '100', price: '7.1', minAmount: '10', maxAmount: '60' };
    const withFactor = refusing<PublishOtcOfferMutationVariables>(PublishOtcOfferDocument, refusedCode);
    const first = await renderIn(
      'en-US',
      <MockedProvider mocks={[factorMock(true), DECIMALS_MOCK, guardsMock(), withFactor.mock]}>
        <ConfirmPublishDialog draft={draft} payCoinName="CASH_POINT" onClose={() => undefined} onDone={() => undefined} />
      </MockedProvider>,
    );
    const review = screen.getByTestId('otc-publish-confirm');
    await expectCodeAsked(review, button(c.securityGuards.confirmPublish, review), withFactor.sent, field(c.securityGuards.transactionPassword, review));
    expect(withFactor.sent.mock.calls[0]?.[0]).toEqual({ input: { ...draft, transactionPassword: 'tx-secret-9', totpCode: '123456', requestId: expect.any(String) } });
    first.unmount();

    const without = refusing<PublishOtcOfferMutationVariables>(PublishOtcOfferDocument, refusedCode);
    await renderIn(
      'en-US',
      <MockedProvider mocks={[factorMock(false), DECIMALS_MOCK, guardsMock(), without.mock]}>
        <ConfirmPublishDialog draft={draft} payCoinName="CASH_POINT" onClose={() => undefined} onDone={() => undefined} />
      </MockedProvider>,
    );
    const plain = screen.getByTestId('otc-publish-confirm');
    fill(field(c.securityGuards.transactionPassword, plain), 'tx-secret-9');
    await member().click(button(c.securityGuards.confirmPublish, plain));
    await waitFor(() => expect(without.sent).toHaveBeenCalledTimes(1));
    expect(without.sent.mock.calls[0]?.[0]).toEqual({ input: { ...draft, transactionPassword: 'tx-secret-9', requestId: expect.any(String) } });
    expect(noCodeField(plain)).toBeNull();
  });

  const ACCOUNTS: BankAccountsQuery = {
    bankAccounts: [
      { __typename: 'BankAccount', id: 'bank-1', bankName: 'Bank Central Asia', accountName: 'Member One', accountNumber: '1234567890', createdAt: '2026-01-02T03:04:05Z', updatedAt: '2026-01-02T03:04:05Z' },
    ],
  };
  const accountsMock = answering(BankAccountsDocument, () => ACCOUNTS);
  const NEW_ACCOUNT = { bankName: 'Bank Mandiri', accountName: 'Member One', accountNumber: '1234-5678 90' };

  async function openBankForm(hasFactor: boolean, ...mocks: MockLink.MockedResponse[]) {
    await renderIn(
      'en-US',
      <MockedProvider mocks={[factorMock(hasFactor), accountsMock, ...mocks]}>
        <BankAccountsSection />
      </MockedProvider>,
    );
    await screen.findByTestId('bank-account');
    await member().click(button(c.accountInfo.addBank));
    const form = await screen.findByTestId('bank-account-form');
    fill(field(c.accountInfo.bankName, form), NEW_ACCOUNT.bankName);
    fill(field(c.accountInfo.accountName, form), NEW_ACCOUNT.accountName);
    fill(field(c.accountInfo.accountNumber, form), NEW_ACCOUNT.accountNumber);
    return form;
  }

  it('the bank account form asks for it with a factor, sends it, and shows its refusal beside it', async () => {
    const { mock, sent } = refusing<AddBankAccountMutationVariables>(AddBankAccountDocument, refusedCode);
    const form = await openBankForm(true, mock);
    await expectCodeAsked(form, button(c.accountInfo.save, form), sent);
    expect(sent.mock.calls[0]?.[0]).toEqual({ input: { ...NEW_ACCOUNT, totpCode: '123456' } });
  });

  it('the bank account form has no code field without a factor, and sends no code', async () => {
    const { mock, sent } = refusing<AddBankAccountMutationVariables>(AddBankAccountDocument, refusedCode);
    const form = await openBankForm(false, mock);
    await member().click(button(c.accountInfo.save, form));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).toEqual({ input: NEW_ACCOUNT });
    expect(noCodeField(form)).toBeNull();
  });

  it('removing a bank account asks for it with a factor and sends it', async () => {
    const { mock, sent } = refusing<DeleteBankAccountMutationVariables>(DeleteBankAccountDocument, refusedCode);
    await renderIn(
      'en-US',
      <MockedProvider mocks={[factorMock(true), accountsMock, mock]}>
        <BankAccountsSection />
      </MockedProvider>,
    );
    await screen.findByTestId('bank-account');
    await member().click(button(c.accountInfo.deleteBankOf.replace('{{bank}}', 'Bank Central Asia')));
    const form = await screen.findByTestId('delete-bank-form');
    await expectCodeAsked(form, button(c.accountInfo.delete, form), sent);
    expect(sent.mock.calls[0]?.[0]).toEqual({ id: 'bank-1', totpCode: '123456' });
  });

  const TRON = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
  const ADDRESSES: WithdrawalAddressesQuery = {
    withdrawalAddresses: [
      { __typename: 'WithdrawalAddress', id: 'address-1', network: 'TRC20', address: TRON, label: 'Main', usableFrom: '2026-01-01T00:00:00Z', usable: true, createdAt: '2025-12-31T00:00:00Z' },
    ],
  };

  async function openAddresses(hasFactor: boolean, ...mocks: MockLink.MockedResponse[]) {
    await renderIn(
      'en-US',
      <MockedProvider mocks={[factorMock(hasFactor), answering(WithdrawalAddressesDocument, () => ADDRESSES), guardsMock(), ...mocks]}>
        <AddressesSection />
      </MockedProvider>,
    );
    await screen.findByTestId('address');
  }

  it('changing a wallet address asks for it with a factor, sends it, and shows its refusal beside it', async () => {
    const { mock, sent } = refusing<UpdateWithdrawalAddressMutationVariables>(UpdateWithdrawalAddressDocument, refusedCode);
    await openAddresses(true, mock);
    await member().click(button(c.accountInfo.editAddress.replace('{{address}}', TRON)));
    const form = await screen.findByTestId('edit-address-form');
    const other = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
    fill(field(c.accountInfo.address, form), other);
    await expectCodeAsked(form, button(c.accountInfo.save, form), sent);
    expect(sent.mock.calls[0]?.[0]).toEqual({ id: 'address-1', input: { address: other, label: 'Main', totpCode: '123456' } });
  });

  it('removing a wallet address is confirmed first, with the code when the member has a factor', async () => {
    const withFactor = refusing<DeleteWithdrawalAddressMutationVariables>(DeleteWithdrawalAddressDocument, refusedCode);
    await openAddresses(true, withFactor.mock);
    await member().click(button(c.accountInfo.removeAddress.replace('{{address}}', TRON)));
    const dialog = await screen.findByTestId('remove-address');
    expect(within(dialog).getByText(c.accountInfo.removeAddressText.replace('{{network}}', 'TRC20').replace('{{address}}', TRON))).toBeTruthy();
    await expectCodeAsked(dialog, button(c.accountInfo.removeConfirm, dialog), withFactor.sent);
    expect(withFactor.sent.mock.calls[0]?.[0]).toEqual({ id: 'address-1', totpCode: '123456' });
    cleanup();

    const without = refusing<DeleteWithdrawalAddressMutationVariables>(DeleteWithdrawalAddressDocument, refusedCode);
    await openAddresses(false, without.mock);
    await member().click(button(c.accountInfo.removeAddress.replace('{{address}}', TRON)));
    const plain = await screen.findByTestId('remove-address');
    expect(without.sent).not.toHaveBeenCalled();
    await member().click(button(c.accountInfo.removeConfirm, plain));
    await waitFor(() => expect(without.sent).toHaveBeenCalledTimes(1));
    expect(without.sent.mock.calls[0]?.[0]).toEqual({ id: 'address-1' });
    expect(noCodeField(plain)).toBeNull();
  });

  it('a factor turned on elsewhere: the refusal asking for the code brings the code field, with the refusal beside it', async () => {
    // The screen first knows of no factor; the platform's answer says there is one now.
    let enabled = false;
    const factor = answering(HasSecondFactorDocument, (): HasSecondFactorQuery => ({ secondFactors: { __typename: 'SecondFactors', totpEnabled: enabled } }));
    const REQUIRED = 'Enter the code from your authenticator app';
    const { mock, sent } = refusing<AddWithdrawalAddressMutationVariables>(AddWithdrawalAddressDocument, {
      errors: [{ message: REQUIRED, extensions: { code: 'SERVER_MESSAGE', reason: 'FACTOR_CODE_REQUIRED' } }],
    });
    await renderIn(
      'en-US',
      <MockedProvider link={ApolloLink.from([errorLink, new MockLink([factor, guardsMock(), mock])])}>
        <ConfirmAddressDialog draft={{ type: 'ERC20', address: EVM, label: '' }} onClose={() => undefined} onDone={() => undefined} onFieldErrors={() => undefined} />
      </MockedProvider>,
    );
    const review = screen.getByTestId('address-confirm');
    await waitFor(() => expect(noCodeField(review)).toBeNull());
    enabled = true;
    fill(field(c.securityGuards.transactionPassword, review), 'tx-secret-9');
    await member().click(button(c.securityGuards.confirmAddress, review));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    await waitFor(() => expectRefused(codeField(review), REQUIRED));
  });
});
