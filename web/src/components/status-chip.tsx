import Chip, { type ChipProps } from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';

type StatusChipProps = Omit<ChipProps, 'label' | 'size' | 'variant' | 'title'> & {
  /** The status in a word or two, e.g. "Unpaid". */
  label: string;
  /** What it means for the member, shown on hover, on focus and on a tap. */
  explanation: string;
  testId?: string;
};

/**
 * Where something stands, as a small outlined chip, with what that means for the member in a
 * tooltip. The chip takes the keyboard's focus, so the explanation is reached without a mouse,
 * and a tap on a phone shows it at once. Every status chip of the app is this one.
 */
export function StatusChip({ label, explanation, testId, sx, ...chip }: StatusChipProps) {
  return (
    <Tooltip title={explanation} describeChild enterTouchDelay={0} leaveTouchDelay={5_000}>
      <Chip
        size="small"
        variant="outlined"
        tabIndex={0}
        label={label}
        data-testid={testId}
        {...chip}
        // A long label in some languages wraps inside the chip instead of widening the screen.
        sx={[{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }, ...(Array.isArray(sx) ? sx : [sx])]}
      />
    </Tooltip>
  );
}
