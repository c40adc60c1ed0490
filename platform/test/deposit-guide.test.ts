import { afterEach, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { call, expectOk, expectUnauthenticated } from './helpers.ts';
import { signedInMember } from './money-helpers.ts';

// What a member is told happens next with a deposit: the review time to expect and how to reach
// support, from the platform's settings (or demo mode's own approval delay).
let platform: TestPlatform | undefined;
afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

async function guideOn(options: Parameters<typeof startTestPlatform>[0]) {
  platform = await startTestPlatform(options);
  const member = await signedInMember(platform);
  return expectOk(await call(platform, '/api/app/deposit/depositGuide', {}, { token: member.token }));
}

describe('depositGuide', () => {
  it('on a fresh install: an operator reviews within DEPOSIT_REVIEW_HOURS (24), support at the default contact; members only', async () => {
    expect(await guideOn({})).toEqual({ expectedReviewSeconds: 86_400, approvedAutomatically: false, supportContact: 'support@localhost' });
    expectUnauthenticated(await call(platform!, '/api/app/deposit/depositGuide', {}), 'NO_TOKEN');
  });

  it('says what the operator set', async () => {
    expect(await guideOn({ env: { DEPOSIT_REVIEW_HOURS: '2', SUPPORT_CONTACT: '  help@example.org, +62 21 555 0100  ' } })).toEqual({
      expectedReviewSeconds: 7_200,
      approvedAutomatically: false,
      supportContact: 'help@example.org, +62 21 555 0100',
    });
  });

  it('in demo mode, the delay after which the platform approves a deposit itself', async () => {
    expect(await guideOn({ env: { DEMO: '1', DEMO_DEPOSIT_APPROVAL_SECONDS: '7', DEPOSIT_REVIEW_HOURS: '2' } })).toMatchObject({
      expectedReviewSeconds: 7,
      approvedAutomatically: true,
    });
  });
});
