// A calendar-day field (`YYYY-MM-DD`). The browser's own date input words its empty placeholder
// in the browser's language; this one shows the member's (`mm/dd/yyyy`, `年/月/日`) until it is
// focused or holds a day, then it is the native input with its picker.
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datePattern } from '@/lib/format';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

type DateFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & {
  value: string;
  onChange(day: string): void;
};

export function DateField({ value, onChange, slotProps, ...props }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const [focused, setFocused] = useState(false);
  const native = focused || value !== '';
  const placeholder = datePattern(i18n.language, {
    year: t('common.dateParts.year'),
    month: t('common.dateParts.month'),
    day: t('common.dateParts.day'),
  });
  return (
    <TextField
      {...props}
      type={native ? 'date' : 'text'}
      value={value}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      // Only a whole day (the native input's value, or one typed or pasted as YYYY-MM-DD) is taken.
      onChange={(event) => {
        const day = event.target.value;
        if (day === '' || DAY.test(day)) onChange(day);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { lang: i18n.language, placeholder: native ? undefined : placeholder },
        inputLabel: { shrink: true },
      }}
    />
  );
}
