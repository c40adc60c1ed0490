// The browser's half of a passkey ceremony (docs/security.md, "Passkeys"): the gateway serves
// the options as JSON text and takes the browser's answer as JSON text; @simplewebauthn/browser
// turns one into the other through navigator.credentials.
import { browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import { PasskeyBrowserError, type PasskeyBrowserProblem } from './passkey-problem';

export { PasskeyBrowserError, type PasskeyBrowserProblem };

function problemOf(error: unknown): PasskeyBrowserProblem {
  // The browser answers NotAllowedError both for a cancel and for a timeout: to the member it is the same.
  const name = error instanceof WebAuthnError ? (error.cause as Error | undefined)?.name : error instanceof Error ? error.name : undefined;
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  if (name === 'NotSupportedError') return 'unsupported';
  return 'failed';
}

export function passkeysSupported(): boolean {
  return browserSupportsWebAuthn();
}

/** Makes a passkey from the registration options' JSON; answers the credential's JSON. */
export async function createPasskey(optionsJson: string): Promise<string> {
  if (!passkeysSupported()) throw new PasskeyBrowserError('unsupported');
  try {
    return JSON.stringify(await startRegistration({ optionsJSON: JSON.parse(optionsJson) }));
  } catch (error) {
    throw new PasskeyBrowserError(problemOf(error));
  }
}

/** Signs the sign-in options' challenge with a passkey; answers the assertion's JSON. */
export async function signWithPasskey(optionsJson: string): Promise<string> {
  if (!passkeysSupported()) throw new PasskeyBrowserError('unsupported');
  try {
    return JSON.stringify(await startAuthentication({ optionsJSON: JSON.parse(optionsJson) }));
  } catch (error) {
    throw new PasskeyBrowserError(problemOf(error));
  }
}
