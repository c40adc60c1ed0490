// @vitest-environment happy-dom
// The demo banner (components/demo-banner.tsx): above every screen of an installation started
// with DEMO=1, in the member's language; nothing at all on a real installation or when the
// gateway cannot be reached.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoBanner } from '@/components/demo-banner';
import type { DemoModeQuery } from '@/generated/graphql';
import { stubGateway } from './gateway-stub';
import { renderInEveryLanguage } from './render-languages';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const demoMode = (mode: Omit<DemoModeQuery['demoMode'], '__typename'>): { data: DemoModeQuery } => ({ data: { demoMode: { __typename: 'DemoMode', ...mode } } });

describe('the demo banner', () => {
  it('says in every language that no real money moves and how soon deposits and withdrawals are approved', async () => {
    const gateway = stubGateway(() => demoMode({ enabled: true, depositApprovalSeconds: 10, today: '2030-06-01', daysAhead: 0 }));
    const { inEveryLanguage } = await renderInEveryLanguage('en-US', <DemoBanner />);
    const banner = await screen.findByTestId('demo-banner');
    await inEveryLanguage((catalogue) => {
      expect(banner.textContent).toBe(catalogue.common.demoBanner.replace('{{seconds}}', '10'));
      expect(screen.getByRole('complementary', { name: catalogue.common.demoBannerLabel })).toBe(banner);
    });
    expect(banner.textContent).not.toContain('2030-06-01');
    expect(gateway.sentOf('DemoMode')).toHaveLength(1);
  });

  it("adds the platform's date once the operator has moved the clock on", async () => {
    stubGateway(() => demoMode({ enabled: true, depositApprovalSeconds: 5, today: '2030-06-03', daysAhead: 2 }));
    const { inEveryLanguage } = await renderInEveryLanguage('zh-CN', <DemoBanner />);
    const banner = await screen.findByTestId('demo-banner');
    await inEveryLanguage((catalogue) => {
      expect(banner.textContent).toBe(`${catalogue.common.demoBanner.replace('{{seconds}}', '5')} ${catalogue.common.demoDate.replace('{{date}}', '2030-06-03')}`);
    });
  });

  it('shows nothing on a real installation, nor when the gateway cannot be reached', async () => {
    const off = stubGateway(() => demoMode({ enabled: false, depositApprovalSeconds: 0, today: '2030-06-01', daysAhead: 0 }));
    const view = await renderInEveryLanguage('en-US', <DemoBanner />);
    await vi.waitFor(() => expect(off.sentOf('DemoMode')).toHaveLength(1));
    expect(view.view.container.textContent).toBe('');
    cleanup();
    vi.unstubAllGlobals();

    const unreachable = stubGateway(() => 'unreachable');
    const again = await renderInEveryLanguage('en-US', <DemoBanner />);
    await vi.waitFor(() => expect(unreachable.sentOf('DemoMode')).toHaveLength(1));
    expect(again.view.container.textContent).toBe('');
  });
});
