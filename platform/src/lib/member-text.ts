// The platform's side of the rules for text members type (@portal/envelope/text-rules, shared
// with the web's forms): the JSON-schema format that applies the free-text rule to routes.
import { isPlainText } from '@portal/envelope/text-rules';

export { codePointLength, isPlainText, isPlainUserName } from '@portal/envelope/text-rules';

/** The JSON-schema format of member-entered free text (route-schemas.ts `MemberText`), refused as TEXT_HIDDEN_CHARACTERS. */
export const MEMBER_TEXT_FORMAT = 'member-text';

interface FormatHost {
  addFormat(name: string, format: { type: 'string'; validate: (value: string) => boolean }): unknown;
}

/** An Ajv plugin (fastify's `ajv.plugins`) that teaches the validator the `member-text` format. */
export function memberTextFormat<A extends FormatHost>(ajv: A): A {
  ajv.addFormat(MEMBER_TEXT_FORMAT, { type: 'string', validate: isPlainText });
  return ajv;
}
