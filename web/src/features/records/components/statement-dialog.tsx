import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form-fields';
import { FormSelectField } from '@/components/form-select-field';
import type { CoinName } from '@/generated/graphql';
import { currentMonthGmt8, downloadStatement, monthDays, STATEMENT_FORMATS, StatementRefused, statementSchema, type StatementForm } from '../api/statement';

interface StatementDialogProps {
  open: boolean;
  onClose(): void;
  coins: readonly CoinName[];
  initialCoin?: CoinName | undefined;
}

/** Choose a credit, a month or dates (GMT+8) and CSV or PDF; the file downloads. */
export function StatementDialog({ open, onClose, coins, initialCoin }: StatementDialogProps) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | undefined>();
  const { control, handleSubmit, formState, trigger } = useForm<StatementForm>({
    resolver: zodResolver(statementSchema),
    defaultValues: { coinName: initialCoin ?? coins[0] ?? '', period: 'month', month: currentMonthGmt8(), from: '', to: '', format: 'pdf' },
  });
  const [period, firstDay] = useWatch({ control, name: ['period', 'from'] });
  // The last day's check depends on the first day: a new first day checks it again.
  const { isSubmitted } = formState;
  useEffect(() => {
    if (isSubmitted) void trigger('to');
  }, [firstDay, isSubmitted, trigger]);

  const onSubmit = handleSubmit(async (value) => {
    setRefusal(undefined);
    const { from, to } = value.period === 'month' ? monthDays(value.month) : value;
    try {
      await downloadStatement(value.coinName as CoinName, from, to, value.format);
      onClose();
    } catch (error) {
      setRefusal(error instanceof StatementRefused ? error.message : t('records.statement.failed'));
    }
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="statement-title">
      <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="statement-form">
        <DialogTitle id="statement-title">{t('records.statement.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary">
            {t('records.statement.intro')}
          </Typography>
          <FormSelectField control={control} name="coinName" label={t('records.statement.credit')}>
            {coins.map((coin) => (
              <MenuItem key={coin} value={coin}>
                {t(`credits.${coin}`)}
              </MenuItem>
            ))}
          </FormSelectField>
          <FormSelectField control={control} name="period" label={t('records.statement.period')}>
            <MenuItem value="month">{t('records.statement.monthOption')}</MenuItem>
            <MenuItem value="range">{t('records.statement.rangeOption')}</MenuItem>
          </FormSelectField>
          {period === 'month' ? (
            <FormTextField control={control} name="month" type="month" label={t('records.statement.month')} slotProps={{ inputLabel: { shrink: true } }} />
          ) : (
            <>
              <FormTextField control={control} name="from" type="date" label={t('records.statement.from')} slotProps={{ inputLabel: { shrink: true } }} />
              <FormTextField control={control} name="to" type="date" label={t('records.statement.to')} slotProps={{ inputLabel: { shrink: true } }} />
            </>
          )}
          <FormSelectField control={control} name="format" label={t('records.statement.format')}>
            {STATEMENT_FORMATS.map((format) => (
              <MenuItem key={format} value={format}>
                {t(`records.statement.${format}`)}
              </MenuItem>
            ))}
          </FormSelectField>
          {refusal && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('records.statement.cancel')}</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('records.statement.download')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
