// A software authenticator for tests (docs/testing.md): it makes real WebAuthn credentials with
// node:crypto (ES256 on P-256) and answers registration and sign-in options as a browser's
// `startRegistration` / `startAuthentication` would, with a `none` attestation. The platform
// verifies what it makes with @simplewebauthn/server, unchanged: nothing is mocked.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  throw new Error('a test value this long is not expected');
}

/** The few CBOR shapes an attestation needs: small integers, text, bytes and maps. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

/** Flags of authenticator data: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface StoredCredential {
  id: Buffer;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

export interface AssertionOptions {
  /** Answer with this credential (base64url id) rather than the first one the options allow. */
  credentialId?: string;
  /** Sign this counter instead of the next one (a cloned authenticator's going back). */
  counter?: number;
  /** Sign for this origin instead of the authenticator's (a phishing site). */
  origin?: string;
}

/** One authenticator holding discoverable credentials, signing for `origin`. */
export class SoftwareAuthenticator {
  readonly credentials: StoredCredential[] = [];
  constructor(readonly origin: string) {}

  /** What `startRegistration(options)` answers, as JSON text. */
  register(optionsJson: string): string {
    const options = JSON.parse(optionsJson) as { challenge: string; rp: { id: string }; user: { id: string } };
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const id = randomBytes(16);
    const credentialIdLength = Buffer.from([id.length >> 8, id.length & 0xff]);
    const authData = Buffer.concat([sha256(options.rp.id), Buffer.from([UP | UV | AT]), counterBytes(0), Buffer.alloc(16), credentialIdLength, id, cbor(coseKey)]);
    const attestationObject = cbor(new Map<string, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: this.origin, crossOrigin: false });
    this.credentials.push({ id, rpId: options.rp.id, userHandle: options.user.id, privateKey, counter: 0 });
    return JSON.stringify({
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: { clientDataJSON: b64url(Buffer.from(clientDataJSON)), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    });
  }

  /** What `startAuthentication(options)` answers, as JSON text. */
  authenticate(optionsJson: string, tamper: AssertionOptions = {}): string {
    const options = JSON.parse(optionsJson) as { challenge: string; rpId: string; allowCredentials?: { id: string }[] };
    const allowed = options.allowCredentials?.map((entry) => entry.id);
    const credential = this.credentials.find(
      (stored) => stored.rpId === options.rpId && (tamper.credentialId ? b64url(stored.id) === tamper.credentialId : !allowed || allowed.length === 0 || allowed.includes(b64url(stored.id))),
    );
    if (!credential) throw new Error('this authenticator holds no credential the options allow');
    credential.counter = tamper.counter ?? credential.counter + 1;
    const authData = Buffer.concat([sha256(options.rpId), Buffer.from([UP | UV]), counterBytes(credential.counter)]);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: tamper.origin ?? this.origin, crossOrigin: false }));
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return JSON.stringify({
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: credential.userHandle },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    });
  }
}

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}
