import { hash, verify } from '@node-rs/argon2';
const o = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const h = await hash('bench-tx-password', o);
for (let i=0;i<5;i++) await verify(h, 'bench-tx-password');
const cpu = process.cpuUsage(); const t = performance.now(); const n=30;
for (let i=0;i<n;i++) await verify(h, 'bench-tx-password');
const u = process.cpuUsage(cpu);
console.log(process.argv[2]??'', 'serial: wall ms', ((performance.now()-t)/n).toFixed(2), 'cpu ms', ((u.user+u.system)/1000/n).toFixed(2), 'sys', (u.system/1000/n).toFixed(2));
