/**
 * Benchmark 4, envelope cost per call (BENCHMARKS.md (b)): seal + open on each side, in process,
 * keys imported once, the session key reused (the RSA step once per key lifetime), encryption
 * on vs off; and the same envelope written with node-forge, both sides.
 * Run alone: npx -y pnpm@10 --filter @portal/bench run bench:envelope   (BENCH_ENVELOPE_CALLS=20000)
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { EnvelopeClient, EnvelopeServer, generateKeyPair } from '@portal/envelope';
import { ForgeEnvelopeClient, ForgeEnvelopeServer, type ForgeAnswer } from './lib/forge-envelope.ts';
import { machine, mark, round, table } from './lib/harness.ts';

const CALLS = Number(process.env.BENCH_ENVELOPE_CALLS ?? 20_000);
const PAYLOAD = { userName: 'bench', pageNum: 1, pageSize: 20, coinName: 'CASH_POINT' };
const ANSWER = Array.from({ length: 7 }, (_, i) => ({ coinName: `COIN_${i}`, assetsAvailable: '1250.5', assetsFrozen: '0', assetsLocked: '0' }));

export interface EnvelopeRow {
  codec: string;
  mode: string;
  /** CPU µs per call. */
  clientUs: number;
  serverUs: number;
  /** Wall-clock µs per call. */
  clientWallUs: number;
  serverWallUs: number;
  /** One new session key: the client's RSA wrap, the server's unwrap (once per key lifetime). */
  newKeyClientUs?: number;
  newKeyServerUs?: number;
}

interface Codec {
  client(): { seal(data: unknown): { body: unknown; open(answer: never): unknown } };
  server(): { open(body: never): Promise<{ reply(answer: { code: number; msg: string; data: unknown }): unknown }> | { reply(answer: { code: number; msg: string; data: unknown }): unknown } };
}

/** Wall-clock and CPU time (this process's user + system) of a batch, in µs per item. */
async function timed<T>(items: number, run: () => Promise<T> | T): Promise<{ result: T; wallUs: number; cpuUs: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await run();
  const wallUs = ((performance.now() - started) * 1000) / items;
  const used = process.cpuUsage(cpu);
  return { result, wallUs, cpuUs: (used.user + used.system) / items };
}

/**
 * µs per call on each side, the JSON round trip of a small request and a seven-balance answer
 * included. Each side's work runs as one batch, so its CPU time can be read apart from the
 * other's: on a shared machine the wall clock also counts the time spent waiting for a core.
 */
async function perCall(codec: Codec, calls: number): Promise<Pick<EnvelopeRow, 'clientUs' | 'serverUs' | 'clientWallUs' | 'serverWallUs'>> {
  const client = codec.client();
  const server = codec.server();
  const seal = await timed(calls, () =>
    Array.from({ length: calls }, () => {
      const sealed = client.seal(PAYLOAD);
      return { sealed, wire: JSON.stringify(sealed.body) };
    }),
  );
  const serve = await timed(calls, async () => {
    const replies: string[] = [];
    for (const { wire } of seal.result) {
      const opened = await server.open(JSON.parse(wire) as never);
      replies.push(JSON.stringify(opened.reply({ code: 20000, msg: 'Success', data: ANSWER })));
    }
    return replies;
  });
  const open = await timed(calls, () => seal.result.forEach(({ sealed }, i) => sealed.open(JSON.parse(serve.result[i]!) as never)));
  return {
    clientUs: round(seal.cpuUs + open.cpuUs, 1),
    serverUs: round(serve.cpuUs, 1),
    clientWallUs: round(seal.wallUs + open.wallUs, 1),
    serverWallUs: round(serve.wallUs, 1),
  };
}

export async function envelopeCost(calls = CALLS): Promise<EnvelopeRow[]> {
  const keys = generateKeyPair();
  const ours = (encrypt: boolean): Codec => ({
    client: () => new EnvelopeClient({ publicKeyPem: keys.publicKeyPem, encrypt }),
    server: () => new EnvelopeServer({ privateKeyPem: keys.privateKeyPem, replayCacheSize: calls * 2 }),
  });
  const forge: Codec = {
    client: () => {
      const client = new ForgeEnvelopeClient(keys.publicKeyPem);
      return { seal: (data: unknown) => client.seal(data) as { body: unknown; open(answer: ForgeAnswer): unknown } };
    },
    server: () => new ForgeEnvelopeServer(keys.privateKeyPem),
  };
  // The RSA step alone: a fresh key per call (a new client, a server that has not seen it).
  const newKey = async (codec: Codec, count: number) => {
    const server = codec.server();
    let clientMs = 0;
    let serverMs = 0;
    for (let i = 0; i < count; i++) {
      let t = performance.now();
      const sealed = codec.client().seal(PAYLOAD);
      clientMs += performance.now() - t;
      t = performance.now();
      await server.open(JSON.parse(JSON.stringify(sealed.body)) as never);
      serverMs += performance.now() - t;
    }
    return { newKeyClientUs: round((clientMs * 1000) / count, 0), newKeyServerUs: round((serverMs * 1000) / count, 0) };
  };
  // Warm-up of every path (JIT) before anything is timed.
  for (const codec of [ours(false), ours(true), forge]) await perCall(codec, Math.min(2_000, calls));
  const forgeCalls = Math.max(1, Math.floor(calls / 4));
  return [
    { codec: 'ours (node:crypto)', mode: 'plain', ...(await perCall(ours(false), calls)) },
    { codec: 'ours (node:crypto)', mode: 'encrypted', ...(await perCall(ours(true), calls)), ...(await newKey(ours(true), 50)) },
    { codec: 'node-forge', mode: 'encrypted', ...(await perCall(forge, forgeCalls)), ...(await newKey(forge, 20)) },
  ];
}

export function envelopeTable(rows: EnvelopeRow[]): string {
  const plain = rows.find((r) => r.mode === 'plain')!;
  return table(
    'Envelope: CPU µs per call (wall-clock µs in brackets), session key reused (target: ≤ 50 µs amortized)',
    rows.map((r) => ({
      codec: r.codec,
      envelope: r.mode,
      'client µs': `${r.clientUs} (${r.clientWallUs}) ${mark(r.clientUs <= 50)}`,
      'server µs': `${r.serverUs} (${r.serverWallUs}) ${mark(r.serverUs <= 50)}`,
      'added by encryption client/server µs': r.mode === 'plain' ? '' : `${round(r.clientUs - plain.clientUs, 1)} / ${round(r.serverUs - plain.serverUs, 1)}`,
      'new key (RSA) client/server µs': r.newKeyClientUs === undefined ? '' : `${r.newKeyClientUs} / ${r.newKeyServerUs}`,
    })),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const rows = await envelopeCost();
  console.log(JSON.stringify({ machine: machine(), rows }, null, 2));
  console.log(envelopeTable(rows));
}
