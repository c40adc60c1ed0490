import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import type { ComponentProps } from 'react';
import { useSearchParams } from 'react-router';
import type { CoinName } from '@/generated/graphql';
import { isZeroDecimal } from '@/lib/decimal-text';
import type { HeldState } from '@/lib/holds';
import { useMoney } from '@/lib/use-money';
import { lazyPart } from '@/lib/lazy-part';
import type { HoldsDialog as HoldsDialogPart } from './holds-dialog';

// With its first opening: the dialog's code (MUI's Dialog, the holds list) stays off the
// dashboard's first load (docs/web.md, "Loading").
const HoldsDialog = lazyPart<ComponentProps<typeof HoldsDialogPart>>(() => import('./holds-dialog').then((module) => ({ default: module.HoldsDialog })));

interface HeldAmountProps {
  coinName: CoinName;
  state: HeldState;
  amount: string;
  /** The amount's test id (`frozen`, `locked`): its text is the amount alone. */
  testId: string;
}

/** The search parameter naming the open list (`?held=WITHDRAWAL_POINT.FROZEN`). */
const HELD_PARAM = 'held';

/**
 * A frozen or locked balance as a button that opens what holds it (`HoldsDialog`). A zero holds
 * nothing and stays plain text. Which list is open is kept in the address, not in the component:
 * the list stays open when the screen changes layout under it (a phone turned, a window
 * resized swaps the wallet's table for cards), on a reload, and when the member comes back
 * from the screen a hold links to.
 */
export function HeldAmount({ coinName, state, amount, testId }: HeldAmountProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [search, setSearch] = useSearchParams();
  const key = `${coinName}.${state}`;
  const open = search.get(HELD_PARAM) === key;
  const show = (next: boolean) => {
    const query = new URLSearchParams(search);
    if (next) query.set(HELD_PARAM, key);
    else query.delete(HELD_PARAM);
    setSearch(query, { replace: true });
  };
  const text = money.amount(coinName, amount);
  if (isZeroDecimal(amount)) return <span data-testid={testId}>{text}</span>;
  const credit = t(`credits.${coinName}`);
  return (
    <>
      <Link
        component="button"
        type="button"
        data-testid={testId}
        onClick={(event) => {
          // Opens the list and nothing else, whatever the row around it does on a click.
          event.preventDefault();
          event.stopPropagation();
          show(true);
        }}
        aria-label={t(state === 'FROZEN' ? 'holds.openFrozen' : 'holds.openLocked', { amount: text, credit })}
        aria-haspopup="dialog"
        sx={{ font: 'inherit', color: 'primary.main', fontVariantNumeric: 'tabular-nums', verticalAlign: 'baseline' }}
      >
        {text}
      </Link>
      {open ? <HoldsDialog coinName={coinName} state={state} balance={amount} onClose={() => show(false)} /> : null}
    </>
  );
}
