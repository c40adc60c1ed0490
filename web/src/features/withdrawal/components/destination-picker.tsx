import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { WithdrawalForm } from '../api/withdraw-on-chain';
import { useNowAt } from '../hooks/use-now-at';

/** Where a withdrawal can go: a wallet address or a bank account, as the picker shows it. */
export interface DestinationOption {
  id: string;
  /** The network (TRC20 …) or the bank's name. */
  title: string;
  /** The address's label or the account holder. */
  subtitle?: string | null;
  /** The address, or the masked account number. */
  detail: string;
  /** Set the detail in a fixed-width font (addresses, so look-alike characters differ). */
  mono?: boolean;
  /** Addresses: the moment their cooling period ends… */
  usableFrom?: string;
  /** …and whether it had ended when the server answered. */
  usable?: boolean;
}

/** Still cooling: the server said so and the moment has not come yet on this clock. */
export function isCooling(option: DestinationOption, now: number): boolean {
  return option.usableFrom !== undefined && option.usable !== true && new Date(option.usableFrom).getTime() > now;
}

interface DestinationPickerProps {
  control: Control<WithdrawalForm>;
  legend: string;
  options: readonly DestinationOption[];
}

/** One radio per destination, the address wrapping on narrow screens; cooling ones are disabled with their time. */
export function DestinationPicker({ control, legend, options }: DestinationPickerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const now = useNowAt(options.flatMap((option) => (option.usableFrom ? [option.usableFrom] : [])));
  return (
    <Controller
      control={control}
      name="destinationId"
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={fieldState.error !== undefined} fullWidth margin="normal" data-testid="withdrawal-destinations">
          <FormLabel component="legend" required>
            {legend}
          </FormLabel>
          <RadioGroup
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            ref={field.ref}
          >
            {options.map((option) => {
              const cooling = isCooling(option, now);
              return (
                <FormControlLabel
                  key={option.id}
                  value={option.id}
                  disabled={cooling}
                  control={<Radio />}
                  data-testid="withdrawal-destination"
                  sx={{
                    alignItems: 'flex-start',
                    m: 0,
                    mt: 1,
                    py: 0.5,
                    pr: 1.5,
                    border: 1,
                    borderColor: field.value === option.id ? 'primary.main' : 'divider',
                    borderRadius: 1,
                    minWidth: 0,
                  }}
                  label={
                    <Stack sx={{ py: 1, minWidth: 0 }}>
                      <Typography component="span" variant="subtitle2" color={cooling ? 'text.secondary' : 'text.primary'}>
                        {/* The member's names and labels, isolated so they cannot reorder their neighbours. */}
                        <bdi>{option.title}</bdi>
                        {option.subtitle ? (
                          <>
                            {' · '}
                            <bdi>{option.subtitle}</bdi>
                          </>
                        ) : null}
                      </Typography>
                      <Typography
                        component="span"
                        variant="body2"
                        color="text.secondary"
                        sx={{ wordBreak: 'break-all', fontFamily: option.mono ? 'monospace' : undefined }}
                      >
                        {option.detail}
                      </Typography>
                      {cooling && option.usableFrom ? (
                        <Typography component="span" variant="caption" color="text.secondary" data-testid="withdrawal-destination-cooling">
                          {t('withdrawal.usableFrom', { time: format.dateTime(option.usableFrom) })}
                        </Typography>
                      ) : null}
                    </Stack>
                  }
                />
              );
            })}
          </RadioGroup>
          {fieldState.error?.message ? <FormHelperText>{t(fieldState.error.message as never)}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}
