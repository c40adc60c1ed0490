/**
 * `envelope-keys <private-dir> <public-dir>`: makes the platform's envelope key pair once
 * (kept in <private-dir>, readable by its owner only) and publishes the public key alone
 * into <public-dir>, so the gateway can be given the public key without ever seeing the
 * private one. Run again, it keeps the existing pair and republishes the public key.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadOrCreateKeyPair, publicKeyFingerprint } from '@portal/envelope';

const PUBLIC_KEY_FILE = 'envelope-public.pem';

function publishEnvelopeKeys(privateDir: string, publicDir: string): { created: boolean; fingerprint: string } {
  const keys = loadOrCreateKeyPair(privateDir);
  fs.mkdirSync(publicDir, { recursive: true });
  const target = path.join(publicDir, PUBLIC_KEY_FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, keys.publicKeyPem, { mode: 0o644 });
  fs.renameSync(temporary, target);
  return { created: keys.created, fingerprint: publicKeyFingerprint(keys.publicKeyPem) };
}

// An entry point of its own (dist/admin/envelope-keys.js), imported by nothing.
const [privateDir, publicDir] = process.argv.slice(2);
if (!privateDir || !publicDir) {
  console.error('usage: envelope-keys <private-dir> <public-dir>');
  process.exit(2);
}
const { created, fingerprint } = publishEnvelopeKeys(path.resolve(privateDir), path.resolve(publicDir));
console.log(`${created ? 'Created' : 'Kept'} the envelope key pair; public key ${fingerprint} published to ${path.resolve(publicDir)}`);
