// The member's anti-phishing code (docs/security.md): the phrase shown at the top of every email
// the platform sends. The platform checks the phrase (length, characters) and says why in the
// member's language beside the field; the form only asks that something is typed.
import { useMutation, useQuery } from '@apollo/client/react';
import { z } from 'zod';
import { graphql } from '@/generated/gql';
import { anyPasswordField } from '@/lib/validation';

export const AntiPhishingCodeQuery = graphql(`
  query AntiPhishingCode {
    antiPhishingCode {
      set
      code
    }
  }
`);

const SetAntiPhishingCodeMutation = graphql(`
  mutation SetAntiPhishingCode($input: SetAntiPhishingCodeInput!) {
    setAntiPhishingCode(input: $input) {
      set
      code
    }
  }
`);

const ClearAntiPhishingCodeMutation = graphql(`
  mutation ClearAntiPhishingCode($input: ClearAntiPhishingCodeInput!) {
    clearAntiPhishingCode(input: $input) {
      set
      code
    }
  }
`);

/** Setting asks for the phrase; clearing only for the password (and code), so the phrase is checked where it is set. */
export const antiPhishingFormSchema = z.object({
  antiPhishingCode: z.string(),
  transactionPassword: anyPasswordField,
  /** The authenticator code, shown and sent only when the member has a second factor. */
  totpCode: z.string().trim().optional(),
  passkeyAssertion: z.string().optional(),
});
export type AntiPhishingForm = z.infer<typeof antiPhishingFormSchema>;

export function useAntiPhishingCode() {
  return useQuery(AntiPhishingCodeQuery);
}

const refetchCode = { refetchQueries: [AntiPhishingCodeQuery], awaitRefetchQueries: true };

export function useSetAntiPhishingCode() {
  return useMutation(SetAntiPhishingCodeMutation, refetchCode);
}

export function useClearAntiPhishingCode() {
  return useMutation(ClearAntiPhishingCodeMutation, refetchCode);
}
