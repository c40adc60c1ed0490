import { Type } from '@fastify/type-provider-typebox';
import { TEAM_BONUS_RATE_KEYS } from '../db/schema.ts';
import { DecimalText, Instant, Nullable, OneOf, PageOf, UserName } from '../lib/route-schemas.ts';
import { BONUS_RECORD_TYPES } from './bonus-types.ts';

/** What the team routes answer (docs/team.md): the `data` of each success. */

/** A rank of the ladder (team/levels.ts): −1 is no grade, 0 to 7 the ranks. */
export const Level = Type.Integer({ minimum: -1, maximum: 7 });

/** A rank as the ladder names it. */
export const LevelName = Type.Object({ level: Level, cn: Type.String(), en: Type.String() });

/** A member of the viewer's organization. */
export const TeamMember = Type.Object({
  userId: Type.String(),
  userName: UserName,
  level: Level,
  /** How far below the viewer (0: the viewer). */
  depth: Type.Integer({ minimum: 0 }),
  personalVolume: DecimalText,
  teamVolume: DecimalText,
  directCount: Type.Integer({ minimum: 0 }),
  createdAt: Instant,
});

export const TeamMemberPage = PageOf(TeamMember);

/** One member's organization: the member, the size of the downline and its members per rank. */
export const Organization = Type.Object({
  ...TeamMember.properties,
  teamCount: Type.Integer({ minimum: 0 }),
  levelCounts: Type.Array(Type.Object({ level: Level, count: Type.Integer({ minimum: 0 }) })),
});

/** A requirement of the next rank: what the member has and needs. */
export const RankRequirement = Type.Object({
  name: OneOf(['PERSONAL_VOLUME', 'TEAM_VOLUME', 'DIRECT_REFERRALS']),
  have: DecimalText,
  need: DecimalText,
  met: Type.Boolean(),
});

/** The viewer's own organization, with the progress toward the next rank (null at the top). */
export const MyOrganization = Type.Object({
  ...Organization.properties,
  nextRank: Nullable(Type.Object({ level: Level, requirements: Type.Array(RankRequirement) })),
  activeDirectCount: Type.Integer({ minimum: 0 }),
});

/** A rank of the ladder with its promotion rule (none for rank −1). */
export const Rank = Type.Object({
  ...LevelName.properties,
  personalVolume: Nullable(DecimalText),
  teamVolume: Nullable(DecimalText),
  directReferrals: Nullable(Type.Integer({ minimum: 0 })),
});

/** The bonuses a member has earned, per bonus record type and in all. */
export const BonusEarned = Type.Object({
  total: DecimalText,
  list: Type.Array(Type.Object({ recordType: OneOf(BONUS_RECORD_TYPES), amount: DecimalText, count: Type.Integer({ minimum: 0 }) })),
});

/** The team's configuration as the operator sees it: the rank rules and the bonus rates. */
export const TeamConfig = Type.Object({
  rules: Type.Array(
    Type.Object({
      level: Type.Integer({ minimum: 0, maximum: 7 }),
      personalVolume: DecimalText,
      teamVolume: DecimalText,
      directReferrals: Type.Integer({ minimum: 0 }),
      overridingRate: DecimalText,
      referralOverridingRate: DecimalText,
    }),
  ),
  rates: Type.Array(Type.Object({ key: OneOf(TEAM_BONUS_RATE_KEYS), rate: DecimalText, minLevel: Level })),
});
