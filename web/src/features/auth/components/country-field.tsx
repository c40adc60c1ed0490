import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { fieldMessage, type FieldError } from '@/lib/field-errors';

export interface Country {
  code: string;
  name: string;
}

/** The region of the browser's language (`zh-CN` → `CN`, `id` → `ID`), if it names one. */
export function browserRegion(languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): string | undefined {
  for (const language of languages) {
    try {
      const region = new Intl.Locale(language).maximize().region;
      if (region) return region.toUpperCase();
    } catch {
      // Not a language tag: the next one.
    }
  }
  return undefined;
}

interface CountryFieldProps {
  /** The chosen country's code, or ''. */
  value: string;
  onChange(code: string): void;
  error: FieldError | undefined;
  inputRef(element: HTMLInputElement | null): void;
  countries: readonly Country[];
  loading: boolean;
}

/** A searchable country list (type part of the name or the code). */
export function CountryField({ value, onChange, error, inputRef, countries, loading }: CountryFieldProps) {
  const { t } = useTranslation();
  return (
    <Autocomplete
      id="field-countryCode"
      options={countries}
      loading={loading}
      value={countries.find((country) => country.code === value) ?? null}
      onChange={(_event, country) => onChange(country?.code ?? '')}
      getOptionLabel={(country) => country.name}
      isOptionEqualToValue={(option, chosen) => option.code === chosen.code}
      filterOptions={(options, { inputValue }) => {
        const typed = inputValue.trim().toLocaleLowerCase();
        return typed
          ? options.filter((country) => country.name.toLocaleLowerCase().includes(typed) || country.code.toLowerCase() === typed)
          : [...options];
      }}
      noOptionsText={t('auth.register.noCountry')}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          // The label stays above the field, in an opened outline: the country is set from the
          // browser's region as soon as the list arrives, and the input's own filled check
          // misses that value (the outline then runs through the label).
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, shrink: true },
            input: { ...params.slotProps.input, notched: true },
          }}
          inputRef={inputRef}
          name="countryCode"
          label={t('auth.register.country')}
          required
          margin="normal"
          error={error !== undefined}
          helperText={fieldMessage(error, t)}
        />
      )}
    />
  );
}
