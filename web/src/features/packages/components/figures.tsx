import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Figure {
  term: string;
  value: ReactNode;
  testId?: string;
}

/**
 * Terms and values in two columns (a description list), wrapping long values on a phone. The terms'
 * column is as wide as its longest term, so on a wide screen each value stays beside its term.
 */
export function Figures({ lines }: { lines: readonly Figure[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {lines.map((line) => (
        <Box key={line.term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {line.term}
          </Typography>
          <Typography component="dd" variant="body2" data-testid={line.testId} sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}>
            {line.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
