import { Type } from '@fastify/type-provider-typebox';
import { Instant, Nullable, OneOf, PageOf } from '../lib/route-schemas.ts';

/** What the security routes answer (docs/security.md): the `data` of each success. */

/** The member's second factors, as the settings page shows them; never the secret. */
export const FactorStatus = Type.Object({
  totpEnabled: Type.Boolean(),
  totpEnabledAt: Nullable(Instant),
  /** Unused recovery codes; 0 without a factor. */
  recoveryCodesLeft: Type.Integer({ minimum: 0, maximum: 10 }),
});

/** A begun enrolment: the secret for manual entry and the otpauth URI the QR code carries, served this once. */
export const TotpEnrolment = Type.Object({
  secret: Type.String({ minLength: 16 }),
  otpauthUri: Type.String({ pattern: '^otpauth://totp/' }),
});

/** Ten recovery codes, shown this once. */
export const RecoveryCodes = Type.Object({
  recoveryCodes: Type.Array(Type.String({ pattern: '^[0-9A-Z]{5}-[0-9A-Z]{5}$' }), { minItems: 10, maxItems: 10 }),
});

/** One of the member's passkeys, as the settings page lists it; never its key. */
export const Passkey = Type.Object({
  id: Type.String(),
  name: Type.String({ minLength: 1, maxLength: 64 }),
  createdAt: Instant,
  lastUsedAt: Nullable(Instant),
});
export const PasskeyList = Type.Array(Passkey, { maxItems: 10 });

/** A WebAuthn ceremony's options, as the JSON text `startRegistration` / `startAuthentication` take. */
export const WebAuthnOptions = Type.Object({ optionsJson: Type.String({ minLength: 2 }) });

/** An operator's reset of a member's factors, as recorded. */
export const FactorReset = Type.Object({
  resetId: Type.String(),
  hadTotp: Type.Boolean(),
  passkeysRemoved: Type.Integer({ minimum: 0 }),
  resetAt: Instant,
});

export const SIGN_IN_OUTCOMES = ['SUCCESS', 'WRONG_PASSWORD', 'TOO_MANY_ATTEMPTS', 'BANNED'] as const;

/** One sign-in attempt in the member's history (docs/security.md, "Sessions and sign-in history"). */
export const SignInEvent = Type.Object({
  id: Type.String(),
  outcome: OneOf(SIGN_IN_OUTCOMES),
  browser: Nullable(Type.String()),
  os: Nullable(Type.String()),
  kind: Nullable(Type.String()),
  userAgent: Type.String(),
  address: Type.String(),
  at: Instant,
});
export const SignInPage = PageOf(SignInEvent);

/** Whether the account is frozen, since when and how (docs/security.md, "Freeze"). */
export const FreezeState = Type.Object({
  frozen: Type.Boolean(),
  frozenAt: Nullable(Instant),
  source: Nullable(OneOf(['EMAIL_LINK', 'SETTINGS'])),
});
export const FrozenByLink = Type.Object({ frozen: Type.Literal(true) });

/** A lifted freeze as the operator recorded it. */
export const LiftedFreeze = Type.Object({
  userName: Type.String(),
  freezeId: Type.String(),
  frozenAt: Instant,
  source: OneOf(['EMAIL_LINK', 'SETTINGS']),
  liftedAt: Instant,
  liftedBy: Type.String(),
  note: Type.String(),
});

/** The member's anti-phishing code as the settings page shows it (docs/security.md, "The anti-phishing code"). */
export const AntiPhishingState = Type.Object({
  set: Type.Boolean(),
  /** The code in full: the member set it to recognise our emails by it. Null when none is set. */
  code: Nullable(Type.String({ minLength: 4, maxLength: 32 })),
});

/** The member's email address and the change waiting for its code (docs/security.md, "The email address"). */
export const EmailState = Type.Object({
  email: Nullable(Type.String()),
  pending: Nullable(Type.Object({ email: Type.String(), expiresAt: Instant })),
  canSend: Type.Boolean(),
});
