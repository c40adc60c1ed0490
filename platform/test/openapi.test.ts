/* eslint-disable @typescript-eslint/no-explicit-any -- the document is read as loose JSON */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { OPENAPI_PATH } from '../src/plugins/openapi.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

async function document(): Promise<any> {
  const response = await fetch(`${platform.url}${OPENAPI_PATH}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return response.json();
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3 and lists every member and operator API path, none of the service ones', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.0.3');
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/app/assets/assetsList', '/api/app/makeOver/makeOver', '/api/app/user/login', '/api/captcha/image', '/admin/api/convert/approve']),
    );
    expect(paths.every((path) => path.startsWith('/api/') || path.startsWith('/admin/api/'))).toBe(true);
    expect(paths).not.toContain(OPENAPI_PATH);
    expect(paths.filter((path) => doc.paths[path].post.tags[0] === 'operator').every((path) => path.startsWith('/admin/api/'))).toBe(true);
    const ids = paths.map((path) => doc.paths[path].post.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes bodies as they travel: the route schema inside the plain envelope, or the sealed one', async () => {
    const doc = await document();
    const operation = doc.paths['/api/app/makeOver/makeOver'].post;
    expect(operation.operationId).toBe('app_makeOver_makeOver');
    const [plain, sealed] = operation.requestBody.content['application/json'].schema.oneOf;
    expect(plain.required).toEqual(['data', 'needEn']);
    expect(plain.properties.data.required).toEqual(['toUser', 'coinName', 'amount', 'transactionPassword', 'requestId']);
    expect(plain.properties.data.properties.amount.type).toBe('string');
    expect(sealed.required).toEqual(expect.arrayContaining(['requestData', 'encrypted', 'keyId', 'time']));
    expect(operation.parameters.map((p: any) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(['header:token', 'header:login-type']));
    const answers = operation.responses['200'].content['application/json'].schema.oneOf;
    expect(answers.map((answer: any) => answer.title)).toEqual(['Success', 'Sealed success', 'Refusal']);
  });

  it("describes each answer's data: a convert order's fields, each with its type", async () => {
    const doc = await document();
    const [success] = doc.paths['/api/app/convert/convert'].post.responses['200'].content['application/json'].schema.oneOf;
    const order = success.properties.data;
    expect(order.required).toEqual(expect.arrayContaining(['id', 'fromCoin', 'toCoin', 'amount', 'fee', 'toAmount', 'status', 'createdAt']));
    expect(order.properties.amount).toMatchObject({ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' });
    expect(order.properties.createdAt).toMatchObject({ type: 'string', format: 'date-time' });
    const [operatorAnswer] = doc.paths['/admin/api/convert/list'].post.responses['200'].content['application/json'].schema.oneOf;
    expect(operatorAnswer.properties.list.items.required).toContain('userName');
  });

  it('writes a choice of values as one enumeration, nullable where the field may be null', async () => {
    const doc = await document();
    const [success] = doc.paths['/api/app/withdrawal/withdrawal'].post.responses['200'].content['application/json'].schema.oneOf;
    const withdrawal = success.properties.data.properties;
    expect(withdrawal.type).toEqual({ type: 'string', enum: ['CHAIN', 'BANK'] });
    expect(withdrawal.coinName).toMatchObject({ type: 'string', enum: expect.arrayContaining(['CASH_POINT', 'USDT_POINT']) });
    expect(withdrawal.addressType).toEqual({ type: 'string', nullable: true, enum: ['BEP20', 'TRC20', 'ERC20', null] });
    // Nowhere in the document a union whose branches are each one value: client generators take those for objects.
    const unionsOfValues: string[] = [];
    const walk = (node: any, at: string) => {
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${at}/${index}`));
      if (typeof node !== 'object' || node === null) return;
      if (Array.isArray(node.anyOf) && node.anyOf.every((branch: any) => Array.isArray(branch.enum) && branch.enum.length === 1)) unionsOfValues.push(at);
      for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
    };
    walk(doc, '');
    expect(unionsOfValues).toEqual([]);
  });

  it('describes a file answer as bytes, and only its refusal as JSON', async () => {
    const doc = await document();
    const operation = doc.paths['/api/app/assets/statementFile'].post;
    expect(operation.tags).toEqual(['member']);
    expect(operation.requestBody.content['application/json'].schema.oneOf[0].properties.data.required).toEqual(['coinName', 'startDay', 'endDay', 'format']);
    expect(operation.responses['200'].content['application/octet-stream'].schema).toEqual({ type: 'string', format: 'binary' });
    expect(operation.responses['200'].content['application/json']).toBeUndefined();
    expect(operation.responses['4XX'].content['application/json'].schema.title).toBe('Refusal');
  });

  it('describes a call that works: a plain body shaped by the document is answered', async () => {
    const doc = await document();
    const schema = doc.paths['/api/captcha/image'].post.requestBody.content['application/json'].schema.oneOf[0];
    expect(schema.properties.needEn.enum).toEqual([false]);
    const response = await fetch(`${platform.url}/api/captcha/image`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: {}, needEn: false }),
    });
    const answer = (await response.json()) as any;
    expect(answer.code).toBe(20000);
    expect(typeof answer.data.captchaId).toBe('string');
  });
});
