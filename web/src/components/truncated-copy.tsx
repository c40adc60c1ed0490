import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { CopyButton } from './copy-button';

/** `txn_01jd8k4w2m…7qz3`: the start and the end of a long identifier, the whole of it in the title. */
export function truncateMiddle(value: string, head = 10, tail = 4): string {
  return value.length <= head + tail + 1 ? value : `${value.slice(0, head)}…${value.slice(-tail)}`;
}

interface TruncatedCopyProps {
  value: string;
  /** The copy button's label, e.g. "Copy transaction no.". */
  label: string;
  /** The toast after copying. */
  copied: string;
  testId?: string;
}

/** A long number on one line, shortened in the middle, with a copy button for the whole of it. */
export function TruncatedCopy({ value, label, copied, testId }: TruncatedCopyProps) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.25, minWidth: 0 }}>
      {/* Narrower than its shortened form (a 360 px phone beside a long term): cut at the end too; the title and the copy keep the whole. */}
      <Box
        component="span"
        title={value}
        data-testid={testId}
        sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap', fontSize: '0.8125rem', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {truncateMiddle(value)}
      </Box>
      <CopyButton text={value} label={label} copied={copied} iconOnly />
    </Stack>
  );
}
