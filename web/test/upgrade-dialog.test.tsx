// @vitest-environment happy-dom
// The upgrade review on React: the plans and the cost are the platform's (its upgradeOptions),
// shown as they come; nothing is computed here.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpgradeDialog } from '@/features/packages/components/upgrade-dialog';
import type { InsuranceUpgradeOptionsQuery } from '@/generated/graphql';
import { renderIn } from './render';

type PackageUpgradeOption = InsuranceUpgradeOptionsQuery['insuranceUpgradeOptions'][number];

const PKG = { id: 'pkg_1', name: 'Insurance 100' };
const OPTIONS: PackageUpgradeOption[] = [
  { __typename: 'PackageUpgradeOption', planId: 'INS-500', name: 'Insurance 500', amount: '500', coinName: 'INSURANCE_POINT', cost: '400' },
  { __typename: 'PackageUpgradeOption', planId: 'INS-1000', name: 'Insurance 1000', amount: '1000', coinName: 'INSURANCE_POINT', cost: '900' },
];
const answer = (data?: readonly PackageUpgradeOption[]) => ({ data, loading: data === undefined, refetch: () => undefined });

afterEach(cleanup);

describe('UpgradeDialog', () => {
  it('shows the first larger plan at the platform’s cost, follows the choice, and upgrades to the chosen plan', async () => {
    const onUpgrade = vi.fn(async () => undefined);
    await renderIn('en-US', <UpgradeDialog pkg={PKG} options={answer(OPTIONS)} onUpgrade={onUpgrade} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Upgrade Insurance 100' });
    expect(within(dialog).getByTestId('upgrade-cost').textContent).toBe('400.00 Insurance');

    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Insurance 1000' }));
    expect(within(dialog).getByTestId('upgrade-cost').textContent).toBe('900.00 Insurance');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm upgrade' }));
    expect(onUpgrade).toHaveBeenCalledWith('pkg_1', 'INS-1000', expect.any(String));
  });

  it('says it is loading until the platform answers, then that no larger plan is offered', async () => {
    const view = await renderIn('en-US', <UpgradeDialog pkg={PKG} options={answer()} onUpgrade={async () => undefined} onClose={() => undefined} />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByTestId('upgrade-cost')).toBeNull();

    view.rerender(<UpgradeDialog pkg={PKG} options={answer([])} onUpgrade={async () => undefined} onClose={() => undefined} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('No larger package is available.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Confirm upgrade' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reads in Chinese, the cost with the credit’s Chinese name', async () => {
    await renderIn('zh-CN', <UpgradeDialog pkg={PKG} options={answer(OPTIONS)} onUpgrade={async () => undefined} onClose={() => undefined} />);
    const cost = screen.getByTestId('upgrade-cost');
    expect(cost.textContent).toMatch(/^400\.00 \S+$/);
    expect(cost.textContent).not.toContain('Insurance');
  });
});
