import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { graphql } from '@/generated/gql';
import { userNameField } from '@/lib/validation';

export const sendResetCodeSchema = z.object({ userName: userNameField });
export type SendResetCodeForm = z.infer<typeof sendResetCodeSchema>;

const SendPasswordResetCodeMutation = graphql(`
  mutation SendPasswordResetCode($input: SendPasswordResetCodeInput!) {
    sendPasswordResetCode(input: $input)
  }
`);

export function useSendResetCode() {
  return useMutation(SendPasswordResetCodeMutation);
}
