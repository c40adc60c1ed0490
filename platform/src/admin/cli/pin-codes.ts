import type { Command } from 'commander';
import { CREDIT_TYPES } from '../../credits/credit-types.ts';
import { call, print } from './operator-api.ts';
import { flag } from './parsers.ts';

/** PIN codes (docs/pin-codes.md). */
export function addPinCodeCommands(program: Command): void {
  const pinCodes = program.command('pin').description('PIN codes (docs/pin-codes.md); members need the PIN flag: `flags <user> --pin 1`');
  pinCodes
    .command('issue')
    .argument('<userName>')
    .argument('<planId>', 'a package plan id, e.g. ENT-100')
    .option('-q, --quantity <count>', 'how many codes (1–100)', (v) => Number.parseInt(v, 10), 1)
    .description('issue PIN codes to a member, free of charge')
    .action(async (userName: string, matchingId: string, options: { quantity: number }) => print(await call('pin-codes/issue', { userName, matchingId, quantity: options.quantity })));
  pinCodes
    .command('of')
    .argument('<userName>')
    .description("a member's PIN codes, held or passed on")
    .action(async (userName: string) => print(await call('pin-codes/list', { userName })));
  pinCodes
    .command('show')
    .argument('<code>', 'the 12-character code or its id')
    .description('one PIN code with its chain of custody')
    .action(async (code: string) => print(await call('pin-codes/show', { code })));
  pinCodes
    .command('prices')
    .description('what a code of each package plan costs, and which credit pays')
    .action(async () => print(await call('pin-codes/prices')));
  pinCodes
    .command('price-set')
    .argument('<planId>')
    .option('--price <amount>', 'the price of one code')
    .option('--credit <credit>', `the credit that pays: ${CREDIT_TYPES.join(' | ')}`)
    .option('--enabled <0|1>', 'on sale (1) or not (0)', flag)
    .description("set a plan's PIN code price, paying credit or sale switch")
    .action(async (matchingId: string, options: { price?: string; credit?: string; enabled?: 0 | 1 }) =>
      print(await call('pin-codes/prices/set', { matchingId, price: options.price, coinName: options.credit, enabled: options.enabled === undefined ? undefined : options.enabled === 1 })),
    );
}
