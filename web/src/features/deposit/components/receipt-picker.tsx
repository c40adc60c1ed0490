import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import { RECEIPT_MAX_BYTES, RECEIPT_TYPES } from '../api/deposit-bank';

interface ReceiptPickerProps {
  value: File | null;
  /** A catalogue key, when the chosen file is refused. */
  error?: string;
  onChange(file: File | null): void;
  onBlur(): void;
}

const ID = 'field-receipt';

function isPicture(file: File | null): file is File {
  return file !== null && (RECEIPT_TYPES as readonly string[]).includes(file.type) && file.size <= RECEIPT_MAX_BYTES;
}

/** A picture of the payment receipt: the file input (behind a button), the chosen name and a preview. */
export function ReceiptPicker({ value, error, onChange, onBlur }: ReceiptPickerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [preview, setPreview] = useState<string | undefined>(undefined);
  const picture = isPicture(value) ? value : null;

  useEffect(() => {
    if (!picture) return;
    const url = URL.createObjectURL(picture);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(undefined);
    };
  }, [picture]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    // Cleared, so choosing the same file again (after a fix) is still a change.
    event.target.value = '';
    if (file) onChange(file);
  };

  const kib = value ? format.count(Math.max(1, Math.ceil(value.size / 1024))) : '';
  return (
    <FormControl error={error !== undefined} fullWidth margin="normal" required>
      <FormLabel id={`${ID}-label`} sx={{ mb: 1 }}>
        {t('deposit.receipt')}
      </FormLabel>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          component="label"
          // A plain label around the input: the input is the one control (no nested button role, no second tab stop).
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          startIcon={<UploadFileIcon />}
          sx={{
            flexShrink: 0,
            // The input inside is what takes focus: show it on the button.
            '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <span id={`${ID}-button`}>{value ? t('deposit.changeReceipt') : t('deposit.chooseReceipt')}</span>
          <Box
            component="input"
            id={ID}
            type="file"
            accept={RECEIPT_TYPES.join(',')}
            onChange={onPick}
            onBlur={onBlur}
            aria-labelledby={`${ID}-label ${ID}-button`}
            aria-describedby={`${ID}-name ${ID}-help`}
            aria-invalid={error !== undefined}
            data-testid="receipt-input"
            sx={{
              position: 'absolute',
              inset: 0,
              width: 1,
              height: 1,
              opacity: 0,
              overflow: 'hidden',
              clipPath: 'inset(50%)',
              whiteSpace: 'nowrap',
            }}
          />
        </Button>
        <Typography
          id={`${ID}-name`}
          variant="body2"
          color={value ? 'text.primary' : 'text.secondary'}
          sx={{ minWidth: 0, wordBreak: 'break-all' }}
          data-testid="receipt-name"
        >
          {value ? `${value.name} (${t('deposit.kib', { size: kib })})` : t('deposit.noReceipt')}
        </Typography>
      </Stack>
      <FormHelperText id={`${ID}-help`} role={error ? 'alert' : undefined} data-testid="receipt-help">
        {error ? t(error as never) : t('deposit.receiptHelp')}
      </FormHelperText>
      {picture && preview ? (
        <Box
          component="img"
          src={preview}
          alt={t('deposit.receiptPreview', { name: picture.name })}
          data-testid="receipt-preview"
          sx={{
            display: 'block',
            alignSelf: 'flex-start',
            mt: 1,
            maxWidth: '100%',
            maxHeight: 220,
            minWidth: 48,
            minHeight: 48,
            objectFit: 'contain',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.default',
          }}
        />
      ) : null}
    </FormControl>
  );
}
