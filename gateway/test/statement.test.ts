import { PDFParse } from 'pdf-parse';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementAddsUp, statementCsv } from '../src/assets/statement.ts';
import type { UpstreamStatement } from '../src/assets/upstream.ts';
import { login, registerMember, startStack, uniqueName, type Stack } from './helpers.ts';

/** The platform's business clock, moved by hand. */
let nowMs = Date.parse('2030-06-30T15:00:00.000Z');
const clock = { now: () => new Date(nowMs) };

const binary = (res: IncomingMessage, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('statement files', () => {
  const statement: UpstreamStatement = {
    coinName: 'CASH_POINT',
    creditName: 'Cash',
    userName: 'alice',
    startDay: '2030-07-01',
    endDay: '2030-07-01',
    from: '2030-06-30T16:00:00.000Z',
    to: '2030-07-01T16:00:00.000Z',
    generatedAt: '2030-07-02T00:00:00.000Z',
    openingBalance: '10',
    closingBalance: '7.5',
    totalIn: '2.5',
    totalOut: '-5',
    entries: [
      { time: '2030-06-30T16:00:00.000Z', recordType: 'DEPOSIT', kind: 'Deposit', reference: 'R1', amount: '2.5', balance: '12.5' },
      { time: '2030-07-01T01:30:00.000Z', recordType: 'TRANSFER', kind: '=cmd|x', reference: 'R2', amount: '-5', balance: '7.5' },
    ],
    labels: {
      title: 'Statement', member: 'Member', credit: 'Credit', period: 'Period', generatedAt: 'Issued', openingBalance: 'Opening balance',
      closingBalance: 'Closing balance', totalIn: 'In', totalOut: 'Out', time: 'Time (GMT+8)', kind: 'Type', reference: 'Reference',
      amount: 'Amount', balance: 'Balance', noEntries: 'None', verified: 'Verified', page: 'Page',
    },
    display: { from: '2030-07-01 00:00 (GMT+8)', to: '2030-07-02 00:00 (GMT+8)', generatedAt: '2030-07-02 08:00 (GMT+8)' },
  };

  it('writes RFC 4180 CSV with a BOM, GMT+8 times, opening and closing rows, and no live formula', () => {
    expect(statementCsv(statement)).toBe(
      '\uFEFFTime (GMT+8),Type,Reference,Amount,Balance\r\n' +
        '2030-07-01 00:00:00,Opening balance,,,10\r\n' +
        '2030-07-01 00:00:00,Deposit,R1,2.5,12.5\r\n' +
        "2030-07-01 09:30:00,'=cmd|x,R2,-5,7.5\r\n" +
        '2030-07-02 00:00:00,Closing balance,,,7.5\r\n',
    );
  });

  it('checks the arithmetic of what the platform sent', () => {
    expect(statementAddsUp(statement)).toBe(true);
    expect(statementAddsUp({ ...statement, closingBalance: '7.51' })).toBe(false);
    expect(statementAddsUp({ ...statement, entries: [statement.entries[0]!, { ...statement.entries[1]!, amount: '-5.1' }] })).toBe(false);
  });
});

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
    expect(text.slice(1).trimEnd().split('\r\n')).toEqual([
      '时间 (GMT+8),类型,单号,金额,余额',
      '2030-07-01 00:00:00,期初余额,,,1000',
      expect.stringMatching(/^2030-07-01 00:00:00,调账增加,R\d{18},250\.5,1250\.5$/),
      expect.stringMatching(/^2030-07-01 00:01:00,调账扣减,R\d{18},-0\.5,1250$/),
      '2030-07-01 00:02:00,期末余额,,,1250',
    ]);
  });

  for (const [locale, words] of [
    ['zh-CN', ['对账单', '期初余额', '期末余额', '调账增加']],
    ['ja-JP', ['取引明細書', '期首残高', '期末残高']],
    ['ko-KP', ['거래 명세서', '기초 잔액', '기말 잔액']],
    ['en-US', ['Statement', 'Opening balance', 'Closing balance']],
  ] as const) {
    it(`renders a PDF in ${locale} with its own script embedded, and the right closing balance`, async () => {
      const response = await download('pdf', 'coinName=CASH_POINT&from=2030-07-01&to=2030-07-31', locale);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const body = response.body as Buffer;
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // A subset, not the whole 4–8 MB font.
      expect(body.length).toBeLessThan(200_000);
      const text = await pdfText(body);
      for (const word of words) expect(text).toContain(word);
      expect(text).toContain(userName);
      expect(text).toMatch(/1250\s*$|1250\n/m);
      expect(text).toContain('1250.5');
      if (locale !== 'en-US') expect(body.toString('latin1')).toMatch(/\/FontFile3|\/FontFile2/);
    }, 60_000);
  }

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
});
