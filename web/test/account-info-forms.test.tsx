// @vitest-environment happy-dom
// The account info screen's forms on React: a bank account (add), a wallet address (add, and
// edit in its dialog). Each rule's message beside its field in each of the five languages
// (required, lengths, the account number's and the address's shape for its network), the field
// marked invalid, and no mutation while a rule is broken; a right form is sent as typed, and the
// platform's refusal of a field comes back beside it. Each form is filled in once and read in
// every language (render-languages.tsx).
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { AccountInfoRoute } from '@/features/account-info/routes/account-info';
import {
  AddBankAccountDocument,
  AddWithdrawalAddressDocument,
  BankAccountsDocument,
  KycStatusDocument,
  UpdateWithdrawalAddressDocument,
  WithdrawalAddressesDocument,
  type AddBankAccountMutationVariables,
  type AddWithdrawalAddressMutationVariables,
  type BankAccountsQuery,
  type KycStatusQuery,
  type UpdateWithdrawalAddressMutationVariables,
  type WithdrawalAddressesQuery,
} from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { guardsMock, SCREEN_TEST } from './money-forms';
import { button, expectAccepted, expectLabelled, expectRefused, field, fill, member } from './form-queries';
import { renderInEveryLanguage } from './render-languages';

afterEach(cleanup);

const BANK_ACCOUNTS: BankAccountsQuery = {
  bankAccounts: [
    {
      __typename: 'BankAccount',
      id: 'bank-1',
      bankName: 'Bank Central Asia',
      accountName: 'Member One',
      accountNumber: '1234567890',
      createdAt: '2026-01-02T03:04:05Z',
      updatedAt: '2026-01-02T03:04:05Z',
    },
  ],
};
const TRON = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';
const ADDRESSES: WithdrawalAddressesQuery = {
  withdrawalAddresses: [
    {
      __typename: 'WithdrawalAddress',
      id: 'address-1',
      network: 'TRC20',
      address: TRON,
      label: 'Main',
      usableFrom: '2026-01-01T00:00:00Z',
      usable: true,
      createdAt: '2025-12-31T00:00:00Z',
    },
  ],
};
const KYC_STATUS: KycStatusQuery = { me: { __typename: 'User', id: 'user-1', kycStatus: 'PASSED' } };

/** The platform's refusal of one input field, in its words (already in the member's language). */
const refusal = (path: string, message: string) => ({
  errors: [{ message: 'Bad request parameters', extensions: { code: 'BAD_REQUEST', fields: [{ path, message }] } }],
});

async function openAccountInfo(first: Locale, served: { bankAccounts?: BankAccountsQuery; addresses?: WithdrawalAddressesQuery } = {}) {
  const addBankAccount = vi.fn((_variables: AddBankAccountMutationVariables) => refusal('input.accountNumber', `${first}: unknown account`));
  const addAddress = vi.fn((_variables: AddWithdrawalAddressMutationVariables) => refusal('input.address', `${first}: not a USDT address`));
  // A label the platform refuses (it counts as the form does; this stands for any other rule of its own) comes back on the label.
  const updateAddress = vi.fn((variables: UpdateWithdrawalAddressMutationVariables) =>
    variables.input.label === 'Refused label' ? refusal('input.label', `${first}: label refused`) : refusal('input.address', `${first}: address in use`),
  );
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: BankAccountsDocument }, result: { data: served.bankAccounts ?? BANK_ACCOUNTS }, maxUsageCount: Infinity },
    { request: { query: WithdrawalAddressesDocument }, result: { data: served.addresses ?? ADDRESSES }, maxUsageCount: Infinity },
    { request: { query: KycStatusDocument }, result: { data: KYC_STATUS }, maxUsageCount: Infinity },
    guardsMock(),
    { request: { query: AddBankAccountDocument, variables: () => true }, result: addBankAccount, maxUsageCount: Infinity },
    { request: { query: AddWithdrawalAddressDocument, variables: () => true }, result: addAddress, maxUsageCount: Infinity },
    { request: { query: UpdateWithdrawalAddressDocument, variables: () => true }, result: updateAddress, maxUsageCount: Infinity },
  ];
  const { inEveryLanguage } = await renderInEveryLanguage(
    first,
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter>
        <AccountInfoRoute />
      </MemoryRouter>
    </MockedProvider>,
  );
  await screen.findByTestId('bank-account');
  await screen.findByTestId('address');
  return { addBankAccount, addAddress, updateAddress, inEveryLanguage };
}

