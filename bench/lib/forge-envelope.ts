// The same envelope (docs/protocol.md) written with node-forge, both sides, the session key reused
// as our codec reuses it: the pure-JavaScript implementation a team might pick instead.
import forge from 'node-forge';

const oaep = () => ({ md: forge.md.sha256.create(), mgf1: { md: forge.md.sha256.create() } });
const keyIdOf = (key: string) =>
  forge.util.encode64(forge.md.sha256.create().update(key).digest().getBytes().slice(0, 16)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function gcmSeal(key: string, plaintext: string, aad: string): string {
  const iv = forge.random.getBytesSync(12);
  const cipher = forge.cipher.createCipher('AES-GCM', key);
  cipher.start({ iv, additionalData: aad, tagLength: 128 });
  cipher.update(forge.util.createBuffer(plaintext));
  if (!cipher.finish()) throw new Error('forge GCM seal failed');
  return iv + cipher.output.getBytes() + cipher.mode.tag.getBytes();
}

function gcmOpen(key: string, sealed: string, aad: string): string {
  const decipher = forge.cipher.createDecipher('AES-GCM', key);
  decipher.start({ iv: sealed.slice(0, 12), additionalData: aad, tagLength: 128, tag: forge.util.createBuffer(sealed.slice(-16)) });
  decipher.update(forge.util.createBuffer(sealed.slice(12, -16)));
  if (!decipher.finish()) throw new Error('forge: authentication failed');
  return decipher.output.getBytes();
}

export interface ForgeAnswer {
  code: number;
  msg: string;
  data?: unknown;
  encrypted?: boolean;
}

export class ForgeEnvelopeClient {
  readonly #key = forge.random.getBytesSync(32);
  readonly #keyId = keyIdOf(this.#key);
  readonly #encrypted: string;

  constructor(publicKeyPem: string) {
    this.#encrypted = forge.util.encode64(forge.pki.publicKeyFromPem(publicKeyPem).encrypt(this.#key, 'RSA-OAEP', oaep()));
  }

  seal(data: unknown, ip = '') {
    const time = Date.now();
    const sealed = gcmSeal(this.#key, forge.util.encodeUtf8(JSON.stringify(data)), forge.util.encodeUtf8(`${this.#keyId}.${time}.${ip}`));
    const requestIv = forge.util.encode64(sealed.slice(0, 12));
    const body = { needEn: true, requestData: forge.util.encode64(sealed), encrypted: this.#encrypted, keyId: this.#keyId, ip, time };
    const open = (answer: ForgeAnswer) => {
      if (answer.code !== 20000) return { code: answer.code, msg: answer.msg, result: answer.data };
      if (answer.encrypted !== true || typeof answer.data !== 'string') throw new Error('forge: expected an encrypted answer');
      const plaintext = gcmOpen(this.#key, forge.util.decode64(answer.data), forge.util.encodeUtf8(`${this.#keyId}.resp.${requestIv}`));
      return { code: answer.code, msg: answer.msg, result: JSON.parse(forge.util.decodeUtf8(plaintext)) as unknown };
    };
    return { body, open };
  }
}

interface SealedBody {
  needEn: true;
  requestData: string;
  encrypted: string;
  keyId: string;
  ip: string;
  time: number;
}

export class ForgeEnvelopeServer {
  readonly #privateKey: forge.pki.rsa.PrivateKey;
  readonly #keys = new Map<string, string>();
  readonly #seen = new Set<string>();

  constructor(privateKeyPem: string) {
    this.#privateKey = forge.pki.privateKeyFromPem(privateKeyPem);
  }

  open(body: SealedBody) {
    if (Math.abs(Date.now() - body.time) > 60_000) throw new Error('forge: stale');
    let key = this.#keys.get(body.keyId);
    if (!key) {
      key = this.#privateKey.decrypt(forge.util.decode64(body.encrypted), 'RSA-OAEP', oaep());
      if (keyIdOf(key) !== body.keyId) throw new Error('forge: unknown key');
      this.#keys.set(body.keyId, key);
    }
    const sealed = forge.util.decode64(body.requestData);
    const data = JSON.parse(forge.util.decodeUtf8(gcmOpen(key, sealed, forge.util.encodeUtf8(`${body.keyId}.${body.time}.${body.ip}`)))) as unknown;
    const requestIv = forge.util.encode64(sealed.slice(0, 12));
    if (this.#seen.has(requestIv)) throw new Error('forge: replayed');
    this.#seen.add(requestIv);
    const sessionKey = key;
    const reply = (answer: { code: number; msg: string; data: unknown }) => ({
      code: answer.code,
      msg: answer.msg,
      data: forge.util.encode64(gcmSeal(sessionKey, forge.util.encodeUtf8(JSON.stringify(answer.data ?? null)), forge.util.encodeUtf8(`${body.keyId}.resp.${requestIv}`))),
      encrypted: true,
    });
    return { data, reply };
  }
}
