import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ChangeEvent } from 'react';

/** What the picker says, in the member's language: each form words its own picture (a receipt, a screenshot). */
export interface PicturePickerTexts {
  label: string;
  choose: string;
  change: string;
  /** Shown while no file is chosen. */
  empty: string;
  help: string;
  /** The chosen file, as shown beside the button. */
  fileName(file: File): string;
  previewAlt(file: File): string;
}

interface PicturePickerProps {
  /** Names the field: `field-<name>` ids and `<name>-input`, `-name`, `-help`, `-preview` test ids. */
  name: string;
  value: File | null;
  /** The picture types the input offers (the servers judge by content again). */
  accept: readonly string[];
  /** Whether the chosen file passes the form's checks: only then is it previewed. */
  acceptable: boolean;
  /** The refusal to show, already in the member's language. */
  error?: string | undefined;
  texts: PicturePickerTexts;
  onChange(file: File): void;
  onBlur?(): void;
}

/** A picture upload: the file input (behind a button), the chosen name and a preview. */
export function PicturePicker({ name, value, accept, acceptable, error, texts, onChange, onBlur }: PicturePickerProps) {
  const id = `field-${name}`;
  const [preview, setPreview] = useState<string | undefined>(undefined);
  const picture = value && acceptable ? value : null;

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

  return (
    <FormControl error={error !== undefined} fullWidth margin="normal" required>
      <FormLabel id={`${id}-label`} sx={{ mb: 1 }}>
        {texts.label}
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
          <span id={`${id}-button`}>{value ? texts.change : texts.choose}</span>
          <Box
            component="input"
            id={id}
            type="file"
            accept={accept.join(',')}
            onChange={onPick}
            onBlur={onBlur}
            aria-labelledby={`${id}-label ${id}-button`}
            aria-describedby={`${id}-name ${id}-help`}
            aria-invalid={error !== undefined}
            data-testid={`${name}-input`}
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
          id={`${id}-name`}
          variant="body2"
          color={value ? 'text.primary' : 'text.secondary'}
          sx={{ minWidth: 0, wordBreak: 'break-all' }}
          data-testid={`${name}-name`}
        >
          {value ? texts.fileName(value) : texts.empty}
        </Typography>
      </Stack>
      <FormHelperText id={`${id}-help`} role={error ? 'alert' : undefined} data-testid={`${name}-help`}>
        {error ?? texts.help}
      </FormHelperText>
      {picture && preview ? (
        <Box
          component="img"
          src={preview}
          alt={texts.previewAlt(picture)}
          data-testid={`${name}-preview`}
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
