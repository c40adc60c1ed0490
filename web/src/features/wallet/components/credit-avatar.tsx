import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import OutputIcon from '@mui/icons-material/Output';
import PaymentsIcon from '@mui/icons-material/Payments';
import ShieldIcon from '@mui/icons-material/Shield';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import Avatar from '@mui/material/Avatar';
import type { ReactNode } from 'react';
import type { CoinName } from '@/generated/graphql';

const ICONS: Record<CoinName, ReactNode> = {
  CASH_POINT: <PaymentsIcon fontSize="small" />,
  BONUS_POINT: <CardGiftcardIcon fontSize="small" />,
  ASSETS_POINT: <VolunteerActivismIcon fontSize="small" />,
  INSURANCE_POINT: <ShieldIcon fontSize="small" />,
  GMT: <SportsEsportsIcon fontSize="small" />,
  USDT_POINT: <MonetizationOnIcon fontSize="small" />,
  WITHDRAWAL_POINT: <OutputIcon fontSize="small" />,
};

/** A credit's icon in a tinted circle (decoration: the name is always written beside it). */
export function CreditAvatar({ coinName }: { coinName: CoinName }) {
  return (
    <Avatar aria-hidden sx={{ width: 36, height: 36, bgcolor: 'action.selected', color: 'primary.main' }}>
      {ICONS[coinName]}
    </Avatar>
  );
}
