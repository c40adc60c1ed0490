import DownloadIcon from '@mui/icons-material/Download';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPagination } from '@/components/list-pagination';
import { LoadError } from '@/components/load-error';
import { CREDIT_SECTIONS, type CreditSection } from '@/config/paths';
import { DateField } from '@/components/date-field';
import type { AssetRecordStatus, CoinName, RecordFilter } from '@/generated/graphql';
import { endOfLocalDay, startOfLocalDay } from '@/lib/format';
import { toastError } from '@/lib/notify';
import { downloadRecordsCsv } from '../api/export-records';
import { PAGE_SIZES, useRecords } from '../api/records';
import { useRecordTypes } from '../api/record-types';
import { RecordsList } from '../components/records-list';
import { StatementDialog } from '../components/statement-dialog';
import { readAgain } from '@/lib/read-again';
import { useUrlPaging } from '@/lib/url-paging';

const DEFAULT_PAGE_SIZE = 20;

// Every credit, the withdrawable one too (it has no section of its own, SPEC §2).
const COIN_NAMES: readonly CoinName[] = [...CREDIT_SECTIONS.map((credit) => credit.coinName), 'WITHDRAWAL_POINT'];

const STATUSES: readonly AssetRecordStatus[] = [
  'PENDING',
  'PENDING_REVIEW',
  'APPROVED',
  'PAYABLE',
  'WITHDRAWING',
  'SUCCESS',
  'REJECTED',
  'FAILED',
  'CANCELLED',
  'NOT_RECEIVED',
];
const SEARCH_MAX = 100;

/**
 * A credit's history, or with no section the combined history of every credit (`/records`) with
 * a credit filter: filters (credit, record type, date range) and pages kept in the URL.
 */
