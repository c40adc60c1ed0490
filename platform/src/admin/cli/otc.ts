import type { Command } from 'commander';
import { CREDIT_TYPES } from '../../credits/credit-types.ts';
import { call, print } from './operator-api.ts';

/** OTC: the settings and the appeals (docs/otc.md). */
export function addOtcCommands(program: Command): void {
  const otcCommand = program.command('otc').description('peer-to-peer trading of USDT_POINT (docs/otc.md); members need the flag: `flags <user> --otc 1`');
  otcCommand
    .command('config')
    .description('the paying credit, the fee rate and who pays the fee')
    .action(async () => print(await call('otc/config')));
  otcCommand
    .command('config-set')
    .option('--credit <credit>', `the credit buyers pay with (offers published from now on): ${CREDIT_TYPES.filter((c) => c !== 'USDT_POINT').join(' | ')}`)
    .option('--fee <ratio>', 'the fee as a fraction, e.g. 0.01 for 1 % (fills from now on)')
    .option('--fee-payer <SELLER|BUYER>', 'SELLER: taken from the proceeds; BUYER: from the USDT_POINT bought')
    .description('change the OTC settings')
    .action(async (options: { credit?: string; fee?: string; feePayer?: string }) =>
      print(await call('otc/config/set', { payCoinName: options.credit, feeRatio: options.fee, feePayer: options.feePayer?.toUpperCase() })),
    );
  otcCommand
    .command('appeals')
    .description('the trades under appeal, oldest first')
    .action(async () => print(await call('otc/appeals')));
  otcCommand
    .command('show')
    .argument('<tradeId>')
    .description('one trade with its appeal, ratings and the whole chat between its two members')
    .action(async (tradeId: string) => print(await call('otc/trade', { tradeId })));
  otcCommand
    .command('decide')
    .argument('<tradeId>')
    .argument('<decision>', 'release (the trade stands) | reverse (the trade is undone, the fee returned)')
    .option('--note <text>', 'why, kept with the trade')
    .description('decide an open appeal: the frozen amounts are released or the trade reversed')
    .action(async (tradeId: string, decision: string, options: { note?: string }) =>
      print(await call('otc/appeals/decide', { tradeId, decision: decision.toUpperCase(), note: options.note })),
    );
}
