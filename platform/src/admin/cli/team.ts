import type { Command } from 'commander';
import { call, print } from './operator-api.ts';

/** The rank ladder and the bonus rates (docs/team.md). */
export function addTeamCommands(program: Command): void {
  const teamCommand = program.command('team').description('the rank ladder and the bonus rates (docs/team.md)');
  teamCommand
    .command('config')
    .description('the rank rules and the bonus rates')
    .action(async () => print(await call('team/config')));
  teamCommand
    .command('rule-set')
    .argument('<level>', 'rank 0…7', (v) => Number.parseInt(v, 10))
    .option('--personal <amount>', 'personal volume needed')
    .option('--team <amount>', 'team volume needed')
    .option('--directs <count>', 'active direct referrals needed', (v) => Number.parseInt(v, 10))
    .option('--overriding <rate>', "the rank's overriding rate")
    .option('--referral-overriding <rate>', "the rank's referral overriding rate (on the sponsor bonus)")
    .description("change a rank's promotion rule or overriding rates")
    .action(async (level: number, o: { personal?: string; team?: string; directs?: number; overriding?: string; referralOverriding?: string }) =>
      print(
        await call('team/rules/set', {
          level,
          personalVolume: o.personal,
          teamVolume: o.team,
          directReferrals: o.directs,
          overridingRate: o.overriding,
          referralOverridingRate: o.referralOverriding,
        }),
      ),
    );
  teamCommand
    .command('rate-set')
    .argument('<key>', 'SPONSOR | LEVEL_2 | LEVEL_3 | LEVEL_4 | PAR | REFERRAL_PAR | PERSONAL_REBATE | TEAM_REBATE | PROFIT_SHARING_1 | PROFIT_SHARING_2 | PROFIT_SHARING_3')
    .option('--rate <rate>', 'share of the base (purchase amount, sponsor bonus or daily profit: docs/team.md)')
    .option('--min-level <rank>', 'least rank the beneficiary needs', (v) => Number.parseInt(v, 10))
    .description('change a bonus rate')
    .action(async (key: string, o: { rate?: string; minLevel?: number }) => print(await call('team/rates/set', { key, rate: o.rate, minLevel: o.minLevel })));
}
