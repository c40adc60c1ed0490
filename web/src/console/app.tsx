import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { i18n } from 'i18next';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createHashRouter, RouterProvider } from 'react-router';
import { theme } from '@/lib/theme';
import { createConsoleClient } from './lib/apollo';
import { consolePaths } from './paths';
import { AppealsScreen } from './screens/appeals';
import { AuditScreen } from './screens/audit';
import { ClaimsScreen } from './screens/claims';
import { ConfigurationScreen } from './screens/configuration';
import { CommitmentsScreen } from './screens/commitments';
import { DepositsScreen } from './screens/deposits';
import { FourEyesScreen } from './screens/four-eyes';
import { MemberScreen } from './screens/member';
import { MembersScreen } from './screens/members';
import { KycScreen } from './screens/kyc';
import { OverviewScreen } from './screens/overview';
import { SignInScreen } from './screens/sign-in';
import { WithdrawalsScreen } from './screens/withdrawals';
import { ConsoleShell, LanguageSelect } from './shell';

function SignInPage() {
  return (
    <>
      <LanguageSelect />
      <SignInScreen />
    </>
  );
}

/** The operator console: its own client, language and hash routes; nothing of the member app's shell. */
export function ConsoleApp({ i18n }: { i18n: i18n }) {
  const client = useMemo(() => createConsoleClient(i18n), [i18n]);
  const router = useMemo(
    () =>
      createHashRouter([
        { path: consolePaths.signIn, element: <SignInPage /> },
        {
          element: <ConsoleShell />,
          children: [
            { path: consolePaths.overview, element: <OverviewScreen /> },
            { path: consolePaths.deposits, element: <DepositsScreen /> },
            { path: consolePaths.withdrawals, element: <WithdrawalsScreen /> },
            { path: consolePaths.kyc, element: <KycScreen /> },
            { path: consolePaths.claims, element: <ClaimsScreen /> },
            { path: consolePaths.commitments, element: <CommitmentsScreen /> },
            { path: consolePaths.appeals, element: <AppealsScreen /> },
            { path: consolePaths.fourEyes, element: <FourEyesScreen /> },
            { path: consolePaths.audit, element: <AuditScreen /> },
            { path: consolePaths.members, element: <MembersScreen /> },
            { path: consolePaths.member, element: <MemberScreen /> },
            { path: consolePaths.configuration, element: <ConfigurationScreen /> },
          ],
        },
      ]),
    [],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ApolloProvider client={client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
