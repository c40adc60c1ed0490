// @vitest-environment happy-dom
// The web's test workers keep their modules from one file to the next (vite.config.ts): a toast
// a test asks for while no toast host is mounted (a dialog's "saved", say) waits for one, and
// must not be shown by the next test's host. test/setup-waits.ts forgets it after each test.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ToastHost from '@/app/toast-host';
import { toastSuccess } from '@/lib/notify';
import { renderIn } from './render';

afterEach(cleanup);

describe('toasts between tests', () => {
  it('a test toasts with no host mounted: nothing shows it', async () => {
    await renderIn('en-US', <p>A dialog without a toast host</p>);
    toastSuccess('Left over from the test before');
    await Promise.resolve();
    expect(screen.queryByText('Left over from the test before')).toBeNull();
  });

  it('the next test’s host shows its own toasts only', async () => {
    await renderIn('en-US', <ToastHost />);
    toastSuccess('This test’s toast');
    await screen.findByText('This test’s toast');
    expect(screen.queryByText('Left over from the test before')).toBeNull();
  });
});
