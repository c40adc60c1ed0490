// A refusal's `extensions.fields` (docs/gateway.md): every bad input field with a message already
// in the member's language, so a form can show each one beside its field at once.
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

/** Marks a form error whose message is the server's own words (shown as is, not a catalogue key). */
export const SERVER_FIELD_ERROR = 'server';

/** A field's error as forms keep it: a rule's catalogue key, or the server's message (`SERVER_FIELD_ERROR`). */
export interface FieldError {
  type: string;
  message?: string;
}

/** What a form shows under a field: a rule's catalogue key, translated; a server's message, as it is. */
export function fieldMessage(error: FieldError | undefined, t: TFunction, fallback?: ReactNode): ReactNode {
  if (!error?.message) return fallback;
  return error.type === SERVER_FIELD_ERROR ? error.message : t(error.message as never);
}

/** Marks a field's error (react-hook-form's `setError`, or lib/use-rules-form's). */
export type SetFieldError<Field extends string> = (name: Field, error: FieldError, options?: { shouldFocus: boolean }) => void;

interface GraphQLErrorLike {
  extensions?: Readonly<Record<string, unknown>>;
}

function errorsOf(error: unknown): readonly GraphQLErrorLike[] {
  const errors = (error as { errors?: unknown } | null | undefined)?.errors;
  if (Array.isArray(errors)) return errors as GraphQLErrorLike[];
  return Array.isArray(error) ? (error as GraphQLErrorLike[]) : [];
}

/** Field messages by the field's name in the mutation's input (`input.userName` → `userName`). */
export function fieldMessagesOf(error: unknown): Map<string, string> {
  const messages = new Map<string, string>();
  for (const graphQLError of errorsOf(error)) {
    const fields = graphQLError.extensions?.fields;
    if (!Array.isArray(fields)) continue;
    for (const field of fields as unknown[]) {
      const { path, message } = (field ?? {}) as { path?: unknown; message?: unknown };
      if (typeof path !== 'string' || typeof message !== 'string') continue;
      const name = path.startsWith('input.') ? path.slice('input.'.length) : path;
      if (!messages.has(name)) messages.set(name, message);
    }
  }
  return messages;
}

/** A mutation's context saying where its form shows refusals beside fields (read by the error link). */
export interface FieldErrorsContext {
  fieldErrorsShown: { formFields: readonly string[]; formFieldOf: Readonly<Record<string, string>> };
}

/** The form field that shows an input field's message, if the form has one. */
function formFieldFor(inputField: string, formFields: readonly string[], formFieldOf: Readonly<Record<string, string>>): string | undefined {
  const formField = formFieldOf[inputField] ?? inputField;
  return formFields.includes(formField) ? formField : undefined;
}

/**
 * The context for a mutation whose form shows its refusals beside its fields, with the fields
 * it gives showFieldErrors (the form's own, then the dialog's of a review step, and so on): a
 * refusal whose every field message is shown there raises no general toast (lib/apollo.ts),
 * since the fields already say what is wrong.
 */
export function fieldErrorsContext(formFields: readonly string[], formFieldOf: Readonly<Record<string, string>> = {}): FieldErrorsContext {
  return { fieldErrorsShown: { formFields, formFieldOf } };
}

/** Whether a refusal names fields and its form shows every one beside its field (see fieldErrorsContext). */
export function fieldErrorsShown(error: unknown, context: unknown): boolean {
  const shown = (context as Partial<FieldErrorsContext> | null | undefined)?.fieldErrorsShown;
  if (!shown) return false;
  const messages = fieldMessagesOf(error);
  return messages.size > 0 && [...messages.keys()].every((field) => formFieldFor(field, shown.formFields, shown.formFieldOf) !== undefined);
}

/**
 * Puts each field message of a refusal beside its field in a form. `formFieldOf` renames input
 * fields where the form names them otherwise. Returns whether any field was marked (the first
 * one is focused), so the caller can skip a general message the fields already say.
 */
export function showFieldErrors<Field extends string>(
  error: unknown,
  setError: SetFieldError<Field>,
  formFields: readonly Field[],
  formFieldOf: Readonly<Record<string, Field>> = {},
): boolean {
  let marked = false;
  for (const [inputField, message] of fieldMessagesOf(error)) {
    const formField = formFieldFor(inputField, formFields, formFieldOf) as Field | undefined;
    if (formField === undefined) continue;
    setError(formField, { type: SERVER_FIELD_ERROR, message }, { shouldFocus: !marked });
    marked = true;
  }
  return marked;
}
