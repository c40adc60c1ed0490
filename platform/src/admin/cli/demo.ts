import type { Command } from 'commander';
import { call, print } from './operator-api.ts';

/** Demo mode (DEMO=1; docs/operations.md, "Demo mode"). */
export function addDemoCommands(program: Command): void {
  const demo = program.command('demo').description('demo mode (DEMO=1): see the whole cycle in minutes');
  demo
    .command('next-day')
    .description("move the demo's clock one day on and run the daily profit that became due (members stay signed in)")
    .action(async () => print(await call('demo/next-day', {})));
}
