import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import type { PinCodeEventType } from '@/generated/graphql';
import { useFormat } from '@/lib/use-format';
import { usePinCodeCustody } from '../api/pin-codes';
import type { PinCodeItem } from './code-card';
import { readAgain } from '@/lib/read-again';

interface EventNames {
  type: PinCodeEventType;
  fromUserName?: string | null;
  toUserName?: string | null;
  forUserName?: string | null;
}

/** One code's chain of custody, oldest first: bought or issued, each transfer, the activation. */
export function CustodyDialog({ code, onClose }: { code: PinCodeItem; onClose(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const custody = usePinCodeCustody(code.id);
  const events = custody.data?.pinCodeCustody.items;
  const describe = ({ type, fromUserName, toUserName, forUserName }: EventNames) =>
    t(`pinCode.event.${type}`, { from: fromUserName ?? '–', to: toUserName ?? '–', for: forUserName ?? '–' });

  return (
    <Dialog open onClose={onClose} aria-labelledby="pin-custody-title" fullWidth maxWidth="sm" data-testid="pin-custody-dialog">
      <DialogTitle id="pin-custody-title" sx={{ overflowWrap: 'anywhere' }}>
        {t('pinCode.custodyTitle', { code: code.code })}
      </DialogTitle>
      <DialogContent>
        {custody.loading && !events ? <LinearProgress aria-label={t('common.loading')} /> : null}
        {custody.error && !events ? <LoadError error={custody.error} onRetry={() => void readAgain(custody.refetch)} /> : null}
        {events ? (
          <List component="ol" dense disablePadding data-testid="pin-custody">
            {events.map((event, index) => (
              <ListItem key={event.id} data-testid="pin-custody-event" data-type={event.type} disableGutters divider={index < events.length - 1}>
                <ListItemText
                  primary={`${index + 1}. ${describe(event)}`}
                  secondary={[format.dateTime(event.createdAt), event.packageId ? t('pinCode.eventPackage', { id: event.packageId }) : null].filter(Boolean).join(' · ')}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('pinCode.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
