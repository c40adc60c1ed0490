// MUI's TextField without its `select` mode. TextField imports Select (and with it Menu,
// Popover and Modal) even where no field is a select, ≈ 15 KB gzip that the sign-in screens
// would download for nothing; this composes the same parts the same way (outlined variant),
// so fields look and behave alike. Select fields use TextField itself (form-select-field.tsx).
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { TextFieldProps } from '@mui/material/TextField';
import { useId, type Ref } from 'react';

export type TextInputProps = Omit<TextFieldProps, 'select' | 'variant' | 'children' | 'slotProps'> & {
  ref?: Ref<HTMLDivElement>;
  /** TextField's slot props, as objects. */
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
};

export function TextInput({
  autoComplete,
  autoFocus,
  defaultValue,
  helperText,
  id: idOverride,
  inputRef,
  label,
  maxRows,
  minRows,
  multiline,
  name,
  onBlur,
  onChange,
  onFocus,
  placeholder,
  rows,
  slotProps,
  type,
  value,
  ...formControl
}: TextInputProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label ? `${id}-label` : undefined;
  const { input: inputSlot, htmlInput: htmlInputSlot, inputLabel: inputLabelSlot, formHelperText: helperTextSlot } = slotProps ?? {};
  return (
    <FormControl variant="outlined" {...formControl}>
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...inputLabelSlot}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={htmlInputSlot}
        label={label}
        {...(inputLabelSlot?.shrink !== undefined ? { notched: inputLabelSlot.shrink } : {})}
        {...inputSlot}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...helperTextSlot}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
