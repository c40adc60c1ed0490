/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL payloads are read as loose JSON in tests */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, operatorGql, registerMember, signedInOperator, startStack, uniqueName, type Stack } from './helpers.ts';

// The console's configuration at /admin/graphql (docs/operations.md, "Configuration in the
// console"): an admin reads and changes the package catalogue, a convert pair and a bonus rate
// with a reason; the audit trail keeps the reason, the values before and after; every other
// role is refused in the platform's words; a bad value or a missing reason changes nothing.

const CONVERT_CONFIGS = /* GraphQL */ `{ convertConfigs { fromCoin toCoin rate feeRatio minAmount reviewAbove enabled } }`;
const SET_CONVERT = /* GraphQL */ `mutation($input: SetConvertConfigInput!) { setConvertConfig(input: $input) { fromCoin toCoin rate feeRatio minAmount reviewAbove enabled } }`;
const CATALOGUE = /* GraphQL */ `{ packageCatalogue { id kind name amount dailyProfitRatio contractDays maxPurchaseCount redeemFeeRatio enabled } }`;
const SET_CATALOGUE = /* GraphQL */ `mutation($input: SetCatalogueEntryInput!) { setCatalogueEntry(input: $input) { id dailyProfitRatio enabled } }`;
const BONUS_RATES = /* GraphQL */ `{ teamBonusRates { key rate minLevel } }`;
const SET_BONUS_RATE = /* GraphQL */ `mutation($input: SetTeamBonusRateInput!) { setTeamBonusRate(input: $input) { key rate minLevel } }`;
const MONEY_SETTINGS = /* GraphQL */ `{ withdrawalSettings { feeType feeValue minAmount maxAmount multiple environment { feeType feeValue minAmount maxAmount } } depositSettings { minAmount multiple environment { minAmount } } }`;
const SET_WITHDRAWAL = /* GraphQL */ `mutation($input: SetWithdrawalSettingsInput!) { setWithdrawalSettings(input: $input) { feeType feeValue minAmount maxAmount } }`;
const SET_DEPOSIT = /* GraphQL */ `mutation($input: SetDepositSettingsInput!) { setDepositSettings(input: $input) { minAmount multiple } }`;
const AUDIT = /* GraphQL */ `query($filter: AuditTrailFilter) { auditTrail(filter: $filter) { actor action objectId reason before after } }`;

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ encrypt: false });
});

afterAll(async () => {
  await stack?.close();
});

async function convertPair(token: string, fromCoin: string, toCoin: string) {
  const listed = await operatorGql(stack, CONVERT_CONFIGS, undefined, token);
  expect(listed.errors).toBeUndefined();
  return listed.data.convertConfigs.find((pair: any) => pair.fromCoin === fromCoin && pair.toCoin === toCoin);
}

