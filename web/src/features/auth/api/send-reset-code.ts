import { graphql } from '@/generated/gql';
import { noSpaces, required, type FormRules } from '@/lib/form-rules';
import { useRequestMutation } from '@/lib/use-graphql-request';

export interface SendResetCodeForm {
  userName: string;
}

export const SEND_RESET_CODE_RULES: FormRules<SendResetCodeForm> = { userName: [required, noSpaces] };

const SendPasswordResetCodeMutation = graphql(`
  mutation SendPasswordResetCode($input: SendPasswordResetCodeInput!) {
    sendPasswordResetCode(input: $input)
  }
`);

export function useSendResetCode() {
  return useRequestMutation(SendPasswordResetCodeMutation);
}