describe('account info forms', SCREEN_TEST, () => {
  it('the bank account form says what each field needs in every language and sends nothing until all are right', async () => {
    const first: Locale = 'en-US';
    const c = CATALOGUES[first];
    const { inEveryLanguage, ...sent } = await openAccountInfo(first);
    const u = member();

    await u.click(button(c.accountInfo.addBank));
    const dialog = await screen.findByRole('dialog', { name: c.accountInfo.addBank, hidden: true });
    const bankName = field(c.accountInfo.bankName, dialog);
    const accountName = field(c.accountInfo.accountName, dialog);
    const accountNumber = field(c.accountInfo.accountNumber, dialog);
    const save = button(c.accountInfo.save, dialog);

    await u.click(save);
    await waitFor(() => expectRefused(bankName, c.validation.required));
    expectRefused(accountName, c.validation.required);
    expectRefused(accountNumber, c.validation.required);

    // Spaces alone are no name; a name over 100 characters is too long; a number is digits,
    // spaces or dashes, starting and ending with a digit.
    fill(bankName, '   ');
    fill(accountName, 'M'.repeat(101));
    fill(accountNumber, '12-34-');
    await u.click(save);
    await waitFor(() => expectRefused(accountNumber, c.validation.accountNumber));
    await inEveryLanguage((t) => {
      expect(within(dialog).getByRole('heading', { name: t.accountInfo.addBank, hidden: true })).toBeTruthy();
      expectLabelled([t.accountInfo.bankName, bankName], [t.accountInfo.accountName, accountName], [t.accountInfo.accountNumber, accountNumber]);
      expectRefused(bankName, t.validation.required);
      expectRefused(accountName, t.validation.tooLong);
      expectRefused(accountNumber, t.validation.accountNumber);
    });
    fill(accountNumber, '123');
    await waitFor(() => expectRefused(accountNumber, c.validation.accountNumber));
    expect(sent.addBankAccount).not.toHaveBeenCalled();

    fill(bankName, 'Bank Mandiri');
    fill(accountName, 'M'.repeat(100));
    fill(accountNumber, '1234-5678 90');
    await waitFor(() => expectAccepted(accountNumber, c.validation.accountNumber));
    expectAccepted(accountName, c.validation.tooLong);
    await u.click(save);
    await waitFor(() => expectRefused(accountNumber, `${first}: unknown account`));
    expect(sent.addBankAccount.mock.calls.map(([variables]) => variables)).toEqual([
      { input: { bankName: 'Bank Mandiri', accountName: 'M'.repeat(100), accountNumber: '1234-5678 90' } },
    ]);
    // Refused: the dialog stays open to correct it.
    expect(dialog.isConnected).toBe(true);
  });

  it('a wallet address must have its network’s shape, in every language, in the add form and in the edit dialog; nothing is sent until it has', async () => {
    const first: Locale = 'zh-CN';
    const c = CATALOGUES[first];
    const { inEveryLanguage, ...sent } = await openAccountInfo(first);
    const u = member();

    const form = screen.getByTestId('address-form');
    const address = field(c.accountInfo.address, form);
    const label = field(c.accountInfo.label, form);
    const add = button(c.accountInfo.addAddress, form);
    await u.click(add);
    await waitFor(() => expectRefused(address, c.validation.required));

    // TRC20 is chosen: an Ethereum-shaped address is not one of its addresses; a label is at most 50 characters.
    fill(address, EVM);
    fill(label, 'L'.repeat(51));
    await u.click(add);
    await waitFor(() => expectRefused(label, c.validation.labelLength));
    await inEveryLanguage((t) => {
      expectLabelled([t.accountInfo.address, address], [t.accountInfo.label, label]);
      expectRefused(address, t.validation.addressFormat);
      expectRefused(label, t.validation.labelLength);
    });
    // Base58 has no 0.
    fill(address, `${TRON.slice(0, -1)}0`);
    await waitFor(() => expectRefused(address, c.validation.addressFormat));
    expect(sent.addAddress).not.toHaveBeenCalled();

    // On ERC20 the same address has the right shape.
    await u.click(within(form).getByRole('combobox', { hidden: true }));
    await u.click(await screen.findByRole('option', { name: 'ERC20', hidden: true }));
    fill(address, EVM);
    fill(label, 'Cold wallet');
    await u.click(add);
    // The review step asks for the transaction password; the refusal of the address comes back to the form.
    const review = await screen.findByRole('dialog', { name: c.securityGuards.reviewAddressTitle, hidden: true });
    expect(within(review).getByTestId('review-address').textContent).toBe(EVM);
    expect(sent.addAddress).not.toHaveBeenCalled();
    fill(field(c.securityGuards.transactionPassword, review), 'tx-secret-9');
    await u.click(button(c.securityGuards.confirmAddress, review));
    await waitFor(() => expectRefused(address, `${first}: not a USDT address`));
    expectAccepted(label, c.validation.labelLength);
    expect(sent.addAddress.mock.calls.map(([variables]) => variables)).toEqual([{ input: { network: 'ERC20', address: EVM, label: 'Cold wallet', transactionPassword: 'tx-secret-9' } }]);

    // The edit dialog keeps the address's network (TRC20) and its rules.
    await u.click(button(c.accountInfo.editAddress.replace('{{address}}', TRON)));
    const dialog = await screen.findByRole('dialog', { name: c.accountInfo.editAddressTitle, hidden: true });
    const edited = field(c.accountInfo.address, dialog);
    const save = button(c.accountInfo.save, dialog);
    expect(edited.value).toBe(TRON);
    fill(edited, '');
    await u.click(save);
    await waitFor(() => expectRefused(edited, c.validation.required));
    fill(edited, EVM);
    await waitFor(() => expectRefused(edited, c.validation.addressFormat));
    await u.click(save);
    expect(sent.updateAddress).not.toHaveBeenCalled();

    const other = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
    fill(edited, other);
    await u.click(save);
    await waitFor(() => expectRefused(edited, `${first}: address in use`));
    expect(sent.updateAddress.mock.calls.map(([variables]) => variables)).toEqual([{ id: 'address-1', input: { address: other, label: 'Main' } }]);
  });

  it('names and labels: counted in code points as the platform counts them, and no direction control or invisible character, in every language', async () => {
    const first: Locale = 'ja-JP';
    const c = CATALOGUES[first];
    const { inEveryLanguage, ...sent } = await openAccountInfo(first);
    const u = member();

    await u.click(button(c.accountInfo.addBank));
    const dialog = await screen.findByRole('dialog', { name: c.accountInfo.addBank, hidden: true });
    const bankName = field(c.accountInfo.bankName, dialog);
    const accountName = field(c.accountInfo.accountName, dialog);
    const accountNumber = field(c.accountInfo.accountNumber, dialog);
    // A right-to-left override in the holder's name turned the account number beside it around.
    fill(bankName, 'Bank\u200BMandiri');
    fill(accountName, '\u202Eemanelttil');
    fill(accountNumber, '2109 8765-4321');
    await u.click(button(c.accountInfo.save, dialog));
    await waitFor(() => expectRefused(accountName, c.validation.hiddenCharacters));
    await inEveryLanguage((t) => {
      expectRefused(bankName, t.validation.hiddenCharacters);
      expectRefused(accountName, t.validation.hiddenCharacters);
    });
    // Sixty emoji are sixty characters of the hundred, as the platform counts them; 101 are too many.
    fill(bankName, '🏦'.repeat(101));
    fill(accountName, '😀'.repeat(60));
    await waitFor(() => expectRefused(bankName, c.validation.tooLong));
    expectAccepted(accountName, c.validation.hiddenCharacters, c.validation.tooLong);
    expect(sent.addBankAccount).not.toHaveBeenCalled();
    fill(bankName, '🏦'.repeat(100));
    await u.click(button(c.accountInfo.save, dialog));
    await waitFor(() => expect(sent.addBankAccount).toHaveBeenCalledTimes(1));
    expect(sent.addBankAccount.mock.calls[0]![0].input).toMatchObject({ bankName: '🏦'.repeat(100), accountName: '😀'.repeat(60) });
    await u.click(button(c.common.cancel, dialog));

    const form = screen.getByTestId('address-form');
    const label = field(c.accountInfo.label, form);
    fill(field(c.accountInfo.address, form), TRON);
    fill(label, 'cold\u2067wallet');
    await u.click(button(c.accountInfo.addAddress, form));
    await waitFor(() => expectRefused(label, c.validation.hiddenCharacters));
    await inEveryLanguage((t) => expectRefused(label, t.validation.hiddenCharacters));
    fill(label, '💰'.repeat(51));
    await waitFor(() => expectRefused(label, c.validation.labelLength));
    fill(label, '💰'.repeat(30));
    await waitFor(() => expectAccepted(label, c.validation.labelLength, c.validation.hiddenCharacters));
    expect(sent.addAddress).not.toHaveBeenCalled();

    // The platform's refusal of a label is shown beside the label in the edit dialog.
    await u.click(button(c.accountInfo.editAddress.replace('{{address}}', TRON)));
    const edit = await screen.findByRole('dialog', { name: c.accountInfo.editAddressTitle, hidden: true });
    const editedLabel = field(c.accountInfo.label, edit);
    fill(editedLabel, 'Refused label');
    await u.click(button(c.accountInfo.save, edit));
    await waitFor(() => expectRefused(editedLabel, `${first}: label refused`));
    expectAccepted(field(c.accountInfo.address, edit));
  });

  it('a name or label the member typed is shown isolated, so it cannot reorder the number or address beside it', async () => {
    const reversing = '\u202Eemanelttil';
    await openAccountInfo('en-US', {
      bankAccounts: { bankAccounts: [{ ...BANK_ACCOUNTS.bankAccounts[0]!, bankName: reversing, accountName: reversing, accountNumber: '2109 8765-4321' }] },
      addresses: { withdrawalAddresses: [{ ...ADDRESSES.withdrawalAddresses[0]!, label: reversing }] },
    });
    const account = screen.getByTestId('bank-account');
    const isolated = [...account.querySelectorAll('bdi')].map((element) => element.textContent);
    expect(isolated).toEqual([reversing, reversing]);
    // The number is outside every isolate, after the name's.
    const number = [...account.querySelectorAll('*')].find((element) => element.childNodes.length > 0 && [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.includes('2109 8765-4321')))!;
    expect(number.closest('bdi')).toBeNull();
    expect(number.textContent).toBe(`${reversing} · 2109 8765-4321`);

    const address = screen.getByTestId('address');
    expect([...address.querySelectorAll('bdi')].map((element) => element.textContent)).toEqual([reversing]);
    expect(within(address).getByText(TRON).closest('bdi')).toBeNull();
  });
});
