// Variables that do not coerce (a wrong type, an unknown enum value, a missing required
// variable, a bad Decimal or DateTime) are refused by graphql-js before any resolver runs,
// with an English message and, unless one of our scalars refused them, no code. This gives each
// the catalogued BAD_REQUEST code (reason VALIDATION) and the catalogue's words in the caller's
// language in front of graphql-js's detail, which names the variable and the path
// (docs/gateway.md, "Errors").
import { messageFor, resolveLocale } from '@portal/envelope/catalogue';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

const VARIABLE_ERROR = /^Variable "\$[_A-Za-z][_0-9A-Za-z]*" /;

/** Rewrites variable-coercion refusals in a result; other errors pass unchanged. */
export function useVariableErrorCodes(): Plugin {
  return {
    onResultProcess({ request, result, setResult }) {
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
      let changed = false;
      const locale = resolveLocale(request.headers.get('accept-language') ?? undefined);
      const errors = result.errors.map((error) => {
        const code = error.extensions?.code;
        if ((code !== undefined && code !== 'BAD_REQUEST') || !VARIABLE_ERROR.test(error.message)) return error;
        changed = true;
        return createGraphQLError(`${messageFor('BAD_REQUEST', locale)}: ${error.message}`, {
          extensions: { code: 'BAD_REQUEST', reason: 'VALIDATION', http: { status: 400 } },
        });
      });
      if (changed) setResult({ ...result, errors });
    },
  };
}
