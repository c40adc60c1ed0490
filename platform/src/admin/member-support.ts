import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../db/database.ts';
import { FieldViolations } from '../errors.ts';
import { balances, records } from '../assets/service.ts';
import { balanceHistory } from '../assets/balance-history.ts';
import { AssetRecordPage, RecordStatus, RecordType } from '../assets/answers.ts';
import { freezeState } from '../security/freeze.ts';
import { credentialPauseUntil } from '../security/credential-pause.ts';
import { downlineSummary } from '../team/tree.ts';
import { memberProfile } from '../user/service.ts';
import { normalizeTransactionHash } from '../deposit/service.ts';
import { endSession, listSessions, type SessionPolicy } from '../user/sessions.ts';
import { MemberSessions } from '../user/answers.ts';
import { memberIdByName } from '../lib/admin-guard.ts';
import { Coin, Id, operatorAnswer, Page, UserName } from '../lib/route-schemas.ts';
import { changes, reads } from '../lib/operator-access.ts';
import { LedgerLinePage, MemberSearchResult, SupportProfile, type MemberSearchMatch } from './answers.ts';

/** At most this many members answer a search: a search names a member, it does not list them. */
export const MEMBER_SEARCH_LIMIT = 20;
/** The longest search: a chain address or transaction hash (66) fits with room to spare. */
export const MEMBER_SEARCH_MAX_LENGTH = 100;

const READERS = ['support', 'compliance', 'finance'] as const;

const isTransactionHash = (text: string) => {
  try {
    normalizeTransactionHash(text);
    return true;
  } catch {
    return false;
  }
};

/** `%` and `_` in a search are themselves, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The members one search names, each with what it matched: a user name starting with the query
 * (any case), a user id or referral id equal to it, an address the member saved or withdrew to,
 * or a deposit's transaction hash (a deposit has no address of the member's own: every deposit goes
 * to the platform's one address). Exact matches first, then names in order.
 */
export async function searchMembers(db: Db, rawQuery: string) {
  const query = rawQuery.trim();
  if (query.length === 0) throw new FieldViolations([{ path: 'query', reason: 'MEMBER_SEARCH_EMPTY' }]);
  if (query.length > MEMBER_SEARCH_MAX_LENGTH) throw new FieldViolations([{ path: 'query', reason: 'MEMBER_SEARCH_TOO_LONG', params: { max: MEMBER_SEARCH_MAX_LENGTH } }]);
  const lower = query.toLowerCase();
  // A deposit's hash as the platform keeps it (`0x` and lower case), when the query is one.
  const depositHash = isTransactionHash(query) ? normalizeTransactionHash(query) : null;
  const limit = MEMBER_SEARCH_LIMIT + 1;
  const [byName, byId, byReferral, bySavedAddress, byWithdrawal, byDeposit] = await Promise.all([
    db
      .selectFrom('members')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['user_name']), 'like', `${escapeLike(lower)}%`))
      .orderBy((eb) => eb.fn('lower', ['user_name']))
      .limit(limit)
      .execute(),
    db.selectFrom('members').select('id').where('id', '=', query).execute(),
    db.selectFrom('members').select('id').where('referral_id', '=', query).execute(),
    db.selectFrom('withdrawal_addresses').select('member_id as id').distinct().where((eb) => eb(eb.fn('lower', ['address']), '=', lower)).limit(limit).execute(),
    db
      .selectFrom('withdrawal_orders')
      .select('member_id as id')
      .distinct()
      .where('address', 'is not', null)
      .where((eb) => eb(eb.fn('lower', ['address']), '=', lower))
      .limit(limit)
      .execute(),
    depositHash === null ? [] : db.selectFrom('deposit_orders').select('member_id as id').distinct().where('hash', '=', depositHash).limit(limit).execute(),
  ]);
  const matched = new Map<string, MemberSearchMatch>();
  const add = (rows: { id: string }[], match: MemberSearchMatch) => rows.forEach((row) => matched.has(row.id) || matched.set(row.id, match));
  add(byId, 'USER_ID');
  add(byReferral, 'REFERRAL_ID');
  add(bySavedAddress, 'WITHDRAWAL_ADDRESS');
  add(byWithdrawal, 'WITHDRAWAL_ADDRESS');
  add(byDeposit, 'DEPOSIT_HASH');
  add(byName, 'USER_NAME');
  const ids = [...matched.keys()].slice(0, limit);
  if (ids.length === 0) return { list: [], more: false };
  const rows = await db
    .selectFrom('members')
    .select(['id', 'user_name', 'referral_id', 'email', 'country_code', 'level', 'banned_at', 'created_at'])
    .where('id', 'in', ids)
    .execute();
  const byIdRow = new Map(rows.map((row) => [row.id, row]));
  const list = ids.map((id) => {
    const row = byIdRow.get(id)!;
    return {
      id: row.id,
      userName: row.user_name,
      referralId: row.referral_id,
      email: row.email,
      countryCode: row.country_code,
      level: row.level,
      banned: row.banned_at !== null,
      createdAt: row.created_at.toISOString(),
      matchedBy: matched.get(id)!,
    };
  });
  return { list: list.slice(0, MEMBER_SEARCH_LIMIT), more: list.length > MEMBER_SEARCH_LIMIT };
}

