import MuiDialog, { type DialogProps } from '@mui/material/Dialog';
import { useEffect, useRef } from 'react';

/**
 * How long after opening a click on the backdrop is taken for the rest of the click that opened
 * the dialog: the second click of a double click on "Review" lands on the backdrop that has just
 * appeared under the pointer.
 */
export const BACKDROP_SETTLE_MS = 500;

/**
 * MUI's Dialog that a second click never closes right after it opened: a backdrop click within
 * {@link BACKDROP_SETTLE_MS} of opening, or one that is the second click of a double click, is
 * ignored. Escape and the dialog's own buttons close it as before. Every dialog of the app is
 * this one (lint-enforced).
 */
export function Dialog({ open, onClose, ...props }: DialogProps) {
  const openedAt = useRef(0);
  useEffect(() => {
    if (open) openedAt.current = performance.now();
  }, [open]);
  const guardedClose: DialogProps['onClose'] = onClose
    ? (event, reason) => {
        if (reason === 'backdropClick') {
          const clicks = (event as { detail?: unknown }).detail;
          if (typeof clicks === 'number' && clicks > 1) return;
          if (performance.now() - openedAt.current < BACKDROP_SETTLE_MS) return;
        }
        onClose(event, reason);
      }
    : undefined;
  return <MuiDialog open={open} onClose={guardedClose} {...props} />;
}
