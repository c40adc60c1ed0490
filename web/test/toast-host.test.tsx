// @vitest-environment happy-dom
// Toasts on React: each can be closed at once by its own button, named in the member's language.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import ToastHost from '@/app/toast-host';
import { toastSuccess } from '@/lib/notify';
import { renderIn } from './render';

afterEach(cleanup);

const DISMISS: Record<Locale, string> = { 'en-US': 'Dismiss', 'zh-CN': '关闭', 'ja-JP': '閉じる', 'ko-KP': '닫기', 'id-ID': 'Tutup' };

describe('ToastHost', () => {
  for (const [locale, label] of Object.entries(DISMISS) as [Locale, string][]) {
    it(`${locale}: a toast closes with its "${label}" button, before its time is up`, async () => {
      await renderIn(locale, <ToastHost />);
      toastSuccess(`Saved in ${locale}.`);
      const message = await screen.findByText(`Saved in ${locale}.`);
      const toast = message.closest('.notistack-MuiContent');
      expect(toast).not.toBeNull();
      // This toast's own button: a toast another file asked for before any host was mounted may
      // show beside it (the files share their modules, lib/notify's queue among them).
      await userEvent.setup().click(within(toast as HTMLElement).getByRole('button', { name: label }));
      await waitFor(() => expect(screen.queryByText(`Saved in ${locale}.`)).toBeNull());
    });
  }
});
