import type { Command } from 'commander';
import { AdminCommandError, call, print } from './operator-api.ts';

/** What the platform sent the operator, and the ledger's reconciliation. */
export function addOutboxAndLedgerCommands(program: Command): void {
  program
    .command('outbox')
    .option('-n, --limit <count>', 'how many, newest first', (v) => Number.parseInt(v, 10), 20)
    .description('read the messages the platform sent or holds for the operator (verification codes included)')
    .action(async (options: { limit: number }) => print(await call('outbox', { limit: options.limit })));

  program
    .command('ledger-check')
    .description('reconcile the ledger: unbalanced transfers, drifted or negative balances (all empty when sound)')
    .action(async () => {
      const result = await call<Record<string, unknown[]>>('ledger/check');
      print(result);
      if (Object.values(result).some((list) => list.length > 0)) throw new AdminCommandError('The ledger does not reconcile: see the lists above.', 1);
    });
}
