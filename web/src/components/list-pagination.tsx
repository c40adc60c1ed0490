import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';

interface ListPaginationProps {
  total: number;
  /** 1-based, as the GraphQL page input counts. */
  pageNum: number;
  pageSize: number;
  /** The sizes a member may pick; one size hides the picker. */
  pageSizes?: readonly number[];
  onPageChange(pageNum: number): void;
  onPageSizeChange?(pageSize: number): void;
}

/** Paging under a list: the range in the member's number format, labelled arrows. */
export function ListPagination({ total, pageNum, pageSize, pageSizes = [pageSize], onPageChange, onPageSizeChange }: ListPaginationProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <TablePagination
      component="div"
      count={total}
      page={pageNum - 1}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_, next) => onPageChange(next + 1)}
      onRowsPerPageChange={onPageSizeChange ? (event) => onPageSizeChange(Number(event.target.value)) : undefined}
      labelRowsPerPage={t('records.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        t('records.pageRange', { from: format.count(from), to: format.count(to), count: format.count(count) })
      }
      getItemAriaLabel={(type) => (type === 'next' ? t('records.nextPage') : t('records.previousPage'))}
      // On a phone the size picker, the range and the arrows do not fit on one line (zh-CN's
      // wider glyphs least of all): they wrap, the arrows last and always on screen.
      sx={{
        overflow: 'visible',
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5, px: { xs: 1, sm: 2 } },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
        '& .MuiTablePagination-input': { mr: { xs: 1, sm: 4 } },
        '& .MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
      }}
    />
  );
}
