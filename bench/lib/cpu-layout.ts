// Which cores each process of a benchmark may run on. On the development machine every process
// shares its two cores; in production the gateway and the platform run in containers of their
// own. `split` gives the platform and its database one core and the gateway the other, with the
// load tool on the gateway's core (so it competes with the gateway, not with what it measures).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import pg from 'pg';

export type CpuLayout = 'shared' | 'split';

export function cpuLayout(): CpuLayout {
  const layout = process.env.BENCH_CPU_LAYOUT ?? 'shared';
  if (layout !== 'shared' && layout !== 'split') throw new Error(`BENCH_CPU_LAYOUT must be shared or split, not ${layout}`);
  if (layout === 'split' && cpus().length < 2) throw new Error('BENCH_CPU_LAYOUT=split needs two cores');
  return layout;
}

/** The cores of the machine as taskset writes them, e.g. `0-1`. */
const ALL_CORES = `0-${cpus().length - 1}`;

/** Every thread of `pid` (and the threads it starts later) on `cores` (taskset's list, e.g. `0`). */
export function pin(pid: number, cores: string): void {
  execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', cores, String(pid)], { stdio: 'ignore' });
}

/** The PostgreSQL server's postmaster and the processes it has forked (its backends and workers). */
async function postgresProcesses(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ data_directory: string }>('show data_directory');
    const postmaster = Number(readFileSync(`${rows[0]!.data_directory}/postmaster.pid`, 'utf8').split('\n')[0]);
    const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
    return [postmaster, ...children];
  } finally {
    await client.end();
  }
}

/**
 * Pins the PostgreSQL server at `databaseUrl` (it must run on this machine, readable by this
 * user) to `cores`; backends forked later inherit the postmaster's cores. Returns the undo, which
 * gives it every core again: the server outlives the benchmark.
 */
export async function pinPostgres(databaseUrl: string, cores: string): Promise<() => Promise<void>> {
  const pinAll = async (to: string) => {
    for (const pid of await postgresProcesses(databaseUrl)) {
      try {
        pin(pid, to);
      } catch (error) {
        // A backend that ended between the listing and its pinning needs no cores.
        if (existsSync(`/proc/${pid}`)) throw error;
      }
    }
  };
  await pinAll(cores);
  return () => pinAll(ALL_CORES);
}

/** This process back on every core. */
export const unpinSelf = () => pin(process.pid, ALL_CORES);
