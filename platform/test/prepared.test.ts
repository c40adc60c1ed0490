// A query compiled once and run with new values (src/db/prepared.ts): the same rows as the query
// built afresh, values always sent as parameters, and a build that does not use each value as
// exactly one parameter refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { preparedQuery } from '../src/db/prepared.ts';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { registerMember } from './helpers.ts';

describe('preparedQuery', () => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  const memberByName = preparedQuery((db: Db, userName: string) => db.selectFrom('members').select(['id', 'user_name']).where('user_name', '=', userName));

  it('answers as the query built afresh, for each value it is given', async () => {
    const first = await registerMember(platform);
    const second = await registerMember(platform);
    for (const member of [first, second, first]) {
      const built = await platform.db.selectFrom('members').select(['id', 'user_name']).where('user_name', '=', member.userName).execute();
      expect(await memberByName(platform.db, member.userName)).toEqual(built);
      expect(built).toHaveLength(1);
    }
    expect(await memberByName(platform.db, 'nobody-by-this-name')).toEqual([]);
  });

  it('sends values as parameters, never as text of the statement', async () => {
    const member = await registerMember(platform);
    expect(await memberByName(platform.db, `${member.userName}' OR '1'='1`)).toEqual([]);
    expect(await memberByName(platform.db, "o'brien")).toEqual([]);
  });

  it('refuses a build that uses a value twice or not at all', async () => {
    const twice = preparedQuery((db: Db, userName: string) => db.selectFrom('members').select('id').where('user_name', '=', userName).where('referral_id', '=', userName));
    await expect(twice(platform.db, 'someone')).rejects.toThrow(/exactly one parameter/);
    const unused = preparedQuery((db: Db, _userName: string) => db.selectFrom('members').select('id').where('user_name', '=', 'fixed'));
    await expect(unused(platform.db, 'someone')).rejects.toThrow(/exactly one parameter/);
  });
});
