import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SERVER_FIELD_ERROR } from '@/lib/field-errors';
import type { RegisterForm } from '../api/register';

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
  control: Control<RegisterForm>;
  countries: readonly Country[];
  loading: boolean;
}

/** A searchable country list (type part of the name or the code). */
export function CountryField({ control, countries, loading }: CountryFieldProps) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="countryCode"
      render={({ field, fieldState }) => (
        <Autocomplete
          id="field-countryCode"
          options={countries}
          loading={loading}
          value={countries.find((country) => country.code === field.value) ?? null}
          onChange={(_event, country) => field.onChange(country?.code ?? '')}
          onBlur={field.onBlur}
          getOptionLabel={(country) => country.name}
          isOptionEqualToValue={(option, value) => option.code === value.code}
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
              inputRef={field.ref}
              name={field.name}
              label={t('auth.register.country')}
              required
              margin="normal"
              error={fieldState.error !== undefined}
              helperText={
                fieldState.error?.message
                  ? fieldState.error.type === SERVER_FIELD_ERROR
                    ? fieldState.error.message
                    : t(fieldState.error.message as never)
                  : undefined
              }
            />
          )}
        />
      )}
    />
  );
}
