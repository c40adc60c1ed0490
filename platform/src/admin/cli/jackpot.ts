import type { Command } from 'commander';
import { call, print } from './operator-api.ts';

/** The jackpot's rounds (docs/jackpot.md). */
export function addJackpotCommands(program: Command): void {
  const jackpot = program.command('jackpot').description('the jackpot (docs/jackpot.md): rounds with a committed seed, drawn by the operator');
  jackpot
    .command('open')
    .argument('<CREDIT>', 'the credit entries are paid in, e.g. CASH_POINT')
    .argument('<ticketPrice>', 'the price of one ticket')
    .option('--fee <ratio>', 'the house fee as a fraction of the pool (0 to below 0.5)', '0')
    .option('--closes <iso>', 'the closing time (ISO 8601); without it the round runs until `jackpot close`')
    .description('open a round: its seed is drawn now and only its SHA-256 commitment is shown until the draw')
    .action(async (coinName: string, ticketPrice: string, o: { fee: string; closes?: string }) =>
      print(await call('jackpot/open', { coinName, ticketPrice, feeRatio: o.fee, closesAt: o.closes })),
    );
  jackpot
    .command('close')
    .argument('<roundId>')
    .description('close a round to entries now (complete); it can then be drawn')
    .action(async (id: string) => print(await call('jackpot/close', { id })));
  jackpot
    .command('draw')
    .argument('<roundId>')
    .description('draw a complete round, once: reveal the seed, pay the winning ticket the pool less the fee as jackpot profit')
    .action(async (id: string) => print(await call('jackpot/draw', { id })));
  jackpot
    .command('list')
    .description('the latest rounds, newest first')
    .action(async () => print(await call('jackpot/list', {})));
  jackpot
    .command('show')
    .argument('<roundId>')
    .description('one round with its ordered ticket list (each order\'s ticket range and member)')
    .action(async (id: string) => print(await call('jackpot/show', { id })));
}
