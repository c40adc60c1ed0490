import { type Command, InvalidArgumentError } from 'commander';
import { CREDIT_TYPES } from '../../credits/credit-types.ts';
import { call, print } from './operator-api.ts';
import { flag } from './parsers.ts';

/** Members: the root sponsor, a member's profile, balance adjustments, bans and profile flags. */
export function addMemberCommands(program: Command): void {
  program
    .command('root-sponsor')
    .description('show the root sponsor (creating it if missing) and its referral ID')
    .action(async () => print(await call('root-sponsor')));

  program
    .command('member')
    .argument('<userName>')
    .description("show a member's profile, flags and balances")
    .action(async (userName: string) => print(await call('members/get', { userName })));

  program
    .command('adjust')
    .argument('<userName>')
    .argument('<credit>', CREDIT_TYPES.join(' | '))
    .argument('<direction>', 'in (credit the member) or out (debit the member)')
    .argument('<amount>', 'a positive decimal, e.g. 100 or 12.5')
    .option('-r, --remark <text>', 'why, for the record')
    .description("credit or debit a member's available balance (an adjust in / adjust out record)")
    .action(async (userName: string, credit: string, direction: string, amount: string, options: { remark?: string }) => {
      if (!(CREDIT_TYPES as readonly string[]).includes(credit)) throw new InvalidArgumentError(`credit must be one of ${CREDIT_TYPES.join(', ')}`);
      if (direction !== 'in' && direction !== 'out') throw new InvalidArgumentError('direction must be in or out');
      print(await call('members/adjust', { userName, coinName: credit, direction, amount, remark: options.remark }));
    });

  program
    .command('ban')
    .argument('<userName>')
    .description('ban a member: login refused, every session ended')
    .action(async (userName: string) => print(await call('members/ban', { userName, banned: true })));

  program
    .command('unban')
    .argument('<userName>')
    .description('lift a ban')
    .action(async (userName: string) => print(await call('members/ban', { userName, banned: false })));

  program
    .command('unfreeze')
    .argument('<userName>')
    .argument('<note>', 'how the member was identified and why the freeze is lifted, for the record')
    .option('--by <operator>', 'who lifts it, for the record', 'operator')
    .description("lift a member's account freeze (docs/security.md); recorded with who and why")
    .action(async (userName: string, note: string, options: { by: string }) => print(await call('security/freeze/lift', { userName, operator: options.by, note })));

  program
    .command('flags')
    .argument('<userName>')
    .option('--commitment <0|1>', 'commitmentPackageStatus', flag)
    .option('--otc <0|1>', 'otcStatus (P2P)', flag)
    .option('--pin <0|1>', 'matchingCodeStatus (PIN code)', flag)
    .description("set a member's profile flags")
    .action(async (userName: string, options: { commitment?: 0 | 1; otc?: 0 | 1; pin?: 0 | 1 }) =>
      print(
        await call('members/flags', {
          userName,
          commitmentPackageStatus: options.commitment,
          otcStatus: options.otc,
          matchingCodeStatus: options.pin,
        }),
      ),
    );
}
