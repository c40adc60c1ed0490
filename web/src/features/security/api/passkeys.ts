// The member's passkeys (docs/security.md, "Passkeys"): the list, adding one (options, then the
// browser's credential with the transaction password), renaming, removing.
import { useMutation, useQuery } from '@apollo/client/react';
import { z } from 'zod';
import { graphql } from '@/generated/gql';
import { credentialsSchema } from '@/lib/second-factor';
import { memberText } from '@/lib/validation';

export const PasskeysQuery = graphql(`
  query Passkeys {
    passkeys {
      id
      name
      createdAt
      lastUsedAt
    }
  }
`);

const BeginPasskeyRegistrationMutation = graphql(`
  mutation BeginPasskeyRegistration {
    beginPasskeyRegistration {
      optionsJson
    }
  }
`);

const RegisterPasskeyMutation = graphql(`
  mutation RegisterPasskey($input: RegisterPasskeyInput!) {
    registerPasskey(input: $input) {
      id
      name
      createdAt
      lastUsedAt
    }
  }
`);

const RenamePasskeyMutation = graphql(`
  mutation RenamePasskey($id: ID!, $name: String!) {
    renamePasskey(id: $id, name: $name) {
      id
      name
      createdAt
      lastUsedAt
    }
  }
`);

const RemovePasskeyMutation = graphql(`
  mutation RemovePasskey($input: RemovePasskeyInput!) {
    removePasskey(input: $input) {
      id
      name
      createdAt
      lastUsedAt
    }
  }
`);

export const passkeyNameField = memberText(z.string().trim().min(1, 'validation.required').max(64, 'security.passkeys.nameTooLong'));

/** Adding or removing a passkey: the transaction password, and the app's code (or a passkey) when the member has a factor. */
export function passkeyChangeSchema(totpEnabled: boolean) {
  return credentialsSchema(totpEnabled);
}
export const addPasskeySchema = (totpEnabled: boolean) => z.object({ name: passkeyNameField }).and(passkeyChangeSchema(totpEnabled));
export type PasskeyChangeForm = z.infer<ReturnType<typeof passkeyChangeSchema>>;
export type AddPasskeyForm = z.infer<ReturnType<typeof addPasskeySchema>>;

export function usePasskeys() {
  return useQuery(PasskeysQuery);
}

const refetchPasskeys = { refetchQueries: [PasskeysQuery], awaitRefetchQueries: true };

export function useBeginPasskeyRegistration() {
  return useMutation(BeginPasskeyRegistrationMutation);
}

export function useRegisterPasskey() {
  return useMutation(RegisterPasskeyMutation, refetchPasskeys);
}

export function useRenamePasskey() {
  return useMutation(RenamePasskeyMutation);
}

export function useRemovePasskey() {
  return useMutation(RemovePasskeyMutation, refetchPasskeys);
}
