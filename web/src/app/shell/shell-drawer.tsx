import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { DEMO_BANNER_OFFSET } from '@/components/demo-banner';
import { DRAWER_WIDTH } from './drawer-width';
import { SideNav } from './side-nav';

type ShellDrawerProps = { variant: 'permanent' } | { variant: 'temporary'; open: boolean; onClose: () => void };

/**
 * The side navigation: a permanent drawer from 768 px, below it one the header's menu button
 * opens. A chunk of its own (app-shell.tsx): a phone's dashboard does not load MUI's Drawer,
 * Modal and transitions before the menu is first opened.
 */
export function ShellDrawer(props: ShellDrawerProps) {
  const { t } = useTranslation();
  if (props.variant === 'temporary') {
    return (
      // MUI makes the phone's drawer a dialog: a dialog needs a name for a screen reader to announce.
      <Drawer open={props.open} onClose={props.onClose} slotProps={{ paper: { sx: { width: DRAWER_WIDTH }, 'aria-label': t('nav.mainNavigation') } }}>
        {/* The header bar stays above the drawer (its menu button closes it): start below it. */}
        <Toolbar />
        <Box component="nav" aria-label={t('nav.mainNavigation')} data-testid="drawer-nav">
          <SideNav onNavigate={props.onClose} />
        </Box>
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="permanent"
      sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box', top: DEMO_BANNER_OFFSET, height: `calc(100% - ${DEMO_BANNER_OFFSET})` } }}
    >
      <Toolbar />
      <Box component="nav" aria-label={t('nav.mainNavigation')} sx={{ overflowY: 'auto' }} data-testid="side-nav">
        <SideNav />
      </Box>
    </Drawer>
  );
}
