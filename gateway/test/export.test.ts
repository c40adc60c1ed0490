import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, EXPORT_MAX_ROWS } from '../src/assets/export.ts';
import { gql, login, registerMember, startStack, uniqueName, type Stack } from './helpers.ts';

describe('csvCell', () => {
  it('quotes what RFC 4180 needs quoted', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });

  it('defuses spreadsheet formulas but keeps negative amounts as numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell('-cmd')).toBe("'-cmd");
  });

  it('has a bound', () => expect(EXPORT_MAX_ROWS).toBeGreaterThan(0));
});

describe('GET /export/records.csv', () => {
  let stack: Stack;
  let token: string;
  let userName: string;

  beforeAll(async () => {
    stack = await startStack({ encrypt: true });
    userName = uniqueName('export');
    await registerMember(stack, userName);
    token = await login(stack, userName);
    // 105 records: more than one upstream page of 100.
    for (let i = 0; i < 104; i++) {
      await stack.platform.admin('members/adjust', { userName, coinName: 'CASH_POINT', direction: 'in', amount: `${i + 1}` });
    }
    await stack.platform.admin('members/adjust', { userName, coinName: 'GMT', direction: 'in', amount: '7.25' });
  }, 120_000);

  afterAll(() => stack?.close());

  it('streams every record of the filter, across pages, with localized headers', async () => {
    const response = await stack.http
      .get('/export/records.csv?coinName=CASH_POINT')
      .set('authorization', `Bearer ${token}`)
      .set('accept-language', 'zh-CN')
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => done(null, text));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="records-cash_point-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = response.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('时间 (UTC),单号,交易号,积分,类型,金额,手续费,实际到账,状态,原因,附言,哈希');
    expect(lines).toHaveLength(1 + 104);
    // Newest first, the record type by its localized name, amounts as exact decimals.
    expect(lines[1]).toMatch(/,CASH_POINT,调账增加,104,0,104,SUCCESS,,,$/);
    expect(lines.at(-1)).toMatch(/,CASH_POINT,调账增加,1,0,1,SUCCESS,,,$/);
    expect(text).not.toContain('GMT');
  });

  it('takes empty parameters as no filter', async () => {
    const response = await stack.http.get('/export/records.csv?coinName=&recordType=&from=&to=').set('authorization', `Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.text.trim().split('\r\n')).toHaveLength(1 + 105);
  });

  it('applies the status and search filters of the records query, over every page', async () => {
    const csvRows = async (query: string) => {
      const response = await stack.http.get(`/export/records.csv?${query}`).set('authorization', `Bearer ${token}`);
      expect(response.status, response.text).toBe(200);
      return response.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n').slice(1);
    };
    expect(await csvRows('status=PENDING_REVIEW')).toEqual([]);
    expect(await csvRows('status=SUCCESS')).toHaveLength(105);

    // A search by a record's receipt number: exactly what the records query finds with it.
    const listed = await gql<{ records: { items: { receiptNumber: string }[] } }>(
      stack.http,
      'query($filter: RecordFilter) { records(filter: $filter, page: { pageNum: 1, pageSize: 100 }) { items { receiptNumber } } }',
      { filter: { coinName: 'GMT' } },
      { token },
    );
    const receipt = listed.data!.records.items[0]!.receiptNumber;
    const found = await csvRows(`status=SUCCESS&search=${encodeURIComponent(` ${receipt} `)}`);
    expect(found).toHaveLength(1);
    expect(found[0]!.split(',')[1]).toBe(receipt);
    expect(found[0]).toContain(',GMT,');
    expect(await csvRows(`status=PENDING&search=${receipt}`)).toEqual([]);
  });

  it('refuses an unknown status and an overlong search with 400', async () => {
    for (const query of ['status=DONE', `search=${'9'.repeat(101)}`]) {
      const response = await stack.http.get(`/export/records.csv?${query}`).set('authorization', `Bearer ${token}`);
      expect(response.status, query).toBe(400);
      expect(response.body.code).toBe('BAD_REQUEST');
    }
  });

  it('refuses a request without a token, in the member language', async () => {
    const response = await stack.http.get('/export/records.csv').set('accept-language', 'ja-JP');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('says the session is over when the token is no longer valid', async () => {
    const other = await login(stack, userName);
    await stack.http.post('/graphql').set('authorization', `Bearer ${other}`).send({ query: 'mutation { logout }' });
    const response = await stack.http.get('/export/records.csv').set('authorization', `Bearer ${other}`);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a malformed filter with 400', async () => {
    const response = await stack.http.get('/export/records.csv?coinName=NOPE').set('authorization', `Bearer ${token}`);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('BAD_REQUEST');
  });
});
