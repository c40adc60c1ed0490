// The envelope against an independent node-forge implementation, in both roles.
import { describe, expect, it } from 'vitest';
import { EnvelopeClient, EnvelopeError, EnvelopeServer, type EncryptedRequest } from '../src/index.ts';
import { platformKeys } from './fixtures.ts';
import { forgeSeal } from './forge-client.ts';
import { forgeOpen } from './forge-server.ts';

const data = { userName: 'ålice', note: '中文 and emoji 🚀', pageSize: 20 };

describe('node-forge client ↔ EnvelopeServer', () => {
  it('opens a forge-sealed request and answers in a form forge opens', async () => {
    const server = new EnvelopeServer({ privateKeyPem: platformKeys.privateKeyPem });
    const forge = forgeSeal(platformKeys.publicKeyPem, data, { ip: '2001:db8::1', time: Date.now() });
    const opened = await server.open(JSON.parse(JSON.stringify(forge.body)));
    expect(opened).toMatchObject({ data, encrypted: true, ip: '2001:db8::1' });
    const answer = { list: [{ coinName: 'CASH_POINT', assetsAvailable: '12.50' }], total: 1 };
    const wire = opened.reply({ code: 20000, msg: 'Success', data: answer });
    expect(forge.open(JSON.parse(JSON.stringify(wire)))).toMatchObject({ code: 20000, msg: 'Success', result: answer });
  });

  it('refuses a forge-sealed request whose ip was changed', async () => {
    const server = new EnvelopeServer({ privateKeyPem: platformKeys.privateKeyPem });
    const forge = forgeSeal(platformKeys.publicKeyPem, data, { ip: '198.51.100.1', time: Date.now() });
    const refusal = await (async () => {
      try {
        await server.open({ ...forge.body, ip: '198.51.100.2' });
        return 'accepted';
      } catch (error) {
        return error instanceof EnvelopeError ? error.reason : 'other error';
      }
    })();
    expect(refusal).toBe('TAMPERED');
  });
});

describe('EnvelopeClient ↔ node-forge server', () => {
  it('has its request opened by forge and opens forge\'s encrypted answer', () => {
    const client = new EnvelopeClient({ publicKeyPem: platformKeys.publicKeyPem, encrypt: true });
    const sealed = client.seal(data, { ip: '203.0.113.7' });
    const forge = forgeOpen(platformKeys.privateKeyPem, sealed.body as EncryptedRequest);
    expect(forge.data).toEqual(data);
    const answer = { token: 'tok_1', expiresAt: '2026-11-22T08:00:00.000Z' };
    expect(sealed.open(forge.reply(20000, 'Success', answer))).toEqual({ code: 20000, msg: 'Success', result: answer });
  });

  it('has the reused session key of later requests opened by forge too', async () => {
    const client = new EnvelopeClient({ publicKeyPem: platformKeys.publicKeyPem, encrypt: true });
    const first = client.seal({ n: 1 }).body as EncryptedRequest;
    const second = client.seal({ n: 2 }).body as EncryptedRequest;
    expect(second.keyId).toBe(first.keyId);
    expect(forgeOpen(platformKeys.privateKeyPem, second).data).toEqual({ n: 2 });
  });
});
