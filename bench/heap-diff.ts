/**
 * Where a process's memory goes between two V8 heap snapshots (BENCHMARKS.md (f)): the live
 * objects of the second minus those of the first, grouped by kind and constructor, largest first.
 * Run: npx -y pnpm@10 --filter @portal/bench exec tsx heap-diff.ts <before.heapsnapshot> <after.heapsnapshot> [per=1000] [rows=30]
 * `per` divides the difference (e.g. by the number of streams opened between the two).
 */
import fs from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

/** Bytes and count of live objects by "kind: constructor". */
function tally(file: string): Map<string, { bytes: number; count: number }> {
  const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
  const fields = snapshot.snapshot.meta.node_fields;
  const kinds = snapshot.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field)) as [number, number, number];
  const totals = new Map<string, { bytes: number; count: number }>();
  for (let node = 0; node < snapshot.nodes.length; node += fields.length) {
    const kind = kinds[snapshot.nodes[node + typeAt]!]!;
    // Strings and code by kind alone; objects by constructor, closures by function name.
    const name = /string|code|number/.test(kind) ? '' : snapshot.strings[snapshot.nodes[node + nameAt]!]!.slice(0, 40);
    const key = name ? `${kind}: ${name}` : kind;
    const total = totals.get(key) ?? { bytes: 0, count: 0 };
    total.bytes += snapshot.nodes[node + sizeAt]!;
    total.count += 1;
    totals.set(key, total);
  }
  return totals;
}

const [beforeFile, afterFile, per = '1', rows = '30'] = process.argv.slice(2);
if (!beforeFile || !afterFile) throw new Error('usage: heap-diff.ts <before.heapsnapshot> <after.heapsnapshot> [per] [rows]');
const before = tally(beforeFile);
const after = tally(afterFile);
const divisor = Number(per);
const grown = [...after].map(([key, { bytes, count }]) => ({
  key,
  bytes: bytes - (before.get(key)?.bytes ?? 0),
  count: count - (before.get(key)?.count ?? 0),
}));
const total = grown.reduce((sum, row) => sum + row.bytes, 0);
console.log(`live heap grown: ${(total / 1048576).toFixed(1)} MB, ${(total / divisor / 1024).toFixed(1)} KB per ${divisor > 1 ? 'unit' : 'run'}`);
console.log('bytes/unit  objects/unit  kind: constructor');
for (const row of grown.sort((a, b) => b.bytes - a.bytes).slice(0, Number(rows))) {
  console.log(`${(row.bytes / divisor).toFixed(0).padStart(10)}  ${(row.count / divisor).toFixed(1).padStart(12)}  ${row.key}`);
}