/** The member's profile as support reads it: who, balances, flags and team, in one answer. */
export async function supportProfile(db: Db, memberId: string, now: Date) {
  const [profile, memberBalances, banned, freeze, pausedUntil, team] = await Promise.all([
    memberProfile(db, memberId),
    balances(db, memberId),
    db.selectFrom('members').select('banned_at').where('id', '=', memberId).executeTakeFirstOrThrow(),
    freezeState(db, memberId),
    credentialPauseUntil(db, memberId, now),
    downlineSummary(db, memberId),
  ]);
  return {
    profile,
    balances: memberBalances,
    flags: {
      banned: banned.banned_at !== null,
      bannedAt: banned.banned_at?.toISOString() ?? null,
      frozen: freeze.frozen,
      frozenAt: freeze.frozenAt,
      kycStatus: profile.kycStatus,
      withdrawalsPausedUntil: pausedUntil?.toISOString() ?? null,
    },
    team: { sponsorUserName: profile.sponsorUserName, directCount: team.directCount, teamCount: team.teamCount },
  };
}

/**
 * Member support for operators (docs/operations.md, "Member support"): search, the profile with
 * balances, flags and team, the balance history, records and sessions. Everything reads but
 * ending a session, which compliance and admin may do: support changes nothing.
 */
export async function memberSupportRoutes(parent: FastifyInstance, options: { session: SessionPolicy }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const memberId = (userName: string) => memberIdByName(app.db, userName);
  // Sessions as the operator sees them: none of them is the caller's own.
  const asOperatorOf = (id: string) => ({ id, tokenHash: '' });

  app.post(
    '/members/search',
    // Long enough to reach the rule's own refusal; the rule says how long a search may be.
    { config: reads(...READERS), schema: { body: Type.Object({ query: Type.String({ maxLength: 1000 }) }), response: operatorAnswer(MemberSearchResult) } },
    async (request) => searchMembers(app.db, request.body.query),
  );

  app.post('/members/profile', { config: reads(...READERS), schema: { body: Type.Object({ userName: UserName }), response: operatorAnswer(SupportProfile) } }, async (request) =>
    supportProfile(app.db, await memberId(request.body.userName), app.clock.now()),
  );

  app.post(
    '/members/balance-history',
    { config: reads(...READERS), schema: { body: Type.Object({ userName: UserName, coinName: Type.Optional(Coin), ...Page }), response: operatorAnswer(LedgerLinePage) } },
    async (request) => balanceHistory(app.db, await memberId(request.body.userName), request.body, request.locale),
  );

  app.post(
    '/members/records',
    {
      config: reads(...READERS),
      schema: {
        body: Type.Object({ userName: UserName, coinName: Type.Optional(Coin), recordType: Type.Optional(RecordType), status: Type.Optional(RecordStatus), ...Page }),
        response: operatorAnswer(AssetRecordPage),
      },
    },
    async (request) => records(app.db, await memberId(request.body.userName), request.body, request.locale),
  );

  app.post('/members/sessions', { config: reads(...READERS), schema: { body: Type.Object({ userName: UserName }), response: operatorAnswer(MemberSessions) } }, async (request) =>
    listSessions(app.db, app.clock, options.session, asOperatorOf(await memberId(request.body.userName))),
  );

  app.post(
    '/members/sessions/end',
    { config: changes('compliance'), schema: { body: Type.Object({ userName: UserName, sessionId: Id, reason: Type.Optional(Type.String({ maxLength: 500 })) }), response: operatorAnswer(MemberSessions) } },
    async (request) => {
      const member = asOperatorOf(await memberId(request.body.userName));
      await endSession(app.db, app.clock, member, request.body.sessionId);
      request.log.info({ memberId: member.id, sessionId: request.body.sessionId }, 'operator ended a member session');
      return listSessions(app.db, app.clock, options.session, member);
    },
  );
}
