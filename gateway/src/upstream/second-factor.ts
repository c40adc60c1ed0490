/**
 * The second factor an operation's input carries, as the platform's body takes it: the
 * authenticator's code, a passkey's assertion, either or none (blank ones are left out, so the
 * platform answers FACTOR_CODE_REQUIRED or PASSKEY_CONFIRMATION_REQUIRED rather than a field error).
 */
export function secondFactorBody(input: { totpCode?: string | null | undefined; passkeyAssertion?: string | null | undefined }) {
  return {
    ...(input.totpCode ? { totpCode: input.totpCode } : {}),
    ...(input.passkeyAssertion ? { passkeyAssertion: input.passkeyAssertion } : {}),
  };
}
