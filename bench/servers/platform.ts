// The platform in a process of its own, for the benchmarks: prints one JSON line when ready.
import { startTestPlatform } from '@portal/platform/testing';
import { createTestDatabase } from '@portal/platform/testing/postgres';

// Each run gets a database of its own on the BENCH_DATABASE_URL server, dropped at the end, so
// runs never meet each other's members.
const database = process.env.BENCH_DATABASE_URL ? await createTestDatabase(process.env.BENCH_DATABASE_URL) : undefined;
const platform = await startTestPlatform(database ? { databaseUrl: database.url } : {});
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
console.log(JSON.stringify({ url: platform.url, publicKeyPem: platform.publicKeyPem, token }));
process.on('SIGTERM', () => void platform.close().then(async () => {
  await database?.drop();
  process.exit(0);
}));
