// The platform in a process of its own, for the benchmarks: prints one JSON line when ready.
import { startTestPlatform } from '@portal/platform/testing';

const platform = await startTestPlatform(process.env.BENCH_DATABASE_URL ? { databaseUrl: process.env.BENCH_DATABASE_URL } : {});
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
process.on('SIGTERM', () => void platform.close().then(() => process.exit(0)));
