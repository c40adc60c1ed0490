import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Argon2Pool } from '../src/lib/argon2-pool.js';
import { hashPassword, UNUSABLE_PASSWORD_HASH, verifyPassword } from '../src/lib/passwords.js';

/** The nice value of each of this process's threads, by thread id (Linux). */
function niceByThread(): Map<string, number> {
  const nice = new Map<string, number>();
  for (const tid of fs.readdirSync('/proc/self/task')) {
    // The fields after the command's closing parenthesis; nice is the 19th field of the line.
    const fields = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    nice.set(tid, Number(fields[16]));
  }
  return nice;
}

describe('passwords', () => {
  it('checks a password against its Argon2id hash, and nothing else', async () => {
    const passwordHash = await hashPassword('correct horse');
    expect(passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(passwordHash, 'correct horse')).toBe(true);
    expect(await verifyPassword(passwordHash, 'correct horsE')).toBe(false);
    expect(await verifyPassword('not a hash', 'correct horse')).toBe(false);
    expect(await verifyPassword(UNUSABLE_PASSWORD_HASH, '')).toBe(false);
  });

  it('queues more checks than it has workers and answers each with its own result', async () => {
    const pool = new Argon2Pool(1);
    const passwordHash = await pool.run({ kind: 'hash', password: 'secret12', options: { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } });
    const guesses = ['secret12', 'secret13', 'secret12', '', 'secret12'];
    const results = await Promise.all(guesses.map((password) => pool.run({ kind: 'verify', passwordHash, password })));
    expect(results).toEqual([true, false, true, false, true]);
  });

  it('fails a job the library refuses, and goes on with the next', async () => {
    const pool = new Argon2Pool(1);
    await expect(pool.run({ kind: 'hash', password: 'secret12', options: { algorithm: 2, memoryCost: 1, timeCost: 2, parallelism: 1 } })).rejects.toThrow();
    expect(await pool.run({ kind: 'verify', passwordHash: await hashPassword('secret12'), password: 'secret12' })).toBe(true);
  });

  it.runIf(process.platform === 'linux')('hashes at a lower priority than the thread that answers requests', async () => {
    const passwordHash = await hashPassword('secret12');
    const before = niceByThread();
    const pool = new Argon2Pool(2);
    await Promise.all([1, 2].map(() => pool.run({ kind: 'verify', passwordHash, password: 'secret12' })));
    const after = niceByThread();
    const started = [...after].filter(([tid]) => !before.has(tid)).map(([, nice]) => nice);
    expect(started.filter((nice) => nice === 10)).toHaveLength(2);
    // The main thread (its id is the process's) keeps its priority.
    expect(after.get(String(process.pid))).toBe(before.get(String(process.pid)));
  });
});
