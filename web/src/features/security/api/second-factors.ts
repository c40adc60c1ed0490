// The member's second factors (docs/security.md): the authenticator app's state, its enrolment
// (secret and otpauth URI served once), its recovery codes (shown once), turning it off.
import { useMutation, useQuery } from '@apollo/client/react';
import { z } from 'zod';
import { graphql } from '@/generated/gql';
import { factorCodeField } from '@/lib/second-factor';
import { anyPasswordField } from '@/lib/validation';

export const SecondFactorsQuery = graphql(`
  query SecondFactors {
    secondFactors {
      totpEnabled
      totpEnabledAt
      recoveryCodesLeft
    }
  }
`);

const BeginTotpEnrolmentMutation = graphql(`
  mutation BeginTotpEnrolment {
    beginTotpEnrolment {
      secret
      otpauthUri
    }
  }
`);

const ConfirmTotpEnrolmentMutation = graphql(`
  mutation ConfirmTotpEnrolment($input: ConfirmTotpEnrolmentInput!) {
    confirmTotpEnrolment(input: $input) {
      codes
    }
  }
`);

const DisableTotpMutation = graphql(`
  mutation DisableTotp($input: FactorChangeInput!) {
    disableTotp(input: $input)
  }
`);

const RegenerateRecoveryCodesMutation = graphql(`
  mutation RegenerateRecoveryCodes($input: FactorChangeInput!) {
    regenerateRecoveryCodes(input: $input) {
      codes
    }
  }
`);

export const factorFormSchema = z.object({ transactionPassword: anyPasswordField, totpCode: factorCodeField });
export type FactorForm = z.infer<typeof factorFormSchema>;

export function useSecondFactors() {
  return useQuery(SecondFactorsQuery);
}

const refetchFactors = { refetchQueries: [SecondFactorsQuery], awaitRefetchQueries: true };

export function useBeginTotpEnrolment() {
  return useMutation(BeginTotpEnrolmentMutation);
}

export function useConfirmTotpEnrolment() {
  return useMutation(ConfirmTotpEnrolmentMutation, refetchFactors);
}

export function useDisableTotp() {
  return useMutation(DisableTotpMutation, refetchFactors);
}

export function useRegenerateRecoveryCodes() {
  return useMutation(RegenerateRecoveryCodesMutation, refetchFactors);
}
