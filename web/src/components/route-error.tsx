import Box from '@mui/material/Box';
import { useRouteError } from 'react-router';
import { isUnreachable, UNREACHABLE } from '@/lib/failure';
import { FailureAlert } from './failure-alert';

/**
 * Every route's error boundary: a failed screen says so and offers a retry. Usually a screen's
 * code that could not be downloaded (offline, gateway unreachable), said as such.
 */
export function RouteError() {
  const error = useRouteError();
  return (
    <Box sx={{ p: 2 }}>
      <FailureAlert failure={isUnreachable(error) ? UNREACHABLE : { code: 'SERVER_BUSY' }} onRetry={() => window.location.reload()} />
    </Box>
  );
}
