import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A queue or list as a table: its headings, one row per item, or a line when it is empty. */
export function QueueTable<T>({ headings, rows, row, empty, testId }: { headings: string[]; rows: readonly T[] | undefined; row: (item: T) => ReactNode; empty: string; testId: string }) {
  if (rows !== undefined && rows.length === 0) return <Typography data-testid={`${testId}-empty`}>{empty}</Typography>;
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          {headings.map((heading) => (
            <TableCell key={heading}>{heading}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>{rows?.map(row)}</TableBody>
    </Table>
  );
}
