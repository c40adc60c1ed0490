import Chip, { type ChipProps } from '@mui/material/Chip';
import { useRankName } from '@/lib/ranks';

/** A rank by its name in the member's language. */
export function RankChip({ level, ...props }: { level: number } & Omit<ChipProps, 'label'>) {
  const rankName = useRankName();
  return <Chip size="small" variant="outlined" color={level >= 0 ? 'primary' : 'default'} label={rankName(level)} {...props} />;
}
