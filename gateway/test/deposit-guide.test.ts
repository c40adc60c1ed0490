/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL payloads are read as loose JSON in tests */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, registerMember, startStack, uniqueName, type Stack } from './helpers.ts';

// depositGuide through the real gateway in front of the real platform: what the deposit screens
// say happens next comes from the platform's settings.
const DEPOSIT_GUIDE = /* GraphQL */ `{ depositGuide { expectedReviewSeconds approvedAutomatically supportContact } }`;

describe('depositGuide', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ platform: { env: { SUPPORT_CONTACT: 'help@example.org', DEPOSIT_REVIEW_HOURS: '6' } } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('needs a session, then answers the review time and the support contact the operator set', async () => {
    expect((await gql(stack.http, DEPOSIT_GUIDE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const userName = uniqueName('guide');
    await registerMember(stack, userName);
    const result = await gql<any>(stack.http, DEPOSIT_GUIDE, undefined, { token: await login(stack, userName) });
    expect(result.errors).toBeUndefined();
    expect(result.data.depositGuide).toEqual({ expectedReviewSeconds: 21_600, approvedAutomatically: false, supportContact: 'help@example.org' });
  });
});
