// A calendar-day field (`YYYY-MM-DD`), the browser's native date input with its picker. Empty, the
// browser would word its placeholder in the browser's language; this one shows the member's
// (`mm/dd/yyyy`, `年/月/日`) over it until the field is focused or holds a day.
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datePattern } from '@/lib/format';

type DateFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & {
  value: string;
  onChange(day: string): void;
};

export function DateField({ value, onChange, slotProps, sx, ...props }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const [focused, setFocused] = useState(false);
  const showPattern = !focused && value === '';
  const placeholder = datePattern(i18n.language, {
    year: t('common.dateParts.year'),
    month: t('common.dateParts.month'),
    day: t('common.dateParts.day'),
  });
  return (
    <TextField
      {...props}
      type="date"
      value={value}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onChange={(event) => onChange(event.target.value)}
      sx={[
        { position: 'relative' },
        // The browser's own empty-field text is hidden while the member's is shown.
        showPattern ? { '& input::-webkit-datetime-edit': { color: 'transparent' } } : {},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      slotProps={{
        ...slotProps,
        htmlInput: { lang: i18n.language, placeholder },
        inputLabel: { shrink: true },
        input: {
          startAdornment: showPattern ? (
            <Box
              component="span"
              aria-hidden
              data-testid="date-placeholder"
              sx={{ position: 'absolute', left: 14, color: 'text.disabled', pointerEvents: 'none', whiteSpace: 'nowrap' }}
            >
              {placeholder}
            </Box>
          ) : undefined,
        },
      }}
    />
  );
}
