import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useFormat } from '@/lib/use-format';
import { useSetAddressWhitelisted, useSetWhitelistMode, useWithdrawalWhitelist } from '../api/whitelist';
import { readAgain } from '@/lib/read-again';

/**
 * Whitelist mode and each saved address's place on the list. What loosens (turning off, adding)
 * waits 24 hours: the section says until when, as the platform answers it.
 */
export function WhitelistSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const whitelist = useWithdrawalWhitelist();
  const [setMode, settingMode] = useSetWhitelistMode();
  const [setListed, settingListed] = useSetAddressWhitelisted();
  const state = whitelist.data?.withdrawalWhitelist;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="whitelist-title" sx={{ p: 2 }} data-testid="whitelist-section">
      <Typography id="whitelist-title" component="h2" variant="h6">
        {t('security.whitelist.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('security.whitelist.intro')}
      </Typography>
      {whitelist.error && !state ? (
        <LoadError error={whitelist.error} onRetry={() => void readAgain(whitelist.refetch)} />
      ) : !state ? (
        <LinearProgress aria-label={t('common.loading')} />
      ) : (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={state.on && !state.offAt}
                disabled={settingMode.loading}
                onChange={(_event, on) => void setMode({ variables: { on } }).catch(() => undefined)}
              />
            }
            label={t('security.whitelist.mode')}
          />
          {state.offAt ? (
            <Alert severity="info" data-testid="whitelist-off-at">
              {t('security.whitelist.offAt', { at: format.dateTime(state.offAt) })}
            </Alert>
          ) : null}
          {state.addresses.length === 0 ? (
            <Typography variant="body2">{t('security.whitelist.none')}</Typography>
          ) : (
            <List disablePadding>
              {state.addresses.map((row) => {
                const waiting = !row.whitelisted && row.whitelistedFrom;
                return (
                  <ListItem key={row.id} divider disableGutters data-testid="whitelist-address" sx={{ gap: 1, flexWrap: 'wrap' }}>
                    <Stack sx={{ minWidth: 0, flex: 1 }}>
                      <Typography component="p" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {row.network} · {row.label ? <><bdi>{row.label}</bdi> · </> : null}
                        {row.address}
                      </Typography>
                      {waiting ? (
                        <Typography component="p" variant="caption" color="text.secondary">
                          {t('security.whitelist.joinsAt', { at: format.dateTime(row.whitelistedFrom!) })}
                        </Typography>
                      ) : null}
                    </Stack>
                    <Switch
                      checked={row.whitelistedFrom !== null && row.whitelistedFrom !== undefined}
                      disabled={settingListed.loading}
                      slotProps={{ input: { 'aria-label': t('security.whitelist.listed', { address: row.address }) } }}
                      onChange={(_event, listed) => void setListed({ variables: { id: row.id, listed } }).catch(() => undefined)}
                    />
                  </ListItem>
                );
              })}
            </List>
          )}
        </>
      )}
    </Paper>
  );
}
