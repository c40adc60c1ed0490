import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One labelled figure of a game card (a balance, a bet flow total). */
export function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={testId}>
        {children}
      </Typography>
    </div>
  );
}
