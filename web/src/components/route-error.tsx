import Box from '@mui/material/Box';
import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator, useRouteError } from 'react-router';
import { BelowConnectionBanner, onReconnect, useConnection } from '@/lib/connection';
import { isUnreachable, UNREACHABLE, type Failure } from '@/lib/failure';
import { RequestFailure } from '@/lib/graphql-request';
import { ScreenDownloadError } from '@/lib/lazy-route';
import { FailureAlert } from './failure-alert';

/**
 * Every route's error boundary: a failed screen says so and offers a retry. Usually a screen's
 * code that could not be downloaded (offline, gateway unreachable), said as such: it is
 * downloaded again in place by Retry and by itself when the gateway answers again after an
 * outage (lib/lazy-route.tsx). Any other failure's Retry reloads the app.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const revalidator = useRevalidator();
  const belowBanner = useContext(BelowConnectionBanner);
  const { reachable } = useConnection();
  const download = error instanceof ScreenDownloadError;
  const unreachable = isUnreachable(download ? error.cause : error);
  // A call's refusal is said as the call's; anything else thrown is the app's own fault (a bug),
  // which is not the server's being busy.
  const failure: Failure = unreachable ? UNREACHABLE : error instanceof RequestFailure ? error.failure : { code: 'SERVER_BUSY' };
  const fault = !unreachable && !download && !(error instanceof RequestFailure);
  const { revalidate } = revalidator;

  useEffect(() => {
    if (!download) return undefined;
    const stop = onReconnect(() => void revalidate());
    return () => {
      stop();
    };
  }, [download, revalidate]);

  return (
    <Box sx={{ p: 2 }} data-testid="route-error">
      <FailureAlert
        failure={failure}
        // The shell's banner above already says the gateway cannot be reached.
        withoutReason={failure.unreachable === true && belowBanner && !reachable}
        retrying={revalidator.state === 'loading'}
        {...(fault ? { reason: t('common.screenFault') } : {})}
        onRetry={() => (download ? void revalidate() : window.location.reload())}
      />
    </Box>
  );
}
