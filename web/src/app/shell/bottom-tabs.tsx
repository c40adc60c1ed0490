import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { BOTTOM_TABS } from './nav-items';

// A quarter of a 360 px phone each: MUI's 12 px of padding a side left a marked label
// ("ウォレット", larger when marked) too little room, and it broke over two lines.
const TAB_FIT = { minWidth: 0, px: 0.5 } as const;

/** Phones (below 768 px): dashboard, wallet, game, account. */
export function BottomTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // A tab stays marked on its child screens too (/assets/recharge-h5, /game/hash-h5).
  const current = BOTTOM_TABS.find((tab) => pathname === tab.href || pathname.startsWith(`${tab.href}/`))?.key ?? false;
  return (
    <Paper
      component="nav"
      aria-label={t('nav.mainNavigation')}
      elevation={3}
      sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar }}
      data-testid="bottom-tabs"
    >
      <BottomNavigation showLabels value={current}>
        {BOTTOM_TABS.map((tab) =>
          tab.ready ? (
            <BottomNavigationAction
              key={tab.key}
              value={tab.key}
              label={t(tab.label)}
              icon={tab.icon}
              component={RouterLink}
              to={tab.href}
              aria-current={current === tab.key ? 'page' : undefined}
              sx={TAB_FIT}
            />
          ) : (
            <BottomNavigationAction
              key={tab.key}
              value={tab.key}
              label={t(tab.label)}
              icon={tab.icon}
              disabled
              aria-label={`${t(tab.label)} (${t('common.comingSoon')})`}
              sx={{ ...TAB_FIT, opacity: 0.55 }}
            />
          ),
        )}
      </BottomNavigation>
    </Paper>
  );
}
