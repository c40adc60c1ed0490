// Form inputs bound to react-hook-form. Validation messages are catalogue keys (from the zod
// schemas), translated here, so a language switch re-words them at once; a server's field
// message (lib/field-errors) is already in the member's language and shown as is.
import type { ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { swapDecimalMarks } from '@/lib/amount-marks';
import { fieldMessage } from '@/lib/field-errors';
import { PasswordInput } from './password-input';
import { TextInput, type TextInputProps } from './text-input';

type FormTextFieldProps<T extends FieldValues> = Omit<TextInputProps, 'name' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** What a react-hook-form field gives its MUI input: value, id, error state and the line under it. */
export function useBoundInput() {
  const { t } = useTranslation();
  return <T extends FieldValues>(
    { field, fieldState }: { field: ControllerRenderProps<T>; fieldState: ControllerFieldState },
    id: string | undefined,
    helperText: ReactNode,
  ) => ({
    ...field,
    value: field.value ?? '',
    id: id ?? `field-${field.name}`,
    error: fieldState.error !== undefined,
    helperText: fieldMessage(fieldState.error, t, helperText),
    fullWidth: true,
    margin: 'normal' as const,
  });
}

export function FormTextField<T extends FieldValues>({ control, name, helperText, ...props }: FormTextFieldProps<T>) {
  const bind = useBoundInput();
  return <Controller control={control} name={name} render={(state) => <TextInput {...props} {...bind(state, props.id, helperText)} />} />;
}

export function PasswordField<T extends FieldValues>({ control, name, helperText, ...props }: FormTextFieldProps<T>) {
  const bind = useBoundInput();
  return <Controller control={control} name={name} render={(state) => <PasswordInput {...props} {...bind(state, props.id, helperText)} />} />;
}

/**
 * An amount: shown and read with the language's decimal mark (lib/amount-marks), held by the form
 * as the plain decimal the platform takes. A decimal keyboard on phones.
 */
export function FormAmountField<T extends FieldValues>({ control, name, helperText, slotProps, ...props }: FormTextFieldProps<T>) {
  const bind = useBoundInput();
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Controller
      control={control}
      name={name}
      render={(state) => {
        const bound = bind(state, props.id, helperText);
        return (
          <TextInput
            {...props}
            {...bound}
            value={swapDecimalMarks(String(bound.value), locale)}
            onChange={(event) => state.field.onChange(swapDecimalMarks(event.target.value, locale))}
            slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal', ...slotProps?.htmlInput } }}
          />
        );
      }}
    />
  );
}
