// A statement's files, made only by the platform (statement/files.ts): the CSV's exact layout,
// the arithmetic check before any file is made, and the member's download
// (/api/app/assets/statementFile) in the five languages, plain and sealed, with each CJK script
// embedded as a subset, the platform's refusals, and no file for a statement the ledger disagrees with.
import { pdfText } from '../src/testing-pdf.ts';
import type { EnvelopeClient } from '@portal/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvariantViolation } from '../src/errors.ts';
import { statementAddsUp, statementCsv, statementFile } from '../src/statement/files.ts';
import type { Statement } from '../src/statement/service.ts';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { encryptingClient, login, TestClock, type Loose } from './helpers.ts';
import { credit, signedInMember, type SignedIn } from './money-helpers.ts';


const statement: Statement = {
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

describe('statement files', () => {
  it('writes RFC 4180 CSV with a BOM, GMT+8 times, opening and closing rows, and no live formula', () => {
    expect(statementCsv(statement)).toBe(
      '\uFEFFTime (GMT+8),Type,Reference,Amount,Balance\r\n' +
        '2030-07-01 00:00:00,Opening balance,,,10\r\n' +
        '2030-07-01 00:00:00,Deposit,R1,2.5,12.5\r\n' +
        "2030-07-01 09:30:00,'=cmd|x,R2,-5,7.5\r\n" +
        '2030-07-02 00:00:00,Closing balance,,,7.5\r\n',
    );
  });

  it('checks the arithmetic of what it lays out, and makes no file of a statement that does not add up', async () => {
    expect(statementAddsUp(statement)).toBe(true);
    expect(statementAddsUp({ ...statement, closingBalance: '7.51' })).toBe(false);
    expect(statementAddsUp({ ...statement, entries: [statement.entries[0]!, { ...statement.entries[1]!, amount: '-5.1' }] })).toBe(false);
    const file = await statementFile(statement, 'csv', 'en-US', 'statement-cash_point-2030-07-01-2030-07-01');
    expect({ fileName: file.fileName, contentType: file.contentType }).toEqual({ fileName: 'statement-cash_point-2030-07-01-2030-07-01.csv', contentType: 'text/csv; charset=utf-8' });
    for (const format of ['csv', 'pdf'] as const) {
      await expect(statementFile({ ...statement, closingBalance: '7.51' }, format, 'en-US', 'x')).rejects.toThrow(InvariantViolation);
    }
  });
});

describe('the statement download (/api/app/assets/statementFile)', () => {
  // 23:00 GMT+8 on 30 June 2030: June's 1000 in before the period.
  const clock = new TestClock(new Date('2030-06-30T15:00:00.000Z'));
  let platform: TestPlatform;
  let member: SignedIn;
  let sealing: EnvelopeClient;
  const period = { coinName: 'CASH_POINT', startDay: '2030-07-01', endDay: '2030-07-31' };

  /** The route as the gateway calls it: sealed (or plain), the member's token, the language. */
  async function download(body: Record<string, unknown>, locale: string, options: { sealed?: boolean; token?: string | null } = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'login-type': 'USER', 'accept-language': locale };
    const token = options.token === undefined ? member.token : options.token;
    if (token !== null) headers.token = token;
    const sealed = options.sealed === false ? undefined : sealing.seal(body);
    const response = await fetch(`${platform.url}/api/app/assets/statementFile`, {
      method: 'POST',
      headers,
      body: JSON.stringify(sealed ? sealed.body : { data: body, needEn: false }),
    });
    const wire = Buffer.from(await response.arrayBuffer());
    const json = (response.headers.get('content-type') ?? '').startsWith('application/json');
    return {
      status: response.status,
      headers: response.headers,
      json: json ? (JSON.parse(wire.toString('utf8')) as Loose) : undefined,
      wire,
      file: !json && response.status === 200 ? (sealed ? sealed.openFile(wire) : wire) : undefined,
    };
  }

  beforeAll(async () => {
    platform = await startTestPlatform({ clock });
    sealing = encryptingClient(platform);
    member = await signedInMember(platform);
    await credit(platform, member.userName, 'CASH_POINT', '1000');
    // 1 July from 00:00 GMT+8: 250.5 in, 0.5 out.
    clock.advance(Date.parse('2030-06-30T16:00:00.000Z') - clock.now().getTime());
    await platform.admin('members/adjust', { userName: member.userName, coinName: 'CASH_POINT', direction: 'in', amount: '250.5' });
    clock.advance(60_000);
    await platform.admin('members/adjust', { userName: member.userName, coinName: 'CASH_POINT', direction: 'out', amount: '0.5' });
    clock.advance(60_000);
    member.token = await login(platform, member);
  }, 60_000);
  afterAll(() => platform?.close());

  it('answers a sealed request with the file sealed, a plain one with the file itself', async () => {
    const sealed = await download({ ...period, format: 'csv' }, 'en-US');
    expect(sealed.status).toBe(200);
    expect(sealed.headers.get('content-type')).toBe('application/octet-stream');
    expect(sealed.wire.includes(Buffer.from('Opening balance'))).toBe(false);
    expect(sealed.file!.toString('utf8')).toContain('Opening balance');

    const plain = await download({ ...period, format: 'csv' }, 'en-US', { sealed: false });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(plain.headers.get('content-disposition')).toBe('attachment; filename="statement-cash_point-2030-07-01-2030-07-31.csv"');
    expect(plain.headers.get('cache-control')).toBe('no-store');
    // The same statement, the same bytes, whichever way it travelled.
    expect(plain.file).toEqual(sealed.file);
  });

  it('lays out a CSV in the member language whose balances add up', async () => {
    const { status, file } = await download({ ...period, format: 'csv' }, 'zh-CN');
    expect(status).toBe(200);
    const text = file!.toString('utf8');
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
    ['id-ID', ['Laporan rekening', 'Saldo awal', 'Saldo akhir']],
  ] as const) {
    it(`renders a PDF in ${locale} with its own script embedded, and the right closing balance`, async () => {
      const response = await download({ ...period, format: 'pdf' }, locale);
      expect(response.status).toBe(200);
      const body = response.file!;
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // A subset, not the whole 4–8 MB font.
      expect(body.length).toBeLessThan(200_000);
      const text = await pdfText(body);
      for (const word of words) expect(text).toContain(word);
      expect(text).toContain(member.userName);
      expect(text).toMatch(/1250\s*$|1250\n/m);
      expect(text).toContain('1250.5');
      if (['zh-CN', 'ja-JP', 'ko-KP'].includes(locale)) expect(body.toString('latin1')).toMatch(/\/FontFile3|\/FontFile2/);
      else expect(body.toString('latin1')).not.toMatch(/\/FontFile3|\/FontFile2/);
    }, 60_000);
  }

  it('refuses bad periods, formats and credits in the member language as JSON, and a request without a session', async () => {
    const reversed = await download({ ...period, startDay: '2030-07-31', endDay: '2030-07-01', format: 'pdf' }, 'ko-KP');
    // A rule's refusal travels as every refusal does (HTTP 200, its code in the body): JSON, no file.
    expect(reversed.file).toBeUndefined();
    expect(reversed.json).toMatchObject({ reason: 'STATEMENT_RANGE_REVERSED', msg: '명세서의 시작일은 종료일보다 늦을 수 없습니다' });
    const long = await download({ ...period, startDay: '2029-01-01', endDay: '2030-07-01', format: 'csv' }, 'ja-JP');
    expect(long.json).toMatchObject({ reason: 'STATEMENT_RANGE_TOO_LONG', msg: '明細書の期間は最長 366 日です' });
    const format = await download({ ...period, format: 'xlsx' }, 'zh-CN');
    expect(format.status).toBe(400);
    expect(format.file).toBeUndefined();
    expect(format.json!.msg).toMatch(/^请求参数错误/);
    expect((await download({ ...period, coinName: 'GOLD', format: 'csv' }, 'en-US')).status).toBe(400);
    expect((await download({ ...period, format: 'csv' }, 'en-US', { token: null })).status).toBe(401);
  });

  it('never serves a file of a statement the ledger disagrees with', async () => {
    const account = await platform.db
      .selectFrom('ledger_accounts')
      .select(['id', 'balance'])
      .where('member_id', '=', member.userId)
      .where('coin_name', '=', 'CASH_POINT')
      .where('state', '=', 'available')
      .executeTakeFirstOrThrow();
    try {
      await platform.db.updateTable('ledger_accounts').set({ balance: '1251' }).where('id', '=', account.id).execute();
      for (const format of ['csv', 'pdf'] as const) {
        const response = await download({ ...period, format }, 'en-US');
        expect(response.status).toBe(500);
        expect(response.json).toMatchObject({ code: 500, reason: 'INTERNAL' });
        expect(response.wire.toString('utf8')).not.toContain('1250');
      }
    } finally {
      await platform.db.updateTable('ledger_accounts').set({ balance: account.balance }).where('id', '=', account.id).execute();
    }
    expect((await download({ ...period, format: 'csv' }, 'en-US')).status).toBe(200);
  });
});
