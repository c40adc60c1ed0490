import { Type } from '@fastify/type-provider-typebox';
import { Coin, Instant, Nullable, OneOf, Switch, UserName } from '../lib/route-schemas.ts';
import { Level } from '../team/answers.ts';

/** What the user routes answer (docs/rest-api.md): the `data` of each success. */

/** A member's identity verification: NONE before any submission, else the latest one's state. */
export const KycStatus = OneOf(['NONE', 'PENDING', 'PASSED', 'FAILED']);

/** A session just opened: its token, when it ends at the latest, and how long it may sit idle. */
export const Session = Type.Object({
  token: Type.String({ minLength: 1 }),
  expiresAt: Instant,
  idleTimeoutSeconds: Type.Integer({ minimum: 0 }),
});

/**
 * What `login` answers: the session (`factorRequired: false`), or for a member with a second
 * factor a ticket to send back with a code to `loginFactor` (`factorRequired: true`,
 * `challenge`, `challengeExpiresAt`). One object rather than a union: the answer check strips
 * what a union's first branch does not name.
 */
export const LoginAnswer = Type.Object({
  factorRequired: Type.Boolean(),
  token: Type.Optional(Type.String({ minLength: 1 })),
  expiresAt: Type.Optional(Instant),
  idleTimeoutSeconds: Type.Optional(Type.Integer({ minimum: 0 })),
  challenge: Type.Optional(Type.String({ minLength: 1 })),
  challengeExpiresAt: Type.Optional(Instant),
  /** With a ticket: what may answer it, the authenticator's code (`TOTP`) or a passkey (`PASSKEY`). */
  factors: Type.Optional(Type.Array(OneOf(['TOTP', 'PASSKEY']), { minItems: 1, maxItems: 2 })),
});

/** A registration signs the new member in: their ids and the session `login` would open. */
export const Registration = Type.Object({
  userId: Type.String(),
  referralId: Type.String(),
  ...Session.properties,
});

/** A credit with its names and the decimals a client shows of it. */
export const CoinDescription = Type.Object({
  coinName: Coin,
  cnName: Type.String(),
  shortName: Type.String(),
  decimals: Type.Integer({ minimum: 0, maximum: 8 }),
});

/** The signed-in member's profile. */
export const MemberProfile = Type.Object({
  id: Type.String(),
  userName: UserName,
  countryCode: Type.String({ minLength: 2, maxLength: 2 }),
  email: Nullable(Type.String()),
  referralId: Type.String(),
  /** The sponsor's user name; null for the root sponsor, whom no one invited. */
  sponsorUserName: Nullable(UserName),
  level: Level,
  commitmentPackageStatus: Switch,
  otcStatus: Switch,
  matchingCodeStatus: Switch,
  agreeStatus: Switch,
  kycStatus: KycStatus,
  createdAt: Instant,
});

/** One of the member's live sessions: where it runs (parsed from its user agent) and when. */
export const MemberSession = Type.Object({
  id: Type.String(),
  /** The session this call was made with. */
  current: Type.Boolean(),
  browser: Nullable(Type.String()),
  os: Nullable(Type.String()),
  /** desktop, mobile, tablet, tv or bot; null when the user agent does not say. */
  kind: Nullable(Type.String()),
  userAgent: Type.String(),
  address: Type.String(),
  startedAt: Instant,
  lastSeenAt: Instant,
});
export const MemberSessions = Type.Object({ list: Type.Array(MemberSession) });
/** How many sessions a call ended. */
export const EndedSessions = Type.Object({ count: Type.Integer({ minimum: 0 }) });
