// The referral team and identity verification in Debian's Chromium through the real stack: a
// sponsor copies the invite link from the dashboard; a new member registers through it, is
// credited by the operator and buys a package, and invites a member of their own; the sponsor
// sees them in /invite-tree (organization, ranks, the tree opened a level at a time, a search,
// a member's team) and the sponsor bonus in /bonus/report. The new member submits the identity
// verification with two photos; the operator fails it with a reason, the member reads it and
// submits again; the operator passes it and account info says so. Every new screen is checked
// with axe and photographed at 1280 and 360 px in en-US and zh-CN, without sideways scrolling.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, sharedBrowser, screenshot } from '../src/browser.ts';
import { PAGE_WAIT_MS } from '../src/waits.ts';
import { callGraphql, expectAccessible, newPage, registerThroughApi, showAs, signIn, tokenThroughApi, TRANSACTION_PASSWORD, waitForHash } from '../src/member.ts';
import { png } from '@portal/platform/testing/pictures';
import { sharedStack, type Stack } from '../src/stack.ts';
import { step, storyTimeout } from '../src/story.ts';

const SPONSOR = 'team_sponsor';
const MEMBER = 'team_member';
const GRANDCHILD = 'team_grandchild';
const PASSWORD = 'team-Password1';
const NARROW = { width: 360, height: 780 };

let stack: Stack;
let browser: Browser;
let sponsorPage: Page;
let memberPage: Page;

const toast = (target: Page) => target.locator('#notistack-snackbar');
const overflow = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const treeMember = (target: Page, userName: string) => target.locator(`[data-testid="team-member"][data-user="${userName}"]`);

async function tokenOf(userName: string): Promise<string> {
  return tokenThroughApi(stack, userName, PASSWORD);
}

/** The waiting identity verification's id, from the operator CLI. */
async function pendingKycId(): Promise<string> {
  const pending = JSON.parse(await stack.admin('kyc', 'list', '--pending')) as { id: string; userName: string }[];
  // The operator's queue holds every member's requests: this member's is the one to decide.
  const mine = pending.filter((entry) => entry.userName === MEMBER);
  expect(mine).toHaveLength(1);
  return mine[0]!.id;
}

/** A signed-in page whose app speaks `locale`; the password is submitted with Enter, so it works in any language. */
beforeAll(async () => {
  stack = await sharedStack();
  browser = await sharedBrowser();
  await registerThroughApi(stack, SPONSOR, PASSWORD);
});

afterAll(async () => {
  await stack?.close();
});

