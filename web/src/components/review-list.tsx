import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The terms of a money action, repeated before it is confirmed: a two-column list. */
export function ReviewList({ children, testId, sx }: { children: ReactNode; testId?: string; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={[
        { display: 'grid', gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)', columnGap: 2, rowGap: 0.75, mt: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

export function ReviewLine({ term, children, testId, strong = false }: { term: string; children: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        data-testid={testId}
        // An amount and its unit break at the space between them, never inside the unit
        // ("10.00 キャッシ / ュ"); a long name or address still breaks anywhere rather than overflow.
        sx={{ m: 0, minWidth: 0, wordBreak: 'keep-all', overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 600 : undefined }}
      >
        {children}
      </Typography>
    </>
  );
}
