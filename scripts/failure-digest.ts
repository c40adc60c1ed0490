// The failures of a test run, a few lines each, from the run's whole log (ANSI colours removed):
// each failed test with its error's first line, what it was waiting for and where it stopped, and
// each unhandled error with the file and test it came during. scripts/test.sh prints it last, so
// a log cut to its tail still says why the run is red.
//
//   node --import tsx scripts/failure-digest.ts <log>
import fs from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const WIDTH = 240;

interface Failure {
  title: string;
  error?: string;
  waitingFor?: string;
  at?: string;
  during?: string;
}

function clip(line: string): string {
  const text = line.trim();
  return text.length > WIDTH ? `${text.slice(0, WIDTH - 1)}…` : text;
}

/** The failed tests and the unhandled errors a vitest log reports, in the order they come. */
export function digest(log: string): { failed: Failure[]; unhandled: Failure[] } {
  const failed = new Map<string, Failure>();
  const unhandled: Failure[] = [];
  let current: Failure | undefined;
  for (const line of stripVTControlCharacters(log).split('\n')) {
    const failHeading = /^ FAIL {2}(.+)$/.exec(line);
    const unhandledHeading = /^⎯+ (Unhandled Rejection|Unhandled Error|Uncaught Exception) ⎯+$/.exec(line);
    if (failHeading) {
      const title = failHeading[1]!.trim();
      current = failed.get(title) ?? { title };
      failed.set(title, current);
      if (current.error) current = undefined; // the same failure printed again: keep the first
      continue;
    }
    if (unhandledHeading) {
      current = { title: unhandledHeading[1]! };
      unhandled.push(current);
      continue;
    }
    if (!current || /^⎯+/.test(line)) {
      current = /^⎯+$/.test(line) || /\[\d+\/\d+\]⎯$/.test(line) ? undefined : current;
      continue;
    }
    if (!current.error) {
      if (line.trim()) current.error = clip(line);
      continue;
    }
    const waiting = /^ {2}- (waiting for .+)$/.exec(line);
    if (waiting && !current.waitingFor) current.waitingFor = clip(waiting[1]!);
    const location = /^ ❯ (?:\S+ )?(\S+:\d+:\d+)$/.exec(line);
    if (location && !current.at && !location[1]!.includes('node_modules')) current.at = location[1]!;
    const origin = /^This error originated in "([^"]+)"/.exec(line);
    if (origin) current.during = origin[1]!;
    const latest = /^The latest test that might've caused the error is "([^"]+)"/.exec(line);
    if (latest) current.during = `${current.during ?? ''} > ${latest[1]!}`;
  }
  return { failed: [...failed.values()], unhandled };
}

function print(mark: string, failure: Failure): string[] {
  const lines = [`${mark} ${clip(failure.title)}`];
  if (failure.during) lines.push(`    during ${clip(failure.during)}`);
  if (failure.error) lines.push(`    ${failure.error}`);
  if (failure.waitingFor) lines.push(`    ${failure.waitingFor}`);
  if (failure.at) lines.push(`    at ${failure.at}`);
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { failed, unhandled } = digest(fs.readFileSync(process.argv[2]!, 'utf8'));
  const out: string[] = [];
  if (failed.length) out.push('', 'Failed:', ...failed.flatMap((failure) => print(' ×', failure)));
  if (unhandled.length) out.push('', 'Unhandled errors:', ...unhandled.flatMap((failure) => print(' !', failure)));
  if (out.length) console.log(out.join('\n'));
}
