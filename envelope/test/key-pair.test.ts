import { createHash, createPublicKey } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvelopeClient, EnvelopeServer, generateKeyPair, loadOrCreateKeyPair, publicKeyFingerprint } from '../src/index.ts';

const temporaryRoots: string[] = [];
afterAll(() => {
  for (const root of temporaryRoots) rmSync(root, { recursive: true, force: true });
});

function temporaryDir(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'envelope-keys-'));
  temporaryRoots.push(root);
  return path.join(root, 'nested', 'keys');
}

describe('generateKeyPair', () => {
  it('makes a 2048-bit RSA pair in PEM', async () => {
    const { publicKeyPem, privateKeyPem } = generateKeyPair();
    expect(publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(createPublicKey(publicKeyPem).asymmetricKeyDetails?.modulusLength).toBe(2048);
  });
});

describe('loadOrCreateKeyPair', () => {
  it('creates the pair once (private file mode 0600) and reuses it afterwards', async () => {
    const dir = temporaryDir();
    const first = loadOrCreateKeyPair(dir);
    expect(first.created).toBe(true);
    expect(statSync(path.join(dir, 'envelope-private.pem')).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(dir, 'envelope-public.pem'), 'utf8')).toBe(first.publicKeyPem);

    const second = loadOrCreateKeyPair(dir);
    expect(second).toEqual({ ...first, created: false });

    const client = new EnvelopeClient({ publicKeyPem: first.publicKeyPem, encrypt: true });
    const server = new EnvelopeServer({ privateKeyPem: second.privateKeyPem });
    expect((await server.open(client.seal({ ok: 1 }).body)).data).toEqual({ ok: 1 });
  });

  it('rewrites a missing or stale public key file from the private key', async () => {
    const dir = temporaryDir();
    const { publicKeyPem } = loadOrCreateKeyPair(dir);
    writeFileSync(path.join(dir, 'envelope-public.pem'), generateKeyPair().publicKeyPem);
    expect(loadOrCreateKeyPair(dir).publicKeyPem).toBe(publicKeyPem);
    expect(readFileSync(path.join(dir, 'envelope-public.pem'), 'utf8')).toBe(publicKeyPem);
  });

  it('refuses a private key file that other users can read', async () => {
    const dir = temporaryDir();
    loadOrCreateKeyPair(dir);
    chmodSync(path.join(dir, 'envelope-private.pem'), 0o644);
    expect(() => loadOrCreateKeyPair(dir)).toThrow(/chmod 600/);
  });
});

describe('publicKeyFingerprint', () => {
  it('is the hex SHA-256 of the DER public key, stable across PEM formatting', async () => {
    const { publicKeyPem } = generateKeyPair();
    const der = createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' });
    const fingerprint = publicKeyFingerprint(publicKeyPem);
    expect(fingerprint).toBe(createHash('sha256').update(der).digest('hex'));
    expect(publicKeyFingerprint(`\n${publicKeyPem}\n`)).toBe(fingerprint);
    expect(publicKeyFingerprint(generateKeyPair().publicKeyPem)).not.toBe(fingerprint);
  });
});
