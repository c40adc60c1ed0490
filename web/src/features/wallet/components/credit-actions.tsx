// What each credit's row offers (and the two main buttons at the top). Deposit and Withdraw
// lead to the H5 pages under /assets on the mobile wallet, to the desktop pages on /wallet.
import AssessmentIcon from '@mui/icons-material/Assessment';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SavingsIcon from '@mui/icons-material/Savings';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import SendIcon from '@mui/icons-material/Send';
import type { ReactNode } from 'react';
import { creditSectionOf, paths } from '@/config/paths';
import type { CoinName } from '@/generated/graphql';

export type WalletActionLabel = 'wallet.deposit' | 'wallet.withdraw' | 'wallet.transfer' | 'wallet.convert' | 'wallet.records' | 'wallet.custody' | 'wallet.report';

export interface WalletAction {
  key: 'deposit' | 'withdraw' | 'transfer' | 'convert' | 'records' | 'custody' | 'report';
  label: WalletActionLabel;
  icon: ReactNode;
  /** Where it leads; undefined while that screen is not built yet (shown disabled). */
  href: string | undefined;
}

/** An action whose screen exists. */
export type LinkedAction = WalletAction & { href: string };

export function depositAction(mobile: boolean): LinkedAction {
  return {
    key: 'deposit',
    label: 'wallet.deposit',
    icon: <SavingsIcon />,
    href: mobile ? paths.app.rechargeH5.getHref() : paths.app.recharge.getHref(),
  };
}

export function withdrawAction(mobile: boolean): LinkedAction {
  return {
    key: 'withdraw',
    label: 'wallet.withdraw',
    icon: <CallReceivedIcon />,
    href: mobile ? paths.app.withdrawH5.getHref() : paths.app.withdraw.getHref(),
  };
}

function recordsAction(href: string | undefined): WalletAction {
  return { key: 'records', label: 'wallet.records', icon: <ReceiptLongIcon />, href };
}

/**
 * Cash: deposit, transfer, convert, records. Withdrawable: withdraw (whose screen lists its
 * orders). Entrust: its packages (`/assets/custody`), convert and records. Bonus: convert,
 * records and the bonus report. Every other credit: convert (when its section has a convert
 * screen) and records.
 */
export function creditActions(coinName: CoinName, mobile: boolean): WalletAction[] {
  // Withdrawable has no records section (SPEC §2): its movements are the withdrawal screen's lists.
  if (coinName === 'WITHDRAWAL_POINT') return [withdrawAction(mobile)];
  const section = creditSectionOf(coinName);
  const convert: WalletAction[] = section
    ? [{ key: 'convert', label: 'wallet.convert', icon: <CurrencyExchangeIcon />, href: section.convert.getHref() }]
    : [];
  const records = recordsAction(section?.records.getHref());
  if (coinName === 'CASH_POINT') {
    return [
      depositAction(mobile),
      { key: 'transfer', label: 'wallet.transfer', icon: <SendIcon />, href: paths.app.cashTransfer.getHref() },
      ...convert,
      records,
    ];
  }
  if (coinName === 'ASSETS_POINT') {
    return [{ key: 'custody', label: 'wallet.custody', icon: <VolunteerActivismIcon />, href: paths.app.assetsCustody.getHref() }, ...convert, records];
  }
  if (coinName === 'BONUS_POINT') {
    return [...convert, records, { key: 'report', label: 'wallet.report', icon: <AssessmentIcon />, href: paths.app.bonusReport.getHref() }];
  }
  return [...convert, records];
}
