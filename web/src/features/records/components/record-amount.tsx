import Box from '@mui/material/Box';
import type { CoinName } from '@/generated/graphql';
import { useMoney } from '@/lib/use-money';

/** A movement of a credit: `+12.00` in green, `−3.50` in red, with the credit's decimals. */
export function RecordAmount({ coinName, value, testId }: { coinName: CoinName; value: string; testId?: string }) {
  const money = useMoney();
  return (
    <Box component="span" data-testid={testId} sx={{ color: money.tone(value), fontVariantNumeric: 'tabular-nums', fontWeight: 600, whiteSpace: 'nowrap' }}>
      {money.signed(coinName, value)}
    </Box>
  );
}
