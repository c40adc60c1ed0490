import { upstreamRoute } from '../upstream/route.ts';
import { z } from 'zod';
import { upstreamDecimal, upstreamId, upstreamInstant, upstreamPage, type ASSET_RECORD_TYPES } from '../upstream/parsers.ts';

const teamMember = z.object({
  userId: upstreamId,
  userName: z.string(),
  level: z.number().int().min(-1).max(7),
  depth: z.number().int().nonnegative(),
  personalVolume: upstreamDecimal,
  teamVolume: upstreamDecimal,
  directCount: z.number().int().nonnegative(),
  createdAt: upstreamInstant,
});
/** The mapper of the GraphQL `TeamMember` type. */
export type UpstreamTeamMember = z.output<typeof teamMember>;

export const teamMembersAnswer = upstreamPage(teamMember);
/** The mapper of the GraphQL `TeamMemberPage` type. */
export type UpstreamTeamMemberPage = z.output<typeof teamMembersAnswer>;

const levelCounts = z.array(z.object({ level: z.number().int(), count: z.number().int().nonnegative() }));

export const organizationAnswer = teamMember.extend({ teamCount: z.number().int().nonnegative(), levelCounts });
/** The mapper of the GraphQL `Organization` type. */
export type UpstreamOrganization = z.output<typeof organizationAnswer>;

const requirement = z.object({
  name: z.enum(['PERSONAL_VOLUME', 'TEAM_VOLUME', 'DIRECT_REFERRALS']),
  have: upstreamDecimal,
  need: upstreamDecimal,
  met: z.boolean(),
});
/** The mapper of the GraphQL `RankRequirement` type. */
export type UpstreamRankRequirement = z.output<typeof requirement>;

export const myOrganizationAnswer = organizationAnswer.extend({
  activeDirectCount: z.number().int().nonnegative(),
  nextRank: z.object({ level: z.number().int(), requirements: z.array(requirement) }).nullable(),
});
/** The mapper of the GraphQL `MyOrganization` type. */
export type UpstreamMyOrganization = z.output<typeof myOrganizationAnswer>;

const rank = z.object({
  level: z.number().int().min(-1).max(7),
  cn: z.string(),
  en: z.string(),
  personalVolume: upstreamDecimal.nullable(),
  teamVolume: upstreamDecimal.nullable(),
  directReferrals: z.number().int().nullable(),
});
export const ranksAnswer = z.array(rank);
/** The mapper of the GraphQL `Rank` type. */
export type UpstreamRank = z.output<typeof rank>;

/** The record types of the team's bonuses and rebates: the ones the platform totals in `bonusEarned` (docs/team.md). */
export const BONUS_RECORD_TYPES = [
  'SPONSOR_BONUS',
  'LEVEL_BONUS',
  'INSURANCE_OVERRIDING_BONUS',
  'INSURANCE_PAR_BONUS',
  'ENTRUST_OVERRIDING_BONUS',
  'ENTRUST_PAR_BONUS',
  'REFERRAL_OVERRIDING_BONUS',
  'REFERRAL_PAR_BONUS',
  'PERSONAL_REBATE',
  'TEAM_REBATE',
  'PROFIT_SHARING',
] as const satisfies readonly (typeof ASSET_RECORD_TYPES)[number][];

export const bonusEarnedAnswer = z.object({
  total: upstreamDecimal,
  list: z.array(z.object({ recordType: z.enum(BONUS_RECORD_TYPES), amount: upstreamDecimal, count: z.number().int().nonnegative() })),
});
/** The mapper of the GraphQL `BonusEarned` type. */
export type UpstreamBonusEarned = z.output<typeof bonusEarnedAnswer>;

/** The platform paths of this domain, each with the parser of its answer (SPEC §7: /api/app/user team calls, assets/bonusEarned; docs/team.md). */
export const TEAM_ROUTES = {
  myOrganization: upstreamRoute('/api/app/user/userOrganizationInfo', myOrganizationAnswer),
  organization: upstreamRoute('/api/app/user/getOrganizationInfoByUserId', organizationAnswer),
  children: upstreamRoute('/api/app/user/organization', teamMembersAnswer),
  search: upstreamRoute('/api/app/user/searchOrganization', teamMembersAnswer),
  ranks: upstreamRoute('/api/app/user/rankLadder', ranksAnswer),
  bonusEarned: upstreamRoute('/api/app/assets/bonusEarned', bonusEarnedAnswer),
};
