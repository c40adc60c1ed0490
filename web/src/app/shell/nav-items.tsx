// The shell's menus (SPEC §2). Entries whose screens are not built yet are shown disabled,
// so members see where things will be; `ready` turns them on as later issues land.
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import GavelIcon from '@mui/icons-material/Gavel';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HistoryIcon from '@mui/icons-material/History';
import PaymentsIcon from '@mui/icons-material/Payments';
import PinIcon from '@mui/icons-material/Pin';
import SavingsIcon from '@mui/icons-material/Savings';
import SendIcon from '@mui/icons-material/Send';
import ShieldIcon from '@mui/icons-material/Shield';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import type { ReactNode } from 'react';
import { CREDIT_SECTIONS, paths } from '@/config/paths';
import type { ProfileQuery } from '@/generated/graphql';

type Profile = ProfileQuery['me'];
type NavLabel =
  | 'nav.dashboard'
  | 'nav.deposit'
  | 'nav.withdrawal'
  | 'nav.convert'
  | 'nav.transfer'
  | 'nav.insurancePackage'
  | 'nav.premium'
  | 'nav.claim'
  | 'nav.entrust'
  | 'nav.history'
  | 'nav.game'
  | 'nav.commitment'
  | 'nav.p2p'
  | 'nav.pinCode'
  | 'nav.terms'
  | 'nav.wallet'
  | 'nav.account';

export interface NavItem {
  key: string;
  label: NavLabel;
  icon: ReactNode;
  href: string;
  ready: boolean;
  /** Shown only when this profile flag is on. */
  flag?: keyof Pick<Profile, 'commitmentPackageEnabled' | 'otcEnabled' | 'matchingCodeEnabled'>;
  /** Sub-entries (the history group: one records screen per credit). */
  children?: readonly { key: string; coinName: (typeof CREDIT_SECTIONS)[number]['coinName']; href: string }[];
}

export const SIDE_NAV: readonly NavItem[] = [
  { key: 'dashboard', label: 'nav.dashboard', icon: <DashboardIcon />, href: paths.app.dashboard.getHref(), ready: true },
  { key: 'deposit', label: 'nav.deposit', icon: <SavingsIcon />, href: paths.app.recharge.getHref(), ready: true },
  { key: 'withdrawal', label: 'nav.withdrawal', icon: <CallReceivedIcon />, href: paths.app.withdraw.getHref(), ready: true },
  { key: 'convert', label: 'nav.convert', icon: <CurrencyExchangeIcon />, href: paths.app.convert.getHref(), ready: true },
  { key: 'transfer', label: 'nav.transfer', icon: <SendIcon />, href: paths.app.transfer.getHref(), ready: true },
  { key: 'insurance', label: 'nav.insurancePackage', icon: <ShieldIcon />, href: paths.app.insurance.getHref(), ready: true },
  { key: 'premium', label: 'nav.premium', icon: <PaymentsIcon />, href: paths.app.insurancePremium.getHref(), ready: true },
  { key: 'claim', label: 'nav.claim', icon: <GavelIcon />, href: paths.app.claimInsurance.getHref(), ready: true },
  { key: 'entrust', label: 'nav.entrust', icon: <VolunteerActivismIcon />, href: paths.app.custody.getHref(), ready: true },
  {
    key: 'history',
    label: 'nav.history',
    icon: <HistoryIcon />,
    href: paths.app.records.getHref(),
    ready: true,
    children: CREDIT_SECTIONS.map((section) => ({
      key: section.key,
      coinName: section.coinName,
      href: section.records.getHref(),
    })),
  },
  { key: 'game', label: 'nav.game', icon: <SportsEsportsIcon />, href: paths.app.gameIndex.getHref(), ready: true },
  {
    key: 'commitment',
    label: 'nav.commitment',
    icon: <HandshakeIcon />,
    href: paths.app.commitment.getHref(),
    ready: true,
    flag: 'commitmentPackageEnabled',
  },
  { key: 'p2p', label: 'nav.p2p', icon: <SwapHorizIcon />, href: paths.app.otc.getHref(), ready: true, flag: 'otcEnabled' },
  { key: 'pin', label: 'nav.pinCode', icon: <PinIcon />, href: paths.app.code.getHref(), ready: true, flag: 'matchingCodeEnabled' },
  { key: 'terms', label: 'nav.terms', icon: <DescriptionIcon />, href: paths.app.terms.getHref(), ready: true },
];

/** SPEC §2 mobile tabs. Account opens the account info screen (/user-info). */
export const BOTTOM_TABS: readonly NavItem[] = [
  { key: 'dashboard', label: 'nav.dashboard', icon: <DashboardIcon />, href: paths.app.dashboard.getHref(), ready: true },
  { key: 'wallet', label: 'nav.wallet', icon: <AccountBalanceWalletIcon />, href: paths.app.assets.getHref(), ready: true },
  { key: 'game', label: 'nav.game', icon: <SportsEsportsIcon />, href: paths.app.game.getHref(), ready: true },
  { key: 'account', label: 'nav.account', icon: <AccountCircleIcon />, href: paths.app.userInfo.getHref(), ready: true },
];

export function visibleItems(items: readonly NavItem[], profile: Profile | undefined): NavItem[] {
  return items.filter((item) => item.flag === undefined || profile?.[item.flag] === true);
}

