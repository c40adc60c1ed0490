// The member's statement download through the real gateway in front of the real platform: the
// platform makes the file (its layout is tested in platform/test/statement-files.test.ts), the
// gateway passes it on sealed-then-opened, with the same headers, refusals and codes.
import { pdfText } from '@portal/platform/testing/pdf';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import supertest from 'supertest';
import type { FastifyInstance } from 'fastify';
import { createGateway } from '../src/index.ts';
import { login, registerMember, startStack, testConfig, uniqueName, type Stack } from './helpers.ts';
import { FaultProxy } from './support/fault-proxy.ts';

/** The platform's business clock, moved by hand. */
let nowMs = Date.parse('2030-06-30T15:00:00.000Z');
const clock = { now: () => new Date(nowMs) };

const binary = (res: IncomingMessage, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};


describe('GET /export/statement.csv and .pdf', () => {
  let stack: Stack;
  let token: string;
  let userName: string;
  let userId: string;
  const download = (format: 'csv' | 'pdf', query: string, locale: string) =>
    stack.http.get(`/export/statement.${format}?${query}`).set('authorization', `Bearer ${token}`).set('accept-language', locale).buffer(true).parse(binary as unknown as Parameters<ReturnType<typeof stack.http.get>['parse']>[0]);

  beforeAll(async () => {
    stack = await startStack({ encrypt: true, platform: { clock } });
    userName = uniqueName('stmt');
    ({ userId } = await registerMember(stack, userName));
    // June (GMT+8): 1000 in. July 1 from 00:00 GMT+8: 250.5 in, 0.5 out.
    await stack.platform.admin('members/adjust', { userName, coinName: 'CASH_POINT', direction: 'in', amount: '1000' });
    nowMs = Date.parse('2030-06-30T16:00:00.000Z');
    await stack.platform.admin('members/adjust', { userName, coinName: 'CASH_POINT', direction: 'in', amount: '250.5' });
    nowMs += 60_000;
    await stack.platform.admin('members/adjust', { userName, coinName: 'CASH_POINT', direction: 'out', amount: '0.5' });
    nowMs += 60_000;
    token = await login(stack, userName);
  }, 120_000);

  afterAll(() => stack?.close());

  it('downloads a CSV in the member language whose balances add up', async () => {
    const response = await download('csv', 'coinName=CASH_POINT&from=2030-07-01&to=2030-07-31', 'zh-CN');
    expect(response.status, String(response.body)).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="statement-cash_point-2030-07-01-2030-07-31.csv"');
    const text = (response.body as Buffer).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    // The platform's file as it made it (its layout: platform/test/statement-files.test.ts).
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect([lines[0], lines.at(-1), lines.length]).toEqual(['时间 (GMT+8),类型,单号,金额,余额', '2030-07-01 00:02:00,期末余额,,,1250', 5]);
  });

  // One language is enough here: the file passes whole, its CJK font subset included.
  it('passes on the PDF in zh-CN with its own script embedded, and the right closing balance', async () => {
    const response = await download('pdf', 'coinName=CASH_POINT&from=2030-07-01&to=2030-07-31', 'zh-CN');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const body = response.body as Buffer;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A subset, not the whole 4–8 MB font.
    expect(body.length).toBeLessThan(200_000);
    expect(body.toString('latin1')).toMatch(/\/FontFile3|\/FontFile2/);
    const text = await pdfText(body);
    for (const word of ['对账单', '期初余额', '期末余额', userName, '1250.5']) expect(text).toContain(word);
  }, 60_000);

  it('refuses bad periods and credits with a localized 400, and a missing token with 401', async () => {
    const reversed = await download('pdf', 'coinName=CASH_POINT&from=2030-07-31&to=2030-07-01', 'ko-KP');
    expect(reversed.status).toBe(400);
    expect(JSON.parse(String(reversed.body))).toMatchObject({ reason: 'STATEMENT_RANGE_REVERSED', message: '명세서의 시작일은 종료일보다 늦을 수 없습니다' });
    const long = await download('csv', 'coinName=CASH_POINT&from=2029-01-01&to=2030-07-01', 'ja-JP');
    expect(long.status).toBe(400);
    expect(JSON.parse(String(long.body))).toMatchObject({ reason: 'STATEMENT_RANGE_TOO_LONG', message: '明細書の期間は最長 366 日です' });
    const unknown = await download('csv', 'coinName=GOLD&from=2030-07-01&to=2030-07-01', 'zh-CN');
    expect(unknown.status).toBe(400);
    expect(JSON.parse(String(unknown.body)).message).toMatch(/^请求参数错误/);
    const missing = await download('csv', 'coinName=CASH_POINT&from=2030-07-01', 'en-US');
    expect(missing.status).toBe(400);
    const anonymous = await stack.http.get('/export/statement.pdf?coinName=CASH_POINT&from=2030-07-01&to=2030-07-01');
    expect(anonymous.status).toBe(401);
  });

  it('never serves a statement the ledger disagrees with', async () => {
    const account = await stack.platform.db
      .selectFrom('ledger_accounts')
      .select(['id', 'balance'])
      .where('member_id', '=', userId)
      .where('coin_name', '=', 'CASH_POINT')
      .where('state', '=', 'available')
      .executeTakeFirstOrThrow();
    try {
      await stack.platform.db.updateTable('ledger_accounts').set({ balance: '1251' }).where('id', '=', account.id).execute();
      for (const format of ['csv', 'pdf'] as const) {
        const response = await download(format, 'coinName=CASH_POINT&from=2030-07-01&to=2030-07-31', 'en-US');
        expect(response.status).toBe(500);
        expect(response.headers['content-type']).toContain('application/json');
      }
    } finally {
      await stack.platform.db.updateTable('ledger_accounts').set({ balance: account.balance }).where('id', '=', account.id).execute();
    }
    expect((await download('csv', 'coinName=CASH_POINT&from=2030-07-01&to=2030-07-31', 'en-US')).status).toBe(200);
  });

  it('never passes on a file that was cut or altered on the way: 502, JSON, no file', async () => {
    const proxy = new FaultProxy(stack.platform.url);
    await proxy.listen();
    let gateway: FastifyInstance | undefined;
    try {
      gateway = await createGateway(testConfig({ upstreamUrl: proxy.url, envelope: { encrypt: true, publicKeyPem: stack.platform.publicKeyPem } }));
      const http = supertest(await gateway.listen({ port: 0, host: '127.0.0.1' }));
      const viaProxy = (format: 'csv' | 'pdf') =>
        http.get(`/export/statement.${format}?coinName=CASH_POINT&from=2030-07-01&to=2030-07-31`).set('authorization', `Bearer ${token}`).set('accept-language', 'en-US');
      expect((await viaProxy('csv')).status).toBe(200);
      proxy.inject({ kind: 'truncated' });
      for (const format of ['csv', 'pdf'] as const) {
        const response = await viaProxy(format);
        expect(response.status).toBe(502);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.body).toMatchObject({ code: 'BAD_GATEWAY', reason: 'ENVELOPE_TAMPERED' });
      }
    } finally {
      await gateway?.close();
      await proxy.close();
    }
  });
});
