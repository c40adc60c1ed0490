import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../db/database.ts';
import { TEAM_BONUS_RATE_KEYS } from '../db/schema.ts';
import { RuleViolation } from '../errors.ts';
import { formatMoney, isDecimalString, money } from '../lib/money.ts';
import { Decimal, operatorAnswer } from '../lib/route-schemas.ts';
import { TeamConfig } from './answers.ts';
import { adminOnly, reads } from '../lib/operator-access.ts';

/** The team's configuration as the operator sees it: the rank rules and the bonus rates. */
export async function teamConfig(db: Db) {
  const [rules, rates] = await Promise.all([
    db.selectFrom('team_rank_rules').selectAll().orderBy('level').execute(),
    db.selectFrom('team_bonus_rates').selectAll().orderBy('key').execute(),
  ]);
  return {
    rules: rules.map((r) => ({
      level: r.level,
      personalVolume: formatMoney(r.personal_volume),
      teamVolume: formatMoney(r.team_volume),
      directReferrals: r.direct_referrals,
      overridingRate: formatMoney(r.overriding_rate),
      referralOverridingRate: formatMoney(r.referral_overriding_rate),
    })),
    rates: rates.map((r) => ({ key: r.key, rate: formatMoney(r.rate), minLevel: r.min_level })),
  };
}

function amount(name: string, value: string | undefined, max?: string): string | undefined {
  if (value === undefined) return undefined;
  if (!isDecimalString(value) || money(value).isNegative() || (max !== undefined && money(value).gte(max))) {
    throw new RuleViolation('VALIDATION', { detail: `${name} is out of range` });
  }
  return value;
}

/** Operator API for the rank ladder and bonus rates (`pnpm admin team …`). */
export async function teamAdminRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/team/config', { config: reads('support'), schema: { response: operatorAnswer(TeamConfig) } }, async () => teamConfig(app.db));
  app.post(
    '/team/rules/set',
    { config: adminOnly('changes', { reasonRequired: true }),
      schema: {
        body: Type.Object({
          level: Type.Integer({ minimum: 0, maximum: 7 }),
          personalVolume: Type.Optional(Decimal),
          teamVolume: Type.Optional(Decimal),
          directReferrals: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
          overridingRate: Type.Optional(Decimal),
          referralOverridingRate: Type.Optional(Decimal),
        }),
        response: operatorAnswer(TeamConfig),
      },
    },
    async (request) => {
      const body = request.body;
      const values = {
        ...(body.personalVolume === undefined ? {} : { personal_volume: amount('personalVolume', body.personalVolume)! }),
        ...(body.teamVolume === undefined ? {} : { team_volume: amount('teamVolume', body.teamVolume)! }),
        ...(body.directReferrals === undefined ? {} : { direct_referrals: body.directReferrals }),
        ...(body.overridingRate === undefined ? {} : { overriding_rate: amount('overridingRate', body.overridingRate, '1')! }),
        ...(body.referralOverridingRate === undefined ? {} : { referral_overriding_rate: amount('referralOverridingRate', body.referralOverridingRate, '1')! }),
        updated_at: app.clock.now(),
      };
      await app.db.updateTable('team_rank_rules').set(values).where('level', '=', body.level).execute();
      request.log.info({ level: body.level }, 'operator changed a rank rule');
      return teamConfig(app.db);
    },
  );
  app.post(
    '/team/rates/set',
    { config: adminOnly('changes', { reasonRequired: true }),
      schema: {
        body: Type.Object({
          key: Type.Union(TEAM_BONUS_RATE_KEYS.map((k) => Type.Literal(k))),
          rate: Type.Optional(Decimal),
          minLevel: Type.Optional(Type.Integer({ minimum: -1, maximum: 7 })),
        }),
        response: operatorAnswer(TeamConfig),
      },
    },
    async (request) => {
      const body = request.body;
      await app.db
        .updateTable('team_bonus_rates')
        .set({
          ...(body.rate === undefined ? {} : { rate: amount('rate', body.rate, '1')! }),
          ...(body.minLevel === undefined ? {} : { min_level: body.minLevel }),
          updated_at: app.clock.now(),
        })
        .where('key', '=', body.key)
        .execute();
      request.log.info({ key: body.key }, 'operator changed a bonus rate');
      return teamConfig(app.db);
    },
  );
}
