import Box from '@mui/material/Box';
import { useContext, useEffect } from 'react';
import { useRevalidator, useRouteError } from 'react-router';
import { BelowConnectionBanner, onReconnect, useConnection } from '@/lib/connection';
import { isUnreachable, UNREACHABLE } from '@/lib/failure';
import { ScreenDownloadError } from '@/lib/lazy-route';
import { FailureAlert } from './failure-alert';

/**
 * Every route's error boundary: a failed screen says so and offers a retry. Usually a screen's
 * code that could not be downloaded (offline, gateway unreachable), said as such: it is
 * downloaded again in place by Retry and by itself when the gateway answers again after an
 * outage (lib/lazy-route.tsx). Any other failure's Retry reloads the app.
 */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const belowBanner = useContext(BelowConnectionBanner);
  const { reachable } = useConnection();
  const download = error instanceof ScreenDownloadError;
  const failure = isUnreachable(download ? error.cause : error) ? UNREACHABLE : { code: 'SERVER_BUSY' as const };
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
        onRetry={() => (download ? void revalidate() : window.location.reload())}
      />
    </Box>
  );
}
