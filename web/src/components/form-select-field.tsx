// A select bound to react-hook-form: MUI's TextField in its `select` mode, a module of its own
// so that screens without a select never download Select, Menu and Modal (text-input.tsx).
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useBoundInput } from './form-fields';

type FormSelectFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error' | 'select'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

export function FormSelectField<T extends FieldValues>({ control, name, helperText, ...props }: FormSelectFieldProps<T>) {
  const bind = useBoundInput();
  return <Controller control={control} name={name} render={(state) => <TextField {...props} {...bind(state, props.id, helperText)} select />} />;
}
