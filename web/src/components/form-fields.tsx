// Form inputs bound to react-hook-form. Validation messages are catalogue keys (from the zod
// schemas), translated here, so a language switch re-words them at once; a server's field
// message (lib/field-errors) is already in the member's language and shown as is.
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SERVER_FIELD_ERROR } from '@/lib/field-errors';
import { TextInput, type TextInputProps } from './text-input';

type FormTextFieldProps<T extends FieldValues> = Omit<TextInputProps, 'name' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** The field's message: a rule's catalogue key, translated; a server's message, as it is. */
function useFieldMessage() {
  const { t } = useTranslation();
  return (error: { type: string; message?: string } | undefined, fallback?: ReactNode): ReactNode =>
    error?.message ? (error.type === SERVER_FIELD_ERROR ? error.message : t(error.message as never)) : fallback;
}

/** What a react-hook-form field gives its MUI input: value, id, error state and the line under it. */
export function useBoundInput() {
  const fieldMessage = useFieldMessage();
  return <T extends FieldValues>(
    { field, fieldState }: { field: ControllerRenderProps<T>; fieldState: ControllerFieldState },
    id: string | undefined,
    helperText: ReactNode,
  ) => ({
    ...field,
    value: field.value ?? '',
    id: id ?? `field-${field.name}`,
    error: fieldState.error !== undefined,
    helperText: fieldMessage(fieldState.error, helperText),
    fullWidth: true,
    margin: 'normal' as const,
  });
}

export function FormTextField<T extends FieldValues>({ control, name, helperText, ...props }: FormTextFieldProps<T>) {
  const bind = useBoundInput();
  return <Controller control={control} name={name} render={(state) => <TextInput {...props} {...bind(state, props.id, helperText)} />} />;
}

export function PasswordField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
