import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { Forbidden, RuleViolation } from '../errors.ts';

/** onRequest hook for operator routes: the `x-admin-token` header must equal the admin token. */
export function adminGuard(adminToken: string) {
  const expected = Buffer.from(adminToken);
  return async (request: FastifyRequest) => {
    const given = Buffer.from(String(request.headers['x-admin-token'] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Forbidden();
  };
}

/** A member's id by user name (case-insensitive), for operator commands. */
export async function memberIdByName(db: Db, userName: string): Promise<string> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['user_name']), '=', userName.toLowerCase()))
    .executeTakeFirst();
  if (!row) throw new RuleViolation('MEMBER_NOT_FOUND');
  return row.id;
}
