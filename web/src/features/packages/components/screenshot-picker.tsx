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
import { SCREENSHOT_TYPES, screenshotProblem } from '../api/claims';

const ID = 'field-screenshot';

/** The trade's screenshot: a file input behind a button, the chosen name and a preview. */
export function ScreenshotPicker({ value, showError, onChange }: { value: File | null; showError: boolean; onChange(file: File | null): void }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | undefined>(undefined);
  const problem = screenshotProblem(value);
  const picture = value && !problem ? value : null;
  const error = showError ? problem : value ? problem : undefined;

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
    event.target.value = '';
    if (file) onChange(file);
  };

  return (
    <FormControl error={error !== undefined} fullWidth margin="normal" required>
      <FormLabel id={`${ID}-label`} sx={{ mb: 1 }}>
        {t('products.claim.screenshot')}
      </FormLabel>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          startIcon={<UploadFileIcon />}
          sx={{ flexShrink: 0, '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          <span id={`${ID}-button`}>{value ? t('products.claim.changeScreenshot') : t('products.claim.chooseScreenshot')}</span>
          <Box
            component="input"
            id={ID}
            type="file"
            accept={SCREENSHOT_TYPES.join(',')}
            onChange={onPick}
            aria-labelledby={`${ID}-label ${ID}-button`}
            aria-describedby={`${ID}-name ${ID}-help`}
            aria-invalid={error !== undefined}
            data-testid="screenshot-input"
            sx={{ position: 'absolute', inset: 0, width: 1, height: 1, opacity: 0, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}
          />
        </Button>
        <Typography id={`${ID}-name`} variant="body2" color={value ? 'text.primary' : 'text.secondary'} sx={{ minWidth: 0, wordBreak: 'break-all' }}>
          {value ? value.name : t('products.claim.noScreenshot')}
        </Typography>
      </Stack>
      <FormHelperText id={`${ID}-help`} role={error ? 'alert' : undefined}>
        {error ? t(error as never) : t('products.claim.screenshotHelp')}
      </FormHelperText>
      {picture && preview ? (
        <Box
          component="img"
          src={preview}
          alt={t('products.claim.screenshotPreview', { name: picture.name })}
          data-testid="screenshot-preview"
          sx={{ display: 'block', alignSelf: 'flex-start', mt: 1, maxWidth: '100%', maxHeight: 220, borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      ) : null}
    </FormControl>
  );
}
