// @vitest-environment happy-dom
// WCAG 2.3.3 on React: a member whose system asks for less motion gets dialogs at once and no
// ripples; everyone else keeps MUI's motion. The preference is read when the app loads, so each
// case loads the theme afresh under its own media query.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function loadWithMotion(preference: 'reduce' | 'no-preference') {
  vi.resetModules();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce') && preference === 'reduce',
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  }));
  const [{ theme, PREFERS_REDUCED_MOTION }, { ThemeProvider }, { default: Button }, { default: Dialog }] = await Promise.all([
    import('@/lib/theme'),
    import('@mui/material/styles'),
    import('@mui/material/Button'),
    import('@mui/material/Dialog'),
  ]);
  return { theme, PREFERS_REDUCED_MOTION, ThemeProvider, Button, Dialog };
}

describe('the theme and the reduced-motion preference', () => {
  it('reduce: no transitions, dialogs open at once, buttons do not ripple', async () => {
    const { theme, PREFERS_REDUCED_MOTION, ThemeProvider, Button, Dialog } = await loadWithMotion('reduce');
    expect(PREFERS_REDUCED_MOTION).toBe(true);
    expect(theme.transitions.create(['opacity'])).toBe('none');
    const entered = vi.fn();
    render(
      <ThemeProvider theme={theme}>
        <Button>Pay</Button>
        <Dialog open slotProps={{ transition: { onEntered: entered } }} aria-label="Review">
          Review
        </Dialog>
      </ThemeProvider>,
    );
    await waitFor(() => expect(entered).toHaveBeenCalledOnce());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay', hidden: true }));
    expect(document.querySelector('.MuiTouchRipple-root')).toBeNull();
  });

  it('no preference: transitions take their time and a pressed button ripples', async () => {
    const { theme, PREFERS_REDUCED_MOTION, ThemeProvider, Button } = await loadWithMotion('no-preference');
    expect(PREFERS_REDUCED_MOTION).toBe(false);
    expect(theme.transitions.create(['opacity'])).toMatch(/^opacity \d+ms/);
    render(
      <ThemeProvider theme={theme}>
        <Button>Pay</Button>
      </ThemeProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay' }));
    expect(document.querySelector('.MuiTouchRipple-root')).not.toBeNull();
  });
});
