// The platform in a process of its own, for the benchmarks: prints one JSON line when ready.
//   BENCH_DATABASE_URL  a database of its own on that PostgreSQL server (PGlite in memory otherwise)
//   BENCH_SEED_MEMBERS  that many more members `seed0`, `seed1`, … each with a session, for the
//                       fan-in benchmarks (copies of the `bench` member, see seedMembers)
//   BENCH_CPU_PROFILE   see profiling.ts
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { startTestPlatform } from '@portal/platform/testing';
import { createTestDatabase } from '@portal/platform/testing/postgres';
import { profileOnSignal } from './profiling.ts';

// Each run gets a database of its own on the BENCH_DATABASE_URL server, dropped at the end, so
// runs never meet each other's members.
const database = process.env.BENCH_DATABASE_URL ? await createTestDatabase(process.env.BENCH_DATABASE_URL) : undefined;
// As a deployment runs it, not as the tests do: NODE_ENV=test also checks every answer against
// its route's schema (`checkAnswers`), a test's cost the benchmarks must not count.
const platform = await startTestPlatform({ ...(database ? { databaseUrl: database.url } : {}), env: { NODE_ENV: 'development' } });
const call = async (path: string, data: unknown) => {
  const response = await fetch(`${platform.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'login-type': 'USER' },
    body: JSON.stringify({ data, needEn: false }),
  });
  const body = (await response.json()) as { code: number; data: Record<string, string> };
  if (body.code !== 20000) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data;
};
const captcha = await call('/api/captcha/image', {});
await call('/api/app/user/userRegister', {
  userName: 'bench',
  password: 'bench-password',
  confirmPassword: 'bench-password',
  transactionPassword: 'bench-tx-password',
  countryCode: 'US',
  referralId: platform.rootReferralId,
  captchaId: captcha.captchaId,
  captchaCode: platform.captchaAnswer,
});
const { token } = await call('/api/app/user/login', { userName: 'bench', password: 'bench-password' });
await platform.admin('members/adjust', { userName: 'bench', coinName: 'CASH_POINT', direction: 'in', amount: '1250.5' });

const BASE32 = '0123456789abcdefghijklmnopqrstuv';
const randomId = (length: number) => Array.from(randomBytes(length), (b) => BASE32[b & 31]).join('');

/**
 * Members made by copying the registered `bench` member's rows (password hashes, sponsor, its
 * seven credits × three states of ledger accounts at zero) and a session each, straight into
 * the database: registering a thousand members through the API costs two Argon2id hashes
 * each, minutes on a shared machine, and is not what these benchmarks measure.
 */
async function seedMembers(count: number): Promise<Array<{ userName: string; token: string }>> {
  const seeded: Array<{ userName: string; token: string }> = [];
  const expiresAt = new Date(Date.now() + 24 * 3600_000);
  for (let start = 0; start < count; start += 100) {
    await platform.db.transaction().execute(async (tx) => {
      for (let i = start; i < Math.min(count, start + 100); i++) {
        const id = `usr_${randomId(26)}`;
        const userName = `seed${i}`;
        await sql`
          insert into members (id, user_name, password_hash, transaction_password_hash, country_code, referral_id, sponsor_id)
          select ${id}, ${userName}, password_hash, transaction_password_hash, country_code, ${randomId(8).toUpperCase()}, sponsor_id
          from members where user_name = 'bench'`.execute(tx);
        await sql`
          insert into ledger_accounts (id, member_id, coin_name, state)
          select 'acc_' || substr(md5(random()::text || a.id), 1, 26), ${id}, a.coin_name, a.state
          from ledger_accounts a join members m on m.id = a.member_id where m.user_name = 'bench'`.execute(tx);
        const sessionToken = randomBytes(32).toString('base64url');
        await sql`
          insert into sessions (token_hash, id, member_id, expires_at)
          values (${createHash('sha256').update(sessionToken).digest('hex')}, ${`ses_${randomId(24)}`}, ${id}, ${expiresAt})`.execute(tx);
        seeded.push({ userName, token: sessionToken });
      }
    });
  }
  return seeded;
}

const seeded = await seedMembers(Number(process.env.BENCH_SEED_MEMBERS ?? 0));
console.log(
  JSON.stringify({
    url: platform.url,
    publicKeyPem: platform.publicKeyPem,
    token,
    adminToken: platform.adminToken,
    captchaAnswer: platform.captchaAnswer,
    rootReferralId: platform.rootReferralId,
    seeded,
  }),
);
profileOnSignal(process.env.BENCH_CPU_PROFILE);
process.on('SIGTERM', () => void platform.close().then(async () => {
  await database?.drop();
  process.exit(0);
}));
