// @vitest-environment happy-dom
// The app's one Dialog (components/dialog.tsx): the second click of the click that opened it
// lands on its backdrop, and must not close it again; later backdrop clicks, Escape and its own
// buttons close it as MUI's does.
import Button from '@mui/material/Button';
import DialogTitle from '@mui/material/DialogTitle';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKDROP_SETTLE_MS, Dialog } from '@/components/dialog';
import { renderIn } from './render';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Review({ onClose }: { onClose(reason: string): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Review</Button>
      <Dialog open={open} onClose={(_event, reason) => onClose(reason)} aria-labelledby="review-title">
        <DialogTitle id="review-title">Confirm</DialogTitle>
      </Dialog>
    </>
  );
}

/** Where a click outside the dialog's paper lands: MUI closes on a click that starts and ends there. */
const backdrop = () => document.querySelector<HTMLElement>('.MuiDialog-container')!;

describe('Dialog', () => {
  it('a backdrop click right after opening does not close it; Escape still does', async () => {
    // The page's clock stands still: "right after" however slow the machine.
    vi.useFakeTimers({ toFake: ['performance'] });
    const user = userEvent.setup();
    const onClose = vi.fn();
    await renderIn('en-US', <Review onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(backdrop());
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('escapeKeyDown');
  });

  it('later, the second click of a double click is ignored and a single backdrop click closes it', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const user = userEvent.setup();
    const onClose = vi.fn();
    await renderIn('en-US', <Review onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    vi.advanceTimersByTime(BACKDROP_SETTLE_MS + 1);
    fireEvent.mouseDown(backdrop());
    fireEvent.click(backdrop(), { detail: 2 });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(backdrop());
    expect(onClose).toHaveBeenCalledWith('backdropClick');
  });
});
