import { httpStatusForCode, messageFor, type Locale } from '@portal/envelope/catalogue';
import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';

/** One bad input field: where (`input.userName`), a stable key, and a message ready to show. */
export interface FieldIssue {
  path: string;
  reason: string;
  message: string;
}

// The gateway's own field checks (transition rules of deprecated arguments). The platform's
// field messages come with its answers, already in the caller's language.
const REQUIRED: Readonly<Record<Locale, string>> = {
  'en-US': 'This field is required',
  'zh-CN': '此项为必填项',
  'ja-JP': 'この項目は必須です',
  'ko-KP': '필수 항목입니다',
  'id-ID': 'Kolom ini wajib diisi',
};

// The platform's field names where the schema names the field otherwise (docs/gateway.md).
const SCHEMA_NAME_OF_WIRE_FIELD: Readonly<Record<string, string>> = {
  amountUsd: 'amount',
  matchingId: 'planId',
  receiptNumber: 'paymentReference',
  type: 'network',
};

/**
 * The `fields` of a platform refusal (`data.fields`), as the schema names them: under `input.`,
 * where every mutation's values are. Anything not shaped like a field issue is dropped.
 */
export function fieldsFromPlatform(data: unknown): FieldIssue[] | undefined {
  const fields = (data as { fields?: unknown } | null | undefined)?.fields;
  if (!Array.isArray(fields)) return undefined;
  const issues = fields.flatMap((field: unknown) => {
    const { path, reason, message } = (field ?? {}) as Record<string, unknown>;
    if (typeof path !== 'string' || typeof reason !== 'string' || typeof message !== 'string') return [];
    const [head = '', ...rest] = path.split('.');
    const renamed = [SCHEMA_NAME_OF_WIRE_FIELD[head] ?? head, ...rest].join('.');
    return [{ path: `input.${renamed}`, reason, message: message.slice(0, 500) }];
  });
  return issues.length > 0 ? issues.slice(0, 50) : undefined;
}

export function requiredField(path: string, locale: Locale): FieldIssue {
  return { path, reason: 'REQUIRED', message: REQUIRED[locale] };
}

/**
 * Input refused field by field: `BAD_REQUEST` (HTTP 400) with every bad field in
 * `extensions.fields`, so a form can show each message beside its field at once.
 */
export function invalidFields(locale: Locale, fields: readonly FieldIssue[], message = messageFor('BAD_REQUEST', locale)): GraphQLError {
  return createGraphQLError(message, {
    extensions: { code: 'BAD_REQUEST', reason: 'VALIDATION', fields, http: { status: httpStatusForCode('BAD_REQUEST') } },
  });
}

/**
 * The value of a field during a rename's transition release: the new name wins, the
 * deprecated one is still read, and having neither is a field error on the new name.
 */
export function eitherField<T>(current: T | null | undefined, deprecated: T | null | undefined, path: string, locale: Locale): T {
  const value = current ?? deprecated;
  if (value === null || value === undefined) throw invalidFields(locale, [requiredField(path, locale)]);
  return value;
}
