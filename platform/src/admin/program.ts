import { Command } from 'commander';
import { addAccountCommands } from './cli/accounts.ts';
import { addCommitmentCommands } from './cli/commitment.ts';
import { addDemoCommands } from './cli/demo.ts';
import { addDepositAndWithdrawalCommands } from './cli/deposits-withdrawals.ts';
import { addGameCommands } from './cli/game.ts';
import { addJackpotCommands } from './cli/jackpot.ts';
import { addKycCommands } from './cli/kyc.ts';
import { addMemberCommands } from './cli/members.ts';
import { inSession, setReason, type AdminSession } from './cli/operator-api.ts';
import { addOperatorAndAuditCommands } from './cli/operators-audit.ts';
import { addOtcCommands } from './cli/otc.ts';
import { addOutboxAndLedgerCommands } from './cli/outbox-and-ledger.ts';
import { addPinCodeCommands } from './cli/pin-codes.ts';
import { addProductCommands } from './cli/products.ts';
import { addSecurityCommands } from './cli/security.ts';
import { addTeamCommands } from './cli/team.ts';

export { AdminCommandError, type AdminSession } from './cli/operator-api.ts';

/**
 * The operator's tools (`pnpm admin …`, admin/cli.ts). They talk to the running platform's
 * operator API only, so they start in a fraction of a second and import nothing of the platform
 * itself. Commander never ends the process here: a usage error or `--help` is a CommanderError,
 * a refusal an AdminCommandError, both with the exit code the CLI gives them.
 */
function adminProgram(session: AdminSession): Command {
  const program = new Command('admin')
    .description('Operator tools for the portal platform')
    .showHelpAfterError()
    .exitOverride()
    .configureOutput({ writeOut: (text) => session.out(text), writeErr: (text) => session.err(text) });
  // Registered in this order, the order the help lists them in.
  addMemberCommands(program);
  addOutboxAndLedgerCommands(program);
  addAccountCommands(program);
  addDepositAndWithdrawalCommands(program);
  addProductCommands(program);
  addPinCodeCommands(program);
  addOtcCommands(program);
  addJackpotCommands(program);
  addCommitmentCommands(program);
  addGameCommands(program);
  addTeamCommands(program);
  addKycCommands(program);
  addSecurityCommands(program);
  addOperatorAndAuditCommands(program, (text) => session.out(text));
  addDemoCommands(program);
  // Subcommands stop the process on their own unless told otherwise too.
  for (const command of allCommands(program)) command.exitOverride();
  // Every command may say why (`--reason`), kept in the audit trail; adjustments and fines by a named operator must.
  for (const command of allCommands(program)) {
    if (command.commands.length === 0 && !command.options.some((option) => option.long === '--reason')) command.option('--reason <text>', 'why, kept in the audit trail');
  }
  program.hook('preAction', (_program, actionCommand) => setReason(actionCommand.opts<{ reason?: string }>().reason));
  return program;
}

function allCommands(command: Command): Command[] {
  return command.commands.flatMap((child) => [child, ...allCommands(child)]);
}

/** Runs one operator command, e.g. `['adjust', 'alice', 'CASH_POINT', 'in', '100']`, in `session`. */
export async function runAdmin(args: readonly string[], session: AdminSession): Promise<void> {
  await inSession(session, () => adminProgram(session).parseAsync([...args], { from: 'user' }));
}
