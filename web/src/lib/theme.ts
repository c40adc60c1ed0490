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

/**
 * The product's identity, one set of tokens every screen takes its look from (docs/web.md,
 * "Visual identity"): the brand blue of the mark (components/brand.tsx) as the primary colour, a
 * warm secondary for the second series of a chart, calm page backgrounds that set cards apart,
 * one type scale (MUI's font stack, whose widths the 360 px checks measure) and the 8 px
 * spacing step. Screens use the theme's variants and spacing, never their own sizes or colours.
 */
export const BRAND = {
  /** The mark's blue: light scheme primary. */
  blue: '#1f5fae',
  /** The same blue lightened for dark backgrounds. */
  blueOnDark: '#8ab8ff',
  amber: '#8a4b00',
  amberOnDark: '#ffb870',
} as const;

// Light and dark schemes as CSS variables; the mode follows the system until the member picks
// one (MUI keeps the choice in localStorage).
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: BRAND.blue },
        secondary: { main: BRAND.amber },
        background: { default: '#f4f6fa', paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        primary: { main: BRAND.blueOnDark },
        secondary: { main: BRAND.amberOnDark },
        background: { default: '#0d131d', paper: '#141c29' },
      },
    },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT_PX, lg: 1200, xl: 1536 } },
  shape: { borderRadius: 10 },
  spacing: 8,
  // The type scale: a display size for the one figure a screen leads with (the dashboard's
  // total), then headings one step apart, semibold; buttons in sentence case.
  typography: {
    h3: { fontSize: '2.25rem', fontWeight: 600, lineHeight: 1.2, letterSpacing: '-0.01em' },
    h4: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.25 },
    h5: { fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.3 },
    h6: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.35 },
    subtitle1: { fontWeight: 600 },
    subtitle2: { fontWeight: 600 },
    overline: { fontWeight: 600, letterSpacing: '0.08em' },
    button: { textTransform: 'none' },
  },
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
