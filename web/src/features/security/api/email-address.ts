// The member's email address (docs/security.md, "The email address"): added or changed in two
// steps, the new address with the transaction password (and the second factor), then the code the
// platform mailed to that address. The platform checks the address and says why beside the field.
import { useMutation, useQuery } from '@apollo/client/react';
import { z } from 'zod';
import { graphql } from '@/generated/gql';
import { EMAIL_PATTERN } from '@/lib/form-rules';
import { credentialsSchema } from '@/lib/second-factor';
import { verifyCodeField } from '@/lib/validation';

export const EmailAddressQuery = graphql(`
  query EmailAddress {
    emailAddress {
      email
      pending {
        email
        expiresAt
      }
      canSend
    }
  }
`);

const BeginEmailChangeMutation = graphql(`
  mutation BeginEmailChange($input: BeginEmailChangeInput!) {
    beginEmailChange(input: $input) {
      email
      pending {
        email
        expiresAt
      }
    }
  }
`);

const ConfirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {
    confirmEmailChange(input: $input) {
      email
      pending {
        email
        expiresAt
      }
    }
  }
`);

/** The new address (the registration form's rule), then the credentials of every change. */
export function emailChangeFormSchema(hasFactor: boolean) {
  return z.object({ email: z.string().trim().min(1, 'validation.required').regex(EMAIL_PATTERN, 'validation.email') }).and(credentialsSchema(hasFactor));
}
export type EmailChangeForm = z.infer<ReturnType<typeof emailChangeFormSchema>>;

export const emailCodeFormSchema = z.object({ verifyCode: z.string().trim().pipe(verifyCodeField) });
export type EmailCodeForm = z.infer<typeof emailCodeFormSchema>;

export function useEmailAddress() {
  return useQuery(EmailAddressQuery);
}

export function useBeginEmailChange() {
  return useMutation(BeginEmailChangeMutation, { refetchQueries: [EmailAddressQuery], awaitRefetchQueries: true });
}

export function useConfirmEmailChange() {
  return useMutation(ConfirmEmailChangeMutation, {
    refetchQueries: [EmailAddressQuery],
    awaitRefetchQueries: true,
    // The monthly statement names the address it goes to: read it afresh next time it is shown.
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'monthlyStatementPreference' });
      cache.gc();
    },
  });
}
