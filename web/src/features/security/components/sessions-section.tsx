import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { toastSuccess } from '@/lib/notify';
import { useFormat } from '@/lib/use-format';
import { useEndOtherSessions, useEndSession, useMemberSessions } from '../api/sessions';
import { deviceLabel } from './device-label';
import { readAgain } from '@/lib/read-again';

/**
 * The member's live sessions: device, address, started and last seen, the current one marked
 * first. Any other one can be ended, or all others at once; the current one ends by logging out.
 */
export function SessionsSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const sessions = useMemberSessions();
  const [endSession, ending] = useEndSession();
  const [endOthers, endingOthers] = useEndOtherSessions();
  const rows = sessions.data?.memberSessions;
  const others = rows?.filter((row) => !row.current).length ?? 0;

  const endOne = (id: string) =>
    void endSession({ variables: { id } })
      .then(() => toastSuccess(t('security.sessions.ended')))
      .catch(() => undefined);
  const endAll = () =>
    void endOthers()
      .then(({ data }) => toastSuccess(t('security.sessions.endedOthers', { count: data?.endOtherSessions ?? 0 })))
      .catch(() => undefined);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="sessions-title" sx={{ p: 2 }} data-testid="sessions-section">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="sessions-title" component="h2" variant="h6">
          {t('security.sessions.title')}
        </Typography>
        <Button variant="outlined" onClick={endAll} disabled={others === 0} loading={endingOthers.loading}>
          {t('security.sessions.endOthers')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('security.sessions.intro')}
      </Typography>
      {sessions.error && !rows ? (
        <LoadError error={sessions.error} onRetry={() => void readAgain(sessions.refetch)} />
      ) : !rows ? (
        <LinearProgress aria-label={t('common.loading')} />
      ) : (
        <List disablePadding>
          {rows.map((row) => (
            <ListItem key={row.id} divider disableGutters data-testid="session" data-current={row.current ? 'true' : 'false'} sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Stack sx={{ minWidth: 0, flex: 1 }}>
                <Typography component="p" variant="body1" sx={{ overflowWrap: 'anywhere' }}>
                  {deviceLabel(row, t)}{' '}
                  {row.current ? <Chip size="small" color="primary" label={t('security.sessions.current')} /> : null}
                </Typography>
                <Typography component="p" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {t('security.address', { address: row.address || '?' })}
                </Typography>
                <Typography component="p" variant="caption" color="text.secondary">
                  {t('security.sessions.times', { started: format.dateTime(row.startedAt), seen: format.dateTime(row.lastSeenAt) })}
                </Typography>
              </Stack>
              {row.current ? null : (
                <Button size="small" onClick={() => endOne(row.id)} disabled={ending.loading} aria-label={t('security.sessions.endLabel', { device: deviceLabel(row, t) })}>
                  {t('security.sessions.end')}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