describe('configuration at /admin/graphql', () => {
  it('lets an admin change a convert fee with a reason: the member reads it, the audit trail keeps before, after and the reason', async () => {
    const admin = await signedInOperator(stack, 'admin');
    const before = await convertPair(admin.token, 'GMT', 'CASH_POINT');
    expect(before).toMatchObject({ feeRatio: expect.stringMatching(/^\d+(\.\d+)?$/), enabled: true });

    const changed = await operatorGql(stack, SET_CONVERT, { input: { fromCoin: 'GMT', toCoin: 'CASH_POINT', feeRatio: '0.0375', reason: 'Quarterly fee review: GMT 3.75 %' } }, admin.token);
    expect(changed.errors).toBeUndefined();
    expect(changed.data.setConvertConfig).toEqual({ ...before, feeRatio: '0.0375' });

    // The member reads the new fee through the member endpoint.
    const userName = uniqueName('cfg');
    await registerMember(stack, userName);
    const memberToken = await login(stack, userName);
    const memberPairs = await gql(stack.http, `{ convertConfigs { fromCoin toCoin feeRatio } }`, undefined, { token: memberToken });
    expect(memberPairs.errors).toBeUndefined();
    expect(memberPairs.data!.convertConfigs).toContainEqual({ fromCoin: 'GMT', toCoin: 'CASH_POINT', feeRatio: '0.0375' });

    const audit = await operatorGql(stack, AUDIT, { filter: { operator: admin.name, action: 'convert-config/set' } }, admin.token);
    expect(audit.errors).toBeUndefined();
    const [row] = audit.data.auditTrail;
    expect(row).toMatchObject({ actor: admin.name, action: 'convert-config/set', objectId: 'GMT->CASH_POINT', reason: 'Quarterly fee review: GMT 3.75 %' });
    expect(JSON.parse(row.before)).toMatchObject({ fee_ratio: before.feeRatio });
    expect(JSON.parse(row.after)).toMatchObject({ feeRatio: '0.0375' });
  });

  it('lets an admin disable a catalogue package and change a bonus rate, each kept with its reason and values before', async () => {
    const admin = await signedInOperator(stack, 'admin');
    const catalogue = await operatorGql(stack, CATALOGUE, undefined, admin.token);
    expect(catalogue.errors).toBeUndefined();
    const entry = catalogue.data.packageCatalogue.find((item: any) => item.id === 'INS-1000');
    expect(entry).toMatchObject({ kind: 'INSURANCE', enabled: true });

    const disabled = await operatorGql(stack, SET_CATALOGUE, { input: { id: 'INS-1000', enabled: false, dailyProfitRatio: '0.0072', reason: 'Paused for repricing' } }, admin.token);
    expect(disabled.errors).toBeUndefined();
    expect(disabled.data.setCatalogueEntry).toEqual({ id: 'INS-1000', dailyProfitRatio: '0.0072', enabled: false });

    const rates = await operatorGql(stack, BONUS_RATES, undefined, admin.token);
    const par = rates.data.teamBonusRates.find((rate: any) => rate.key === 'PAR');
    const setRate = await operatorGql(stack, SET_BONUS_RATE, { input: { key: 'PAR', rate: '0.015', reason: 'PAR raised by the board' } }, admin.token);
    expect(setRate.errors).toBeUndefined();
    expect(setRate.data.setTeamBonusRate).toEqual({ key: 'PAR', rate: '0.015', minLevel: par.minLevel });

    const audit = await operatorGql(stack, AUDIT, { filter: { operator: admin.name } }, admin.token);
    const byAction = Object.fromEntries(audit.data.auditTrail.map((row: any) => [row.action, row]));
    expect(byAction['packages/catalogue/set']).toMatchObject({ objectId: 'INS-1000', reason: 'Paused for repricing' });
    expect(JSON.parse(byAction['packages/catalogue/set'].before)).toMatchObject({ enabled: true, daily_profit_ratio: entry.dailyProfitRatio });
    expect(byAction['team/rates/set']).toMatchObject({ objectId: 'PAR', reason: 'PAR raised by the board' });
    expect(JSON.parse(byAction['team/rates/set'].before)).toMatchObject({ rate: par.rate });
  });

  it('refuses finance, support and compliance in the platform\'s words, and changes nothing', async () => {
    const admin = await signedInOperator(stack, 'admin');
    const before = await convertPair(admin.token, 'BONUS_POINT', 'CASH_POINT');
    for (const role of ['finance', 'support', 'compliance'] as const) {
      const operator = await signedInOperator(stack, role);
      const refused = await operatorGql(stack, SET_CONVERT, { input: { fromCoin: 'BONUS_POINT', toCoin: 'CASH_POINT', feeRatio: '0.5', reason: 'not mine to change' } }, operator.token);
      expect(refused.errors?.[0]?.extensions, role).toMatchObject({ code: 'FORBIDDEN', reason: 'OPERATOR_ROLE_NOT_ALLOWED' });
      expect(refused.errors?.[0]?.message).not.toMatch(/^Forbidden/);
      const rate = await operatorGql(stack, SET_BONUS_RATE, { input: { key: 'SPONSOR', rate: '0.5', reason: 'not mine to change' } }, operator.token);
      expect(rate.errors?.[0]?.extensions, role).toMatchObject({ code: 'FORBIDDEN', reason: 'OPERATOR_ROLE_NOT_ALLOWED' });
    }
    expect(await convertPair(admin.token, 'BONUS_POINT', 'CASH_POINT')).toEqual(before);
    // Support reads the configuration; compliance may not even read the convert pairs.
    const support = await signedInOperator(stack, 'support');
    expect((await operatorGql(stack, CONVERT_CONFIGS, undefined, support.token)).errors).toBeUndefined();
    const compliance = await signedInOperator(stack, 'compliance');
    expect((await operatorGql(stack, CONVERT_CONFIGS, undefined, compliance.token)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses a bad value and a missing reason with a clear code, and changes nothing nor writes a row', async () => {
    const admin = await signedInOperator(stack, 'admin');
    const before = await convertPair(admin.token, 'CASH_POINT', 'USDT_POINT');

    const tooHigh = await operatorGql(stack, SET_CONVERT, { input: { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', feeRatio: '1.5', reason: 'typo' } }, admin.token);
    expect(tooHigh.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'VALIDATION' });
    expect(tooHigh.errors?.[0]?.message).toMatch(/feeRatio/);
    const notANumber = await operatorGql(stack, SET_CONVERT, { input: { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', rate: '1e3', reason: 'typo' } }, admin.token);
    expect(notANumber.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', reason: 'VALIDATION' });
    const noReason = await operatorGql(stack, SET_CONVERT, { input: { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', feeRatio: '0.03', reason: '  ' } }, admin.token);
    expect(noReason.errors?.[0]?.extensions).toMatchObject({ reason: 'OPERATOR_REASON_REQUIRED' });

    expect(await convertPair(admin.token, 'CASH_POINT', 'USDT_POINT')).toEqual(before);
    const audit = await operatorGql(stack, AUDIT, { filter: { operator: admin.name, action: 'convert-config/set' } }, admin.token);
    expect(audit.data.auditTrail).toEqual([]);
  });

  it('lets an admin override the withdrawal and deposit settings with a reason: members read them at once; a bad one and other roles are refused; the environment comes back', async () => {
    const admin = await signedInOperator(stack, 'admin');
    const before = await operatorGql(stack, MONEY_SETTINGS, undefined, admin.token);
    expect(before.errors).toBeUndefined();
    const environment = before.data.withdrawalSettings.environment;

    const finance = await signedInOperator(stack, 'finance');
    expect((await operatorGql(stack, MONEY_SETTINGS, undefined, finance.token)).errors).toBeUndefined();
    const refused = await operatorGql(stack, SET_WITHDRAWAL, { input: { minAmount: '20', reason: 'not mine to change' } }, finance.token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'OPERATOR_ROLE_NOT_ALLOWED' });
    const badRatio = await operatorGql(stack, SET_WITHDRAWAL, { input: { feeType: 'RATIO', feeValue: '1.5', reason: 'typo' } }, admin.token);
    expect(badRatio.errors?.[0]?.extensions).toMatchObject({ reason: 'VALIDATION' });
    const minAboveMax = await operatorGql(stack, SET_WITHDRAWAL, { input: { minAmount: '999999999', reason: 'typo' } }, admin.token);
    expect(minAboveMax.errors?.[0]?.extensions).toMatchObject({ reason: 'VALIDATION' });
    expect((await operatorGql(stack, MONEY_SETTINGS, undefined, admin.token)).data).toEqual(before.data);

    const changed = await operatorGql(stack, SET_WITHDRAWAL, { input: { feeType: 'RATIO', feeValue: '0.015', minAmount: '25', reason: 'Fees follow the bank\'s new tariff' } }, admin.token);
    expect(changed.errors).toBeUndefined();
    expect(changed.data.setWithdrawalSettings).toEqual({ feeType: 'RATIO', feeValue: '0.015', minAmount: '25', maxAmount: environment.maxAmount });
    const deposit = await operatorGql(stack, SET_DEPOSIT, { input: { minAmount: '75', reason: 'Smaller deposits cost more than they bring' } }, admin.token);
    expect(deposit.data.setDepositSettings).toEqual({ minAmount: '75', multiple: before.data.depositSettings.multiple });

    const userName = uniqueName('mny');
    await registerMember(stack, userName);
    const memberToken = await login(stack, userName);
    const terms = await gql(stack.http, `{ withdrawalConfigs { feeType fee minAmount } depositChainConfig { minAmount } }`, undefined, { token: memberToken });
    expect(terms.errors).toBeUndefined();
    expect(terms.data!.withdrawalConfigs[0]).toEqual({ feeType: 'RATIO', fee: '0.015', minAmount: '25' });
    expect(terms.data!.depositChainConfig.minAmount).toBe('75');

    const audit = await operatorGql(stack, AUDIT, { filter: { operator: admin.name, action: 'withdrawals/settings/set' } }, admin.token);
    const [row] = audit.data.auditTrail;
    expect(row).toMatchObject({ reason: 'Fees follow the bank\'s new tariff' });
    // No override before: every value was the environment's.
    expect(JSON.parse(row.before)).toEqual({ fee_type: null, fee_value: null, min_amount: null, max_amount: null, multiple: null });
    expect(JSON.parse(row.after)).toMatchObject({ feeType: 'RATIO', feeValue: '0.015', minAmount: '25' });

    const restored = await operatorGql(stack, SET_WITHDRAWAL, { input: { useEnvironment: true, reason: 'Back to the deployment\'s values' } }, admin.token);
    expect(restored.data.setWithdrawalSettings).toMatchObject({ feeType: environment.feeType, feeValue: environment.feeValue, minAmount: environment.minAmount });
    await operatorGql(stack, SET_DEPOSIT, { input: { useEnvironment: true, reason: 'Back to the deployment\'s values' } }, admin.token);
    const [restoredRow] = (await operatorGql(stack, AUDIT, { filter: { operator: admin.name, action: 'withdrawals/settings/set' } }, admin.token)).data.auditTrail;
    expect(JSON.parse(restoredRow.before)).toMatchObject({ fee_type: 'RATIO', fee_value: '0.015', min_amount: '25' });
    expect((await operatorGql(stack, MONEY_SETTINGS, undefined, admin.token)).data).toEqual(before.data);
  });
});
