// Why a passkey ceremony gave no credential, apart from the ceremony itself (lib/passkeys.ts): the
// sign-in screen shows the problem but loads the WebAuthn code only when a member asks for a passkey.

/** Why the browser gave no credential: the member cancelled (or timed out), the browser cannot, or another reason. */
export type PasskeyBrowserProblem = 'cancelled' | 'unsupported' | 'failed';

export class PasskeyBrowserError extends Error {
  override name = 'PasskeyBrowserError';
  constructor(readonly problem: PasskeyBrowserProblem) {
    super(problem);
  }
}
