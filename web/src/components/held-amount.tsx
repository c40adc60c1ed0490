import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinName } from '@/generated/graphql';
import { compareDecimal } from '@/lib/decimal';
import type { HeldState } from '@/lib/holds';
import { useMoney } from '@/lib/use-money';
import { HoldsDialog } from './holds-dialog';

interface HeldAmountProps {
  coinName: CoinName;
  state: HeldState;
  amount: string;
  /** The amount's test id (`frozen`, `locked`): its text is the amount alone. */
  testId: string;
}

/**
 * A frozen or locked balance as a button that opens what holds it (`HoldsDialog`). A zero holds
 * nothing and stays plain text.
 */
export function HeldAmount({ coinName, state, amount, testId }: HeldAmountProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const text = money.amount(coinName, amount);
  if (compareDecimal(amount, '0') === 0) return <span data-testid={testId}>{text}</span>;
  const credit = t(`credits.${coinName}`);
  return (
    <>
      <Link
        component="button"
        type="button"
        data-testid={testId}
        onClick={(event) => {
          // Inside a row that is itself a link (the dashboard's phone list): open the list, not the row.
          event.preventDefault();
          event.stopPropagation();
          setOpen(true);
        }}
        aria-label={t(state === 'FROZEN' ? 'holds.openFrozen' : 'holds.openLocked', { amount: text, credit })}
        aria-haspopup="dialog"
        sx={{ font: 'inherit', color: 'primary.main', fontVariantNumeric: 'tabular-nums', verticalAlign: 'baseline' }}
      >
        {text}
      </Link>
      {open ? <HoldsDialog coinName={coinName} state={state} balance={amount} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
