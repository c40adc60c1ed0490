import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useFormat } from '@/lib/use-format';
import { useSignInHistory } from '../api/sessions';
import { deviceLabel } from './device-label';
import { readAgain } from '@/lib/read-again';

const PAGE_SIZE = 10;

/** The member's sign-in attempts of the last 90 days, newest first; a failed one is marked. */
export function SignInHistorySection() {
  const { t } = useTranslation();
  const format = useFormat();
  const [pageNum, setPageNum] = useState(1);
  const history = useSignInHistory(pageNum, PAGE_SIZE);
  const page = history.data?.signInHistory;
  const pages = page ? Math.max(1, Math.ceil(page.pageInfo.total / PAGE_SIZE)) : 1;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="sign-in-history-title" sx={{ p: 2 }} data-testid="sign-in-history-section">
      <Typography id="sign-in-history-title" component="h2" variant="h6">
        {t('security.history.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('security.history.intro')}
      </Typography>
      {history.error && !page ? (
        <LoadError error={history.error} onRetry={() => void readAgain(history.refetch)} />
      ) : !page ? (
        <LinearProgress aria-label={t('common.loading')} />
      ) : (
        <>
          <List disablePadding>
            {page.items.map((row) => (
              <ListItem key={row.id} divider disableGutters data-testid="sign-in" data-outcome={row.outcome} sx={{ gap: 1, flexWrap: 'wrap' }}>
                <Stack sx={{ minWidth: 0, flex: 1 }}>
                  <Typography component="p" variant="body1" sx={{ overflowWrap: 'anywhere' }}>
                    {deviceLabel(row, t)}
                  </Typography>
                  <Typography component="p" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {t('security.address', { address: row.address || '?' })}
                  </Typography>
                  <Typography component="p" variant="caption" color="text.secondary">
                    {format.dateTime(row.at)}
                  </Typography>
                </Stack>
                <Chip size="small" variant="outlined" color={row.outcome === 'SUCCESS' ? 'success' : 'error'} label={t(`security.history.outcomes.${row.outcome}`)} />
              </ListItem>
            ))}
          </List>
          {pages > 1 ? <Pagination sx={{ mt: 1 }} count={pages} page={pageNum} onChange={(_event, next) => setPageNum(next)} /> : null}
        </>
      )}
    </Paper>
  );
}