export function RecordsRoute({ section }: { section?: CreditSection }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [search, setSearch] = useSearchParams();
  const [exporting, setExporting] = useState(false);
  const [statementOpen, setStatementOpen] = useState(false);

  const coinParam = search.get('coin') ?? '';
  // The URL is typed by hand sometimes: only one of the seven credits becomes a filter.
  const coinName = section?.coinName ?? COIN_NAMES.find((coin) => coin === coinParam);
  const recordType = search.get('type') ?? '';
  const status = STATUSES.find((value) => value === search.get('status'));
  const searchText = (search.get('q') ?? '').slice(0, SEARCH_MAX);
  const [searchInput, setSearchInput] = useState(searchText);
  const fromDay = search.get('from') ?? '';
  const toDay = search.get('to') ?? '';
  // A page past the last (a kept address, rows gone since) shows the last one.
  const paging = useUrlPaging(PAGE_SIZES, DEFAULT_PAGE_SIZE);
  const { pageNum, pageSize } = paging;
  const rangeInvalid = fromDay !== '' && toDay !== '' && toDay < fromDay;
  // On a phone the five filters would fill the first screen before any record: they fold under
  // a button that counts the ones set, and start open when the URL sets one.
  const filtersSet = [section ? '' : coinParam, recordType, status ?? '', fromDay, toDay].filter(Boolean).length;
  const [filtersOpen, setFiltersOpen] = useState(filtersSet > 0);
  const showFilters = !phone || filtersOpen;

  const recordTypes = useRecordTypes();
  // The URL is typed by hand sometimes: only a kind the platform lists becomes a filter.
  const knownRecordType = recordTypes.data?.recordTypes.find((type) => type.recordType === recordType)?.recordType;

  const filter = useMemo<RecordFilter>(() => {
    const value: RecordFilter = coinName ? { coinName } : {};
    if (knownRecordType) value.recordType = knownRecordType;
    const from = startOfLocalDay(fromDay);
    const to = endOfLocalDay(toDay);
    if (from) value.from = from;
    if (to) value.to = to;
    if (status) value.status = status;
    if (searchText.trim()) value.search = searchText.trim();
    return value;
  }, [coinName, knownRecordType, fromDay, toDay, status, searchText]);
  // A credit's own page always asks for that credit: only what the member chose narrows the list.
  const filtering = Object.keys(filter).some((key) => !(section && key === 'coinName'));
  const records = useRecords(filter, pageNum, pageSize, rangeInvalid);
  const page = records.data?.records;
  paging.answered(page?.pageInfo.total);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setSearch(next, { replace: true });
  };

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadRecordsCsv(filter);
    } catch {
      toastError(t('records.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const title = section ? t('records.title', { credit: t(`credits.${section.coinName}`) }) : t('records.allTitle');
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<ReceiptLongIcon />} onClick={() => setStatementOpen(true)}>
            {t('records.statement.action')}
          </Button>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void onExport()} loading={exporting}>
            {t('records.export')}
          </Button>
        </Stack>
      </Stack>
      {statementOpen && <StatementDialog open onClose={() => setStatementOpen(false)} coins={COIN_NAMES} initialCoin={coinName} />}

      <Paper variant="outlined" component="section" aria-label={t('records.filters')} sx={{ p: 2 }}>
        {phone ? (
          <Button
            aria-expanded={filtersOpen}
            aria-controls="records-filter-fields"
            onClick={() => setFiltersOpen((open) => !open)}
            startIcon={<FilterListIcon />}
            endIcon={filtersOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            sx={{ mb: 2 }}
            data-testid="filters-toggle"
          >
            {filtersSet > 0 ? `${t('records.filters')} (${filtersSet})` : t('records.filters')}
          </Button>
        ) : null}
        <Box
          id="records-filter-fields"
          sx={{
            display: showFilters ? 'grid' : 'none',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)', lg: section ? '2fr 1fr 1fr 1fr' : '1fr 2fr 1fr 1fr 1fr' },
            alignItems: 'start',
          }}
        >
          {section ? null : (
            <TextField
              select
              id="filter-credit"
              label={t('records.credit')}
              value={coinName ?? ''}
              onChange={(event) => update({ coin: event.target.value })}
              size="small"
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('records.allCredits')}</MenuItem>
              {COIN_NAMES.map((coin) => (
                <MenuItem key={coin} value={coin}>
                  {t(`credits.${coin}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            select
            id="filter-record-type"
            label={t('records.recordType')}
            value={recordType}
            onChange={(event) => update({ type: event.target.value })}
            size="small"
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('records.allTypes')}</MenuItem>
            {(recordTypes.data?.recordTypes ?? []).map((type) => (
              <MenuItem key={type.recordType} value={type.recordType}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            id="filter-status"
            label={t('records.status')}
            value={status ?? ''}
            onChange={(event) => update({ status: event.target.value })}
            size="small"
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('records.allStatuses')}</MenuItem>
            {STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`records.statuses.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <DateField id="filter-from" label={t('records.from')} value={fromDay} onChange={(day) => update({ from: day })} size="small" />
          <DateField
            id="filter-to"
            label={t('records.to')}
            value={toDay}
            onChange={(day) => update({ to: day })}
            size="small"
            error={rangeInvalid}
            helperText={rangeInvalid ? t('validation.dateRange') : undefined}
          />
        </Box>
        <Stack
          component="form"
          role="search"
          direction="row"
          sx={{ gap: 1, mt: showFilters ? 2 : 0, alignItems: 'center', flexWrap: 'wrap' }}
          onSubmit={(event) => {
            event.preventDefault();
            update({ q: searchInput.trim() });
          }}
        >
          <TextField
            id="filter-search"
            type="search"
            label={t('records.search')}
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            size="small"
            sx={{ flex: '1 1 16rem' }}
            slotProps={{ htmlInput: { maxLength: SEARCH_MAX, spellCheck: false, autoCapitalize: 'off' } }}
          />
          <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
            {t('records.apply')}
          </Button>
          <Button
            onClick={() => {
              setSearchInput('');
              setSearch(new URLSearchParams(), { replace: true });
            }}
          >
            {t('records.reset')}
          </Button>
        </Stack>
      </Paper>

      <Paper variant="outlined" component="section" aria-label={title} aria-busy={records.loading}>
        {records.loading ? <LinearProgress aria-label={t('common.loading')} /> : null}
        {records.error && !page ? (
          <Box sx={{ p: 2 }}>
            <LoadError error={records.error} onRetry={() => void readAgain(records.refetch)} />
          </Box>
        ) : page && page.items.length === 0 ? (
          <Alert severity="info" sx={{ m: 2 }} data-testid="records-empty">
            {filtering ? t('records.empty') : t('records.noneYet')}
          </Alert>
        ) : page ? (
          <Box sx={{ p: compact ? 1 : 0 }}>
            <RecordsList items={page.items} compact={compact} showCredit={!section} />
          </Box>
        ) : null}
        {page && page.pageInfo.total > 0 ? (
          <ListPagination
            total={page.pageInfo.total}
            pageNum={pageNum}
            pageSize={pageSize}
            pageSizes={PAGE_SIZES}
            onPageChange={(next) => update({ page: String(next) })}
            onPageSizeChange={(size) => update({ size: String(size) })}
          />
        ) : null}
      </Paper>
    </Stack>
  );
}
