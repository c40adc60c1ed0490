import { createTheme } from '@mui/material/styles';

/** SPEC §2: below 768 px the app is in its mobile layout. */
export const MOBILE_BREAKPOINT_PX = 768;

/**
 * WCAG 2.3.3: a member whose system asks for less motion gets none of the decorative kind.
 * Screens, dialogs, menus and drawers appear at once, buttons do not ripple and placeholders do
 * not shimmer; spinners still turn, since they say that something is under way. Read once, when
 * the app loads.
 */
export const PREFERS_REDUCED_MOTION =
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const NO_MOTION = {
  // The transition components (Fade, Grow, Slide, Collapse) finish after their duration: 0.
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  create: () => 'none',
};

// Light and dark schemes as CSS variables; the mode follows the system until the member picks
// one (MUI keeps the choice in localStorage).
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: { palette: { primary: { main: '#1f5fae' }, secondary: { main: '#8a4b00' } } },
    dark: { palette: { primary: { main: '#8ab8ff' }, secondary: { main: '#ffb870' } } },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT_PX, lg: 1200, xl: 1536 } },
  shape: { borderRadius: 10 },
  ...(PREFERS_REDUCED_MOTION ? { transitions: NO_MOTION } : {}),
  components: {
    MuiSkeleton: { defaultProps: { animation: PREFERS_REDUCED_MOTION ? false : 'pulse' } },
    // A focus ring every control shows when reached by keyboard, in both schemes: MUI's own
    // focus cue (a faint ripple or background) is hard to see on a phone's bright screen.
    MuiButtonBase: {
      defaultProps: { disableRipple: PREFERS_REDUCED_MOTION },
      styleOverrides: {
        root: ({ theme: current }) => ({
          '&.Mui-focusVisible': { outline: `3px solid ${(current.vars ?? current).palette.primary.main}`, outlineOffset: 2 },
        }),
      },
    },
    // On the coloured header bar the ring takes the bar's text colour instead.
    MuiAppBar: { styleOverrides: { root: { '& .Mui-focusVisible': { outlineColor: 'currentColor' } } } },
    MuiLink: {
      styleOverrides: {
        root: ({ theme: current }) => ({
          '&:focus-visible': { outline: `3px solid ${(current.vars ?? current).palette.primary.main}`, outlineOffset: 2, borderRadius: 2 },
        }),
      },
    },
  },
});