// Each step waits on the operator CLI and the browser; on a busy machine a step can take minutes.
describe('team and identity verification journey', () => {
  it('the member walks it in order', { timeout: storyTimeout(11) }, async () => {
    let inviteLink = '';

    await step('the sponsor copies the invite link from the dashboard; the header menu leads to the invite tree', async () => {
      const ctx = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
      await ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
      sponsorPage = await ctx.newPage();
      sponsorPage.setDefaultTimeout(PAGE_WAIT_MS);
      await sponsorPage.goto(`${stack.baseUrl}/#/login`);
      await signIn(sponsorPage, SPONSOR, PASSWORD);
      expect(await sponsorPage.getByTestId('level').textContent()).toBe('Level: No grade');
      await sponsorPage.getByRole('button', { name: 'Copy invite link' }).click();
      await toast(sponsorPage).getByText('Invite link copied.').waitFor();
      inviteLink = await sponsorPage.evaluate(() => navigator.clipboard.readText());
      expect(inviteLink).toMatch(new RegExp(`^${stack.baseUrl}/#/register\\?ref=[A-Za-z0-9]+$`));

      await sponsorPage.getByTestId('account-button').click();
      await sponsorPage.getByRole('menuitem', { name: 'Invite tree' }).click();
      await waitForHash(sponsorPage, '/invite-tree');
      await sponsorPage.getByRole('heading', { level: 1, name: 'Invite tree' }).waitFor();
      await sponsorPage.getByTestId('empty-downline').waitFor();
      expect(await sponsorPage.getByTestId('organization-team-count').textContent()).toBe('0');
    });

    await step('a new member registers through the invite link, is credited and buys a package; they invite a member too', async () => {
      [, memberPage] = await newPage(browser, DESKTOP);
      await memberPage.goto(inviteLink);
      const referralId = new URL(inviteLink.replace('#/', '')).searchParams.get('ref')!;
      await expect.poll(() => memberPage.locator('#field-referralId').inputValue()).toBe(referralId);
      await memberPage.getByTestId('captcha-image').waitFor();
      await memberPage.locator('#field-userName').fill(MEMBER);
      await memberPage.locator('#field-password').fill(PASSWORD);
      await memberPage.locator('#field-confirmPassword').fill(PASSWORD);
      await memberPage.locator('#field-transactionPassword').fill(TRANSACTION_PASSWORD);
      await memberPage.locator('#field-countryCode').click();
      await memberPage.getByRole('option').first().click();
      await memberPage.locator('#field-captchaCode').fill(stack.captchaAnswer);
      await memberPage.getByRole('button', { name: 'Register', exact: true }).click();
      await waitForHash(memberPage, '/index');

      // The operator credits Insurance; the member buys Insurance 100 (the sponsor's bonus is 5 %).
      await stack.admin('adjust', MEMBER, 'INSURANCE_POINT', 'in', '100');
      const token = await tokenOf(MEMBER);
      await callGraphql(stack, 'mutation Buy($input: BuyInsurancePackageInput!) { buyInsurancePackage(input: $input) { id } }', { input: { planId: 'INS-100', requestId: randomUUID() } }, token);
      const { me } = await callGraphql<{ me: { referralId: string } }>(stack, '{ me { referralId } }', {}, token);
      await registerThroughApi(stack, GRANDCHILD, PASSWORD, me.referralId);
    });

    await step('the sponsor sees the new member in the organization and the tree, opens a level, searches and looks at a team', async () => {
      await sponsorPage.reload();
      await waitForHash(sponsorPage, '/invite-tree');
      const organization = sponsorPage.getByTestId('my-organization');
      await expect.poll(() => organization.getByTestId('organization-team-count').textContent()).toBe('2');
      expect(await organization.getByTestId('organization-team-volume').textContent()).toBe('100.00');
      expect(await organization.getByTestId('organization-direct-count').textContent()).toBe('1');
      expect(await organization.getByTestId('organization-active-direct-count').textContent()).toBe('1');
      expect(await organization.getByTestId('organization-rank').textContent()).toBe('No grade');
      expect(await organization.getByTestId('level-count-0').textContent()).toBe('Deputy manager: 1');
      expect(await organization.getByTestId('level-count--1').textContent()).toBe('No grade: 1');

      // The next rank (deputy manager) needs 100 of personal volume; the sponsor has none.
      const progress = sponsorPage.getByTestId('rank-progress');
      expect(await sponsorPage.getByTestId('next-rank').getByRole('heading').textContent()).toBe('Progress toward Deputy manager');
      expect(await progress.getByTestId('requirement-PERSONAL_VOLUME').getByTestId('requirement-have-need').textContent()).toBe('0.00 of 100.00');
      expect(await progress.getByTestId('requirement-PERSONAL_VOLUME').getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
      // Deputy manager asks no team volume and no referrals: only what it takes is listed.
      expect(await progress.locator('li').count()).toBe(1);
      expect(await sponsorPage.getByTestId('rank-ladder').locator('li').count()).toBe(9);
      expect(await sponsorPage.getByTestId('rank--1').getAttribute('aria-current')).toBe('true');
      expect(await sponsorPage.getByTestId('rank-7').textContent()).toContain('Three star');

      // The tree: the direct referral with rank and volumes; their own referral once opened.
      const member = treeMember(sponsorPage, MEMBER);
      expect(await member.getByTestId('member-rank').textContent()).toBe('Deputy manager');
      expect(await member.getByTestId('member-figures').textContent()).toBe('Personal 100.00 · team 0.00 · direct 1');
      expect(await treeMember(sponsorPage, GRANDCHILD).count()).toBe(0);
      const toggle = member.getByTestId('member-toggle');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      await treeMember(sponsorPage, GRANDCHILD).waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await treeMember(sponsorPage, GRANDCHILD).getByTestId('member-rank').textContent()).toBe('No grade');
      await screenshot(sponsorPage, 'desktop-invite-tree-en-US');
      await expectAccessible(sponsorPage, 'invite tree');

      // A search over the whole downline finds the grandchild, two generations down.
      await sponsorPage.locator('#team-search-keyword').fill('grandch');
      await sponsorPage.getByRole('button', { name: 'Search', exact: true }).click();
      const results = sponsorPage.getByTestId('search-results');
      await results.getByTestId('team-member').first().waitFor();
      expect(await results.getByTestId('member-name').allTextContents()).toEqual([GRANDCHILD]);
      expect(await results.getByTestId('team-member').textContent()).toContain('Generation 2');
      await sponsorPage.locator('#team-search-keyword').fill('nobody-here');
      await sponsorPage.getByRole('button', { name: 'Search', exact: true }).click();
      await results.getByTestId('no-results').waitFor();
      await results.getByTestId('back-to-tree').click();
      // The branch opened before the search is still open.
      expect(await treeMember(sponsorPage, GRANDCHILD).isVisible()).toBe(true);

      // A member's team: the new member has one member below them.
      await member.getByTestId('member-details').first().click();
      const dialog = sponsorPage.getByTestId('organization-dialog');
      await expect.poll(() => dialog.getByTestId('organization-team-count').textContent()).toBe('1');
      expect(await dialog.getByRole('heading').first().textContent()).toBe(`Team of ${MEMBER}`);
      expect(await dialog.getByTestId('organization-personal-volume').textContent()).toBe('100.00');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
    });

    await step('the sponsor sees the sponsor bonus in the bonus report, worded, and an empty last month', async () => {
      await sponsorPage.getByRole('link', { name: 'Bonus report' }).click();
      await waitForHash(sponsorPage, '/bonus/report');
      await expect.poll(() => sponsorPage.getByTestId('bonus-total').textContent()).toContain('5.00');
      const sponsorBonus = sponsorPage.getByTestId('bonus-SPONSOR_BONUS');
      expect(await sponsorBonus.textContent()).toContain('Sponsor bonus');
      expect(await sponsorBonus.getByTestId('bonus-amount').textContent()).toBe('5.00');
      expect(await sponsorBonus.getByTestId('bonus-count').textContent()).toBe('Payments: 1');
      expect(await sponsorBonus.getByTestId('bonus-bar').evaluate((bar) => bar.style.width || getComputedStyle(bar).width)).not.toMatch(/^0(px|%)?$/);
      expect(await sponsorPage.getByTestId('bonus-LEVEL_BONUS').getByTestId('bonus-amount').textContent()).toBe('0.00');
      // No raw record type codes on the screen.
      expect(await sponsorPage.getByTestId('bonus-chart').textContent()).not.toMatch(/[A-Z]+_[A-Z]+/);
      await screenshot(sponsorPage, 'desktop-bonus-report-en-US');
      await expectAccessible(sponsorPage, 'bonus report');

      await sponsorPage.locator('#bonus-period').click();
      await sponsorPage.getByRole('option', { name: 'Last month' }).click();
      await sponsorPage.getByTestId('bonus-empty').waitFor();
      expect(sponsorPage.url()).toContain('period=lastMonth');
      expect(await sponsorPage.getByTestId('bonus-total').textContent()).toContain('0.00');
      await sponsorPage.locator('#bonus-period').click();
      await sponsorPage.getByRole('option', { name: 'All time' }).click();
      await expect.poll(() => sponsorPage.getByTestId('bonus-total').textContent()).toContain('5.00');
      expect(await sponsorPage.getByTestId('bonus-period-text').textContent()).toBe('Since you joined');

      // The wallet's Bonus row leads to the report too.
      await sponsorPage.goto(`${stack.baseUrl}/#/wallet`);
      await sponsorPage.getByTestId('wallet-BONUS_POINT').getByTestId('action-report').click();
      await waitForHash(sponsorPage, '/bonus/report');
      await expect.poll(() => sponsorPage.getByTestId('bonus-total').textContent()).toContain('5.00');
    });

    await step('the member submits the identity verification: the number is checked in the browser, both photos are sent', async () => {
      await memberPage.getByTestId('account-button').click();
      await memberPage.getByRole('menuitem', { name: 'Identity verification' }).click();
      await waitForHash(memberPage, '/kyc');
      const state = memberPage.getByTestId('kyc-state');
      await expect.poll(() => state.getByTestId('kyc-status').textContent()).toBe('Not verified');
      const form = memberPage.getByTestId('kyc-form');
      await form.locator('#field-idNumber').fill('AB 12');
      await form.getByTestId('kyc-submit').click();
      await form.getByText('Use 4 to 32 letters and digits, without spaces or symbols').waitFor();
      await form.getByText('Choose a photo of this side of the document').first().waitFor();
      await form.locator('#field-idNumber').fill('AB1234567');
      await form.getByTestId('front-input').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png(120, 76) });
      await form.getByTestId('back-input').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png(120, 76) });
      await form.getByTestId('front-preview').waitFor();
      await form.getByTestId('back-preview').waitFor();
      await screenshot(memberPage, 'desktop-kyc-photos-en-US');
      await expectAccessible(memberPage, 'kyc form');
      await form.getByTestId('kyc-submit').click();
      await toast(memberPage).getByText('Your documents have been sent for review.').waitFor();
      await expect.poll(() => state.getByTestId('kyc-status').textContent()).toBe('Pending review');
      expect(await state.getByTestId('kyc-id-number').textContent()).toBe('*****4567');
      expect(await memberPage.getByTestId('kyc-form').count()).toBe(0);
    });

    await step('the operator fails it with a reason; the member reads it and submits again', async () => {
      await stack.admin('kyc', 'fail', await pendingKycId(), 'The', 'photo', 'is', 'too', 'dark');
      await memberPage.reload();
      await waitForHash(memberPage, '/kyc');
      const state = memberPage.getByTestId('kyc-state');
      await expect.poll(() => state.getByTestId('kyc-status').textContent()).toBe('Failed');
      expect(await state.getByTestId('kyc-reason').textContent()).toBe('The photo is too dark');
      await memberPage.getByRole('heading', { name: 'Submit again' }).waitFor();
      await screenshot(memberPage, 'desktop-kyc-failed-en-US');
      await expectAccessible(memberPage, 'kyc failed');

      const form = memberPage.getByTestId('kyc-form');
      await form.locator('#field-idNumber').fill('AB1234567');
      await form.getByTestId('front-input').setInputFiles({ name: 'front-light.png', mimeType: 'image/png', buffer: png(120, 76) });
      await form.getByTestId('back-input').setInputFiles({ name: 'back-light.png', mimeType: 'image/png', buffer: png(120, 76) });
      await form.getByTestId('kyc-submit').click();
      await expect.poll(() => state.getByTestId('kyc-status').textContent()).toBe('Pending review');
      expect(await state.getByTestId('kyc-reason').count()).toBe(0);
    });

    await step('the operator passes it; the member sees it verified, on /kyc and in account info', async () => {
      await stack.admin('kyc', 'pass', await pendingKycId());
      await memberPage.reload();
      await waitForHash(memberPage, '/kyc');
      await expect.poll(() => memberPage.getByTestId('kyc-status').textContent()).toBe('Verified');
      expect(await memberPage.getByTestId('kyc-form').count()).toBe(0);
      await screenshot(memberPage, 'desktop-kyc-passed-en-US');
      await expectAccessible(memberPage, 'kyc passed');
      await memberPage.getByTestId('account-button').click();
      await memberPage.getByRole('menuitem', { name: 'Account info' }).click();
      await waitForHash(memberPage, '/user-info');
      await expect.poll(() => memberPage.getByTestId('account-kyc-status').textContent()).toBe('Verified');
      await expectAccessible(memberPage, 'account info with the verification');
    });

    // Every new screen at 1280 and 360 px in English and Chinese: axe-clean, nothing wider than the screen.
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone-360', NARROW],
    ] as const) {
      for (const locale of ['en-US', 'zh-CN'] as const) {
        await step(`${label} ${locale}: the invite tree, bonus report and identity verification fit and read well`, async () => {
          // The sponsor's and the member's own pages, turned to this size and language.
          const [sponsor, member] = [sponsorPage, memberPage];
          await showAs(sponsor, viewport, locale);
          await showAs(member, viewport, locale);
          await sponsor.goto(`${stack.baseUrl}/#/invite-tree`);
          await treeMember(sponsor, MEMBER).waitFor();
          await treeMember(sponsor, MEMBER).getByTestId('member-toggle').click();
          await treeMember(sponsor, GRANDCHILD).waitFor();
          await sponsor.getByTestId('rank-ladder').waitFor();
          if (locale === 'zh-CN') {
            expect(await sponsor.getByRole('heading', { level: 1 }).textContent()).toBe('邀请树');
            expect(await treeMember(sponsor, MEMBER).getByTestId('member-rank').textContent()).toBe('副经理');
          }
          expect(await overflow(sponsor), `invite tree ${label} ${locale}`).toBe(0);
          await screenshot(sponsor, `${label}-invite-tree-${locale}`);
          await expectAccessible(sponsor, `invite tree ${label} ${locale}`);

          await sponsor.goto(`${stack.baseUrl}/#/bonus/report?period=all`);
          await expect.poll(() => sponsor.getByTestId('bonus-total').textContent()).toContain('5.00');
          if (locale === 'zh-CN') expect(await sponsor.getByTestId('bonus-SPONSOR_BONUS').textContent()).toContain('推荐奖');
          expect(await overflow(sponsor), `bonus report ${label} ${locale}`).toBe(0);
          await screenshot(sponsor, `${label}-bonus-report-${locale}`);
          await expectAccessible(sponsor, `bonus report ${label} ${locale}`);

          // The sponsor has not verified yet: the form, with a refused number and both photos chosen.
          await sponsor.goto(`${stack.baseUrl}/#/kyc`);
          const form = sponsor.getByTestId('kyc-form');
          await form.locator('#field-idNumber').fill('12-34');
          await form.getByTestId('front-input').setInputFiles({ name: 'identity-card-front-side.png', mimeType: 'image/png', buffer: png(120, 76) });
          await form.getByTestId('back-input').setInputFiles({ name: 'identity-card-back-side.png', mimeType: 'image/png', buffer: png(120, 76) });
          // Sent from the field (the phone's fixed bottom tabs may cover the button until scrolled past).
          await form.locator('#field-idNumber').press('Enter');
          await form.locator('#field-idNumber-helper-text').getByText(locale === 'zh-CN' ? '请输入 4 至 32 个字母或数字，不含空格或符号' : 'Use 4 to 32 letters and digits, without spaces or symbols').waitFor();
          await form.getByTestId('back-preview').waitFor();
          expect(await overflow(sponsor), `kyc form ${label} ${locale}`).toBe(0);
          await screenshot(sponsor, `${label}-kyc-form-${locale}`);
          await expectAccessible(sponsor, `kyc form ${label} ${locale}`);

          await member.goto(`${stack.baseUrl}/#/kyc`);
          await member.getByTestId('kyc-status').waitFor();
          if (locale === 'zh-CN') expect(await member.getByTestId('kyc-status').textContent()).toBe('已认证');
          expect(await overflow(member), `kyc ${label} ${locale}`).toBe(0);
          await screenshot(member, `${label}-kyc-${locale}`);
          await expectAccessible(member, `kyc ${label} ${locale}`);
        });
      }
    }
  });
});
