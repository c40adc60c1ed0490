import type { Command } from 'commander';
import { CREDIT_TYPES } from '../../credits/credit-types.ts';
import { call, print } from './operator-api.ts';
import { enabledFlag, nameIn } from './parsers.ts';

/** Bank accounts, withdrawal addresses, convert and transfer (see docs/rest-api-accounts.md). */
export function addAccountCommands(program: Command): void {
  const bank = program.command('bank').description("the platform's receiving bank accounts for bank deposits");
  bank
    .command('add')
    .argument('<channelName>', 'the channel members pick, e.g. "USD bank transfer"')
    .argument('<bankName>')
    .argument('<accountName>')
    .argument('<accountNumber>', 'digits, spaces and dashes')
    .requiredOption('--rate <exchangeRate>', 'credits per 1 USD paid in, e.g. 1')
    .option('--name-in <locale=name>', 'the channel name in another language, e.g. zh-CN="美元银行转账" (repeatable)', nameIn)
    .description('add a receiving bank account (currency USD); the channel name given is the en-US one and the fallback')
    .action(async (channelName: string, bankName: string, accountName: string, accountNumber: string, options: { rate: string; nameIn?: Record<string, string> }) =>
      print(await call('bank/add', { channelName, bankName, accountName, accountNumber, exchangeRate: options.rate, ...(options.nameIn ? { names: options.nameIn } : {}) })),
    );
  bank
    .command('set')
    .argument('<id>')
    .requiredOption('--name-in <locale=name>', 'the channel name in another language (repeatable; an empty name removes it)', nameIn)
    .description("name a receiving bank channel in other languages (members of a language without one read the en-US name; `bank list` flags them in missingLanguages)")
    .action(async (id: string, options: { nameIn: Record<string, string> }) => print(await call('bank/set', { id, names: options.nameIn })));
  bank
    .command('list')
    .option('--all', 'include removed accounts')
    .description('list the receiving bank accounts')
    .action(async (options: { all?: boolean }) => print(await call('bank/list', { includeRemoved: options.all ?? false })));
  bank
    .command('remove')
    .argument('<id>')
    .description('stop offering a receiving bank account (kept for the records)')
    .action(async (id: string) => print(await call('bank/remove', { id })));

  program
    .command('addresses')
    .argument('<userName>')
    .description("list a member's withdrawal addresses and when each becomes usable")
    .action(async (userName: string) => print(await call('withdrawal-address/list', { userName })));

  const convertOrders = program.command('convert').description('convert orders waiting for review');
  convertOrders
    .command('list')
    .option('-s, --status <status>', 'PENDING | SUCCESS | CANCELLED | REJECTED', 'PENDING')
    .option('-n, --limit <count>', 'how many, newest first', (v) => Number.parseInt(v, 10), 20)
    .description('list convert orders (pending ones unless --status)')
    .action(async (options: { status: string; limit: number }) => print(await call('convert/list', { status: options.status, pageSize: options.limit })));
  convertOrders
    .command('approve')
    .argument('<id>')
    .description('approve a pending convert: the member receives the other credit')
    .action(async (id: string) => print(await call('convert/approve', { id })));
  convertOrders
    .command('reject')
    .argument('<id>')
    .option('-r, --reason <text>', 'shown to the member on the records')
    .description('reject a pending convert: the frozen amount returns to the member')
    .action(async (id: string, options: { reason?: string }) => print(await call('convert/reject', { id, reason: options.reason })));

  const convertConfig = program.command('convert-config').description('the convert pairs members may use');
  convertConfig
    .command('list')
    .description('list every convert pair with its rate, fee ratio, minimum and review threshold')
    .action(async () => print(await call('convert-config/list')));
  convertConfig
    .command('set')
    .argument('<fromCoin>', CREDIT_TYPES.join(' | '))
    .argument('<toCoin>', CREDIT_TYPES.join(' | '))
    .option('--rate <rate>', 'toCoin credited per 1 fromCoin (after the fee)')
    .option('--fee <ratio>', 'fee ratio, 0 ≤ ratio < 1 (0.02 = 2%)')
    .option('--min <amount>', 'minimum amount')
    .option('--review-above <amount>', 'converts above this wait for approval; "none" to never review')
    .option('--enabled <true|false>', 'offer the pair to members', enabledFlag)
    .description('change a convert pair (a new pair needs --rate and --min)')
    .action(async (fromCoin: string, toCoin: string, options: { rate?: string; fee?: string; min?: string; reviewAbove?: string; enabled?: boolean }) =>
      print(
        await call('convert-config/set', {
          fromCoin,
          toCoin,
          rate: options.rate,
          feeRatio: options.fee,
          minAmount: options.min,
          reviewAbove: options.reviewAbove === 'none' ? null : options.reviewAbove,
          enabled: options.enabled,
        }),
      ),
    );

  // `make-over-config`: the SPEC's name for the same thing (its /makeOver paths), kept as an alias.
  const transferConfig = program.command('transfer-config').alias('make-over-config').description('which credits members may transfer to each other');
  transferConfig
    .command('list')
    .description('list transferable credits with their minimum and fee ratio')
    .action(async () => print(await call('transfer-config/list')));
  transferConfig
    .command('set')
    .argument('<coinName>', CREDIT_TYPES.join(' | '))
    .option('--min <amount>', 'minimum amount')
    .option('--fee <ratio>', 'fee ratio, 0 ≤ ratio < 1')
    .option('--enabled <true|false>', 'allow transfers of this credit', enabledFlag)
    .description('change a transferable credit (a new one needs --min)')
    .action(async (coinName: string, options: { min?: string; fee?: string; enabled?: boolean }) =>
      print(await call('transfer-config/set', { coinName, minAmount: options.min, feeRatio: options.fee, enabled: options.enabled })),
    );

  program
    .command('transfer-lock')
    .argument('<userName>')
    .option('--clear', 'reopen transfers now instead')
    .description("close a member's transfers until 00:00 GMT+8 tomorrow (as an insurance redeem does)")
    .action(async (userName: string, options: { clear?: boolean }) =>
      print(await call(options.clear ? 'transfer-lock/clear' : 'transfer-lock', { userName })),
    );
}
