import { ApolloProvider } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { lazyPart } from '@/lib/lazy-part';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { memo, Suspense, useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { apolloClient } from '@/lib/apollo';
import { useBalancesFeed } from '@/lib/balances';
import { BelowConnectionBanner } from '@/lib/connection';
import { afterFirstScreen } from '@/lib/after-first-screen';
import { preloadToastHostWhenIdle } from '@/lib/notify';
import { useLiveProfile } from '@/lib/profile';
import { BottomTabs } from './bottom-tabs';
import { ConnectionBanner } from './connection-banner';
import { FrozenBanner } from '@/features/security/components/frozen-banner';
import { HeaderBar } from './header-bar';
import { IdleGuard } from './idle-guard';
import { DRAWER_WIDTH } from './drawer-width';
import type { ShellDrawer as ShellDrawerPart } from './shell-drawer';

// Not React.lazy: offline, its failed download would take the whole app down (lib/lazy-part.tsx).
const ShellDrawer = lazyPart<ComponentProps<typeof ShellDrawerPart>>(() => import('./shell-drawer').then((module) => ({ default: module.ShellDrawer })));

/** The signed-in app: its GraphQL client, the header bar and drawer. */
export function AppShell() {
  // The signed-in screens toast (saved, copied, refused): their host is ready before the first.
  useEffect(preloadToastHostWhenIdle, []);
  return (
    <ApolloProvider client={apolloClient()}>
      <ShellFrame />
    </ApolloProvider>
  );
}

/** Header bar and drawer; side navigation from 768 px, bottom tabs below. */
function ShellFrame() {
  const { t } = useTranslation();
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const [drawerWanted, setDrawerWanted] = useState(false);
  useLiveProfile();
  useBalancesFeed();
  // On a phone the drawer's code comes once the first screen has had its turn, so the first tap
  // on the menu does not wait for the network.
  useEffect(() => (isMobile ? afterFirstScreen(ShellDrawer.preload) : undefined), [isMobile]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <Link
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        sx={{
          position: 'absolute',
          left: -9999,
          zIndex: (th) => th.zIndex.tooltip,
          '&:focus': { left: 8, top: 8, p: 1, bgcolor: 'background.paper' },
        }}
      >
        {t('common.skipToContent')}
      </Link>
      <HeaderBar
        isMobile={isMobile}
        onOpenDrawer={() => {
          setDrawerWanted(true);
          setDrawerOpen(true);
        }}
      />
      {/* The drawer's code (MUI's Drawer, Modal, transitions): on a phone fetched after the first
          screen (above) or with its first opening if that comes sooner, at once on a wide screen
          (app/preload.ts asks for it there), in a box of its width so the page does not move
          when it arrives. */}
      {isMobile ? (
        drawerWanted && <PhoneDrawer open={drawerOpen} onClose={closeDrawer} />
      ) : (
        <Box sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}>
          <ShellDrawer variant="permanent" />
        </Box>
      )}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        // The sides and the bottom are set apart: a responsive shorthand `p` would be emitted
        // after `pb` and win, and the phone's fixed bottom tabs would cover the last control.
        sx={{
          flex: 1,
          minWidth: 0,
          px: { xs: 1.5, sm: 2, md: 3 },
          pt: { xs: 1.5, sm: 2, md: 3 },
          pb: isMobile ? 10 : 3,
          outline: 'none',
        }}
      >
        <Toolbar />
        <ConnectionBanner />
        <FrozenBanner />
        <BelowConnectionBanner value>
          <Screen />
        </BelowConnectionBanner>
      </Box>
      {isMobile ? <BottomTabs /> : null}
      <IdleGuard />
    </Box>
  );
}

/**
 * The phone's drawer belongs to the screen it was opened on: any way to another screen (Back, a
 * link in a toast) closes it rather than leaving it over the next one. Its own component, so that
 * a navigation does not render the whole frame.
 */
function PhoneDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    onClose();
  }, [pathname, onClose]);
  return <ShellDrawer variant="temporary" open={open} onClose={onClose} />;
}

/**
 * The route's screen, marked with the path it shows (`data-screen`): a journey waits for the
 * marker of the path it opened instead of a heading the previous screen may also have. Its
 * own component, so that a navigation renders it and not the whole frame, and memoized, so that
 * the frame's own changes (the drawer, the width) do not render the screen again.
 */
const Screen = memo(function Screen() {
  const { pathname } = useLocation();
  return (
    <Box data-screen={pathname} sx={{ display: 'contents' }}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
});
