import { userInfo } from 'node:os';
import type { Command } from 'commander';
import { call, print } from './operator-api.ts';

/** The operator's login name on this machine, the default "who" of a recorded reset. */
function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return 'operator';
  }
}

/** Second factors (docs/security.md): an operator's reset after an identity check, recorded. */
export function addSecurityCommands(program: Command): void {
  program
    .command('reset-factors')
    .argument('<userName>')
    .requiredOption('--reason <text>', 'how the identity was checked, e.g. "video call, ticket 4411"')
    .option('--operator <name>', 'who resets (recorded); the login name on this machine unless given')
    .description("remove a member's second factors after checking who they are; recorded and the member told")
    .action(async (userName: string, options: { reason: string; operator?: string }) =>
      print(await call('security/factors/reset', { userName, operator: options.operator ?? osUser(), reason: options.reason })),
    );
}
