import { generateSecret, generateURI, verify } from 'otplib';

/** The name authenticator apps show above the account's name. */
export const TOTP_ISSUER = "Members' portal";
/** One step either side of now: a phone clock 30 s off still works. */
const TOTP_TOLERANCE_SECONDS = 30;
const TOTP_PATTERN = /^\d{6}$/;

/**
 * The time step of a valid authenticator code for `secret` at `now`, or undefined. Only steps
 * after `afterTimeStep` count, so the caller can take each code once (members' second factor,
 * operators' sign-in).
 */
export async function totpStep(secret: string, code: string, now: Date, afterTimeStep: number): Promise<number | undefined> {
  if (!TOTP_PATTERN.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(afterTimeStep > 0 ? { afterTimeStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** A new authenticator secret and the otpauth URI an app scans, labelled `label`. */
export function newTotpSecret(label: string, issuer = TOTP_ISSUER): { secret: string; otpauthUri: string } {
  const secret = generateSecret();
  return { secret, otpauthUri: generateURI({ issuer, label, secret }) };
}
