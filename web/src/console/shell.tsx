import { useMutation, useQuery } from '@apollo/client/react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useConsoleText } from './lib/text';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { OperatorMeDocument, SignOutOperatorDocument } from './generated/graphql';
import { CONSOLE_LOCALES, rememberLocale, type ConsoleLocale } from './lib/i18n';
import { isSessionRefusal, refusalOf } from './lib/refusal';
import { consoleToken, forgetConsoleToken } from './lib/session';
import { consolePaths } from './paths';

const TABS = [
  { path: consolePaths.overview, label: 'nav.overview' },
  { path: consolePaths.deposits, label: 'nav.deposits' },
  { path: consolePaths.withdrawals, label: 'nav.withdrawals' },
  { path: consolePaths.kyc, label: 'nav.kyc' },
  { path: consolePaths.claims, label: 'nav.claims' },
  { path: consolePaths.commitments, label: 'nav.commitments' },
  { path: consolePaths.appeals, label: 'nav.appeals' },
  { path: consolePaths.fourEyes, label: 'nav.fourEyes' },
  { path: consolePaths.members, label: 'nav.members' },
  { path: consolePaths.audit, label: 'nav.audit' },
  { path: consolePaths.configuration, label: 'nav.configuration' },
] as const;

/** The language of the console: en-US or zh-CN. */
export function LanguageSelect() {
  const { t, i18n } = useConsoleText();
  return (
    <Select
      size="small"
      variant="standard"
      value={i18n.language}
      inputProps={{ 'aria-label': t('language'), 'data-testid': 'console-language' }}
      onChange={(event) => {
        const locale = event.target.value as ConsoleLocale;
        rememberLocale(locale);
        void i18n.changeLanguage(locale);
      }}
      sx={{ color: 'inherit', mx: 2 }}
    >
      {CONSOLE_LOCALES.map((locale) => (
        <MenuItem key={locale} value={locale}>
          {locale === 'zh-CN' ? '中文' : 'English'}
        </MenuItem>
      ))}
    </Select>
  );
}

/** The signed-in console: who is signed in, the screens as tabs, sign-out; a refused session goes back to sign-in. */
export function ConsoleShell() {
  const { t } = useConsoleText();
  const location = useLocation();
  const navigate = useNavigate();
  const token = consoleToken();
  const { data, error, client } = useQuery(OperatorMeDocument, { skip: !token });
  const [signOut] = useMutation(SignOutOperatorDocument);
  const sessionEnded = error !== undefined && isSessionRefusal(refusalOf(error, ''));

  useEffect(() => {
    if (sessionEnded) forgetConsoleToken();
  }, [sessionEnded]);

  if (!token || sessionEnded) return <Navigate to={consolePaths.signIn} replace />;

  const leave = async () => {
    try {
      await signOut();
    } finally {
      forgetConsoleToken();
      await client.clearStore();
      await navigate(consolePaths.signIn);
    }
  };

  // A member's profile (/members/<name>) stays under the Members tab.
  const current = TABS.find((tab) => tab.path === location.pathname || (tab.path !== consolePaths.overview && location.pathname.startsWith(`${tab.path}/`)))?.path ?? false;
  return (
    <>
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6" sx={{ flexGrow: 1 }}>
            {t('title')}
          </Typography>
          <LanguageSelect />
          {data && (
            <Typography data-testid="operator-identity" sx={{ mx: 2 }}>
              {data.operatorMe.name} · {t(`roles.${data.operatorMe.role}`)}
            </Typography>
          )}
          <Button color="inherit" onClick={() => void leave()} data-testid="sign-out">
            {t('nav.signOut')}
          </Button>
        </Toolbar>
        <Tabs value={current} textColor="inherit" indicatorColor="secondary" variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
          {TABS.map((tab) => (
            <Tab key={tab.path} value={tab.path} label={t(tab.label)} component={Link} to={tab.path} />
          ))}
        </Tabs>
      </AppBar>
      <Container maxWidth="xl" sx={{ py: 3 }}>
        <Box>
          <Outlet />
        </Box>
      </Container>
    </>
  );
}
