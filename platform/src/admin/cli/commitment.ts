import type { Command } from 'commander';
import { call, print } from './operator-api.ts';
import { flag } from './parsers.ts';

/** Commitment packages (docs/commitment.md). */
export function addCommitmentCommands(program: Command): void {
  const commitments = program.command('commitment').description('commitment packages (docs/commitment.md); members need the flag: `flags <user> --commitment 1`');
  commitments
    .command('list')
    .option('--pending', 'only those waiting for review')
    .option('-u, --user <userName>', "one member's")
    .description('commitment applications and free claims, oldest first')
    .action(async (o: { pending?: boolean; user?: string }) => print(await call('commitments/list', { pending: o.pending === true, userName: o.user })));
  commitments
    .command('approve')
    .argument('<id>')
    .option('--note <text>', 'a note for the member')
    .description('approve a waiting commitment: its package opens from the frozen amount')
    .action(async (id: string, o: { note?: string }) => print(await call('commitments/approve', { id, note: o.note })));
  commitments
    .command('reject')
    .argument('<id>')
    .argument('<reason...>')
    .description('reject a waiting commitment with a reason: the frozen amount returns to available')
    .action(async (id: string, reason: string[]) => print(await call('commitments/reject', { id, reason: reason.join(' ') })));
  commitments
    .command('free')
    .option('--plan <planId>', 'the catalogue package the free claim opens (a trial package)')
    .option('--enabled <0|1>', 'whether members may claim it', flag)
    .description('configure the free package (without options: show it)')
    .action(async (o: { plan?: string; enabled?: 0 | 1 }) =>
      print(await call('commitments/free', { matchingId: o.plan, enabled: o.enabled === undefined ? undefined : o.enabled === 1 })),
    );
}
