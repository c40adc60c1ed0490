// The sign-in screens' forms: a few text fields checked by lib/form-rules. They are the first
// screens a phone opens, so they keep their own few lines of form state instead of
// react-hook-form (≈ 13 KB gzip; BENCHMARKS.md "The web app on a slow phone"); the app's
// screens, with selects, arrays and zod schemas, use react-hook-form.
import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage, type FieldError, type SetFieldError } from './field-errors';
import { checkRules, trimFields, type FormRules } from './form-rules';

type TextValues = Record<string, string>;

export interface RulesFormOptions<T extends TextValues> {
  rules: FormRules<T>;
  defaultValues: T;
  /** Fields submitted without surrounding spaces. */
  trimmed?: readonly (keyof T & string)[];
}

/** What a field's input (components/text-input) takes from the form. */
export interface BoundInput {
  id: string;
  name: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  inputRef(element: HTMLInputElement | null): void;
  error: boolean;
  helperText: ReactNode;
  fullWidth: true;
  margin: 'normal';
}

export interface RulesForm<T extends TextValues> {
  values: T;
  /** The props of a field's input; `helperText` shows when the field has no error. */
  input(name: keyof T & string, helperText?: ReactNode): BoundInput;
  setValue(name: keyof T & string, value: string): void;
  /**
   * Empties a field without checking it, its message kept: what the app takes away (a spent
   * captcha) is not the member's mistake, and a refusal of it stays beside the emptied field.
   */
  clearValue(name: keyof T & string): void;
  setError: SetFieldError<keyof T & string>;
  /** The error of a field, e.g. for an input that is not a text field. */
  errorOf(name: keyof T & string): FieldError | undefined;
  /** Checks every rule; calls `onValid` with the (trimmed) values when none is broken, else focuses the first bad field. */
  handleSubmit(onValid: (values: T) => unknown): (event?: FormEvent) => void;
}

/**
 * Validation as react-hook-form's default: on submit, then each field again as it changes. A
 * rule's message is a catalogue key, translated on render (a language switch re-words it).
 */
export function useRulesForm<T extends TextValues>({ rules, defaultValues, trimmed = [] }: RulesFormOptions<T>): RulesForm<T> {
  const { t } = useTranslation();
  const [values, setValues] = useState<T>(defaultValues);
  // The values as of the last change, not of the last render: a submit handler that resumes
  // after a request (and clears the captcha, say) must not undo what was typed meanwhile.
  const latest = useRef(values);
  const [errors, setErrors] = useState<Partial<Record<keyof T, FieldError>>>({});
  const submitted = useRef(false);
  const elements = useRef(new Map<keyof T, HTMLInputElement>());

  const setValue = (name: keyof T & string, value: string) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (!submitted.current) return;
    const message = checkRules(rules, next).get(name);
    setErrors((current) => ({ ...current, [name]: message === undefined ? undefined : { type: 'validation', message } }));
  };

  const clearValue = (name: keyof T & string) => {
    const next = { ...latest.current, [name]: '' };
    latest.current = next;
    setValues(next);
  };

  const setError: SetFieldError<keyof T & string> = (name, error, options) => {
    setErrors((current) => ({ ...current, [name]: error }));
    if (options?.shouldFocus) elements.current.get(name)?.focus();
  };

  const handleSubmit = (onValid: (values: T) => unknown) => (event?: FormEvent) => {
    event?.preventDefault();
    submitted.current = true;
    const current = latest.current;
    const broken = checkRules(rules, current);
    const next: Partial<Record<keyof T, FieldError>> = {};
    for (const [name, message] of broken) next[name] = { type: 'validation', message };
    setErrors(next);
    const [firstBroken] = broken.keys();
    if (firstBroken !== undefined) {
      elements.current.get(firstBroken)?.focus();
      return;
    }
    void onValid(trimFields(current, trimmed));
  };

  return {
    values,
    input: (name, helperText) => ({
      id: `field-${name}`,
      name,
      value: values[name] ?? '',
      onChange: (event) => setValue(name, event.target.value),
      inputRef: (element) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      },
      error: errors[name] !== undefined,
      helperText: fieldMessage(errors[name], t, helperText),
      fullWidth: true,
      margin: 'normal',
    }),
    setValue,
    clearValue,
    setError,
    errorOf: (name) => errors[name],
    handleSubmit,
  };
}
