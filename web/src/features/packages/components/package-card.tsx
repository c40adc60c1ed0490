import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { EntrustPackageState, InsurancePackageState } from '@/generated/graphql';
import type { Figure } from './figures';
import { Figures } from './figures';
import { StateChip } from './state-chip';

interface PackageCardProps {
  id: string;
  name: string;
  state: InsurancePackageState | EntrustPackageState;
  figures: readonly Figure[];
  /** The bar of the term gone by, with the next credit. */
  progress?: ReactNode;
  countdown?: ReactNode;
  statement: ReactNode;
  actions: ReactNode;
}

/** One held package: name and state, its progress bar, its figures, the countdown, the earnings statement and its actions. */
export function PackageCard({ id, name, state, figures, progress, countdown, statement, actions }: PackageCardProps) {
  return (
    <Paper variant="outlined" component="article" aria-labelledby={`package-${id}`} sx={{ p: 2 }} data-testid="package">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography id={`package-${id}`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <StateChip state={state} />
      </Stack>
      {progress}
      <Figures lines={figures} />
      {countdown}
      {statement}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>{actions}</Box>
    </Paper>
  );
}
