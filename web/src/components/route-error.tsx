import Box from '@mui/material/Box';
import { useRouteError } from 'react-router';
import { LoadError } from './load-error';

/** Every route's error boundary: a failed screen says so and offers a retry. */
export function RouteError() {
  const error = useRouteError();
  return (
    <Box sx={{ p: 2 }}>
      <LoadError error={error} onRetry={() => window.location.reload()} />
    </Box>
  );
}
