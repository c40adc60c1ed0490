import { Type } from '@fastify/type-provider-typebox';
import { Instant, Nullable, OneOf, PageOf } from '../lib/route-schemas.ts';

/** What the security routes answer (docs/rest-api.md): the `data` of each success. */

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
