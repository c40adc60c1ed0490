import fs from 'node:fs';
import { type Command, InvalidArgumentError } from 'commander';
import { call, print } from './operator-api.ts';
import { enabledFlag, nameIn } from './parsers.ts';


/** Insurance and entrust packages, premiums, claims and the daily profit run (see docs/products.md). */
export function addProductCommands(program: Command): void {
  const packages = program.command('package').description('the insurance and entrust package catalogue, and members\' packages');
  packages
    .command('list')
    .option('--kind <kind>', 'INSURANCE | ENTRUST')
    .description('list the catalogue with every rate and limit, its names per language and the languages still without one (missingLanguages)')
    .action(async (options: { kind?: string }) => print(await call('packages/catalogue', { kind: options.kind })));
  packages
    .command('set')
    .argument('<id>', 'catalogue id, e.g. INS-100')
    .option('--kind <kind>', 'INSURANCE | ENTRUST (a new package)')
    .option('--name <name>', 'the en-US name, which members of a language without a name of its own read')
    .option('--name-in <locale=name>', 'the name in another language, e.g. id-ID="Emas 100" (repeatable; an empty name removes it)', nameIn)
    .option('--amount <amount>', 'the package amount')
    .option('--days <days>', 'contract days (insurance) or term days (entrust)', (v) => Number.parseInt(v, 10))
    .option('--daily <ratio>', 'daily profit ratio, e.g. 0.005')
    .option('--max <count>', 'maximum purchase count per member', (v) => Number.parseInt(v, 10))
    .option('--coin <credit>', 'the credit it is bought with')
    .option('--profit-coin <credit>', 'the credit daily profit and claims are paid in')
    .option('--redeem-fee <ratio>', 'redeem fee ratio')
    .option('--premium <ratio>', 'premium ratio (insurance)')
    .option('--premium-rounds <count>', 'premium rounds a package may pay (insurance)', (v) => Number.parseInt(v, 10))
    .option('--claim-payout <ratio>', 'default claim payout, as a ratio of the package amount (insurance)')
    .option('--enabled <true|false>', 'on sale', enabledFlag)
    .option('--sort <n>', 'display order', (v) => Number.parseInt(v, 10))
    .description('change a catalogue package (a new one needs --kind, --name, --amount, --days, --daily, --max)')
    .action(async (id: string, o: Record<string, string | number | boolean | undefined>) =>
      print(
        await call('packages/catalogue/set', {
          id,
          kind: o.kind,
          name: o.name,
          amount: o.amount,
          contractDays: o.days,
          dailyProfitRatio: o.daily,
          maxPurchaseCount: o.max,
          coinName: o.coin,
          profitCoinName: o.profitCoin,
          redeemFeeRatio: o.redeemFee,
          premiumRatio: o.premium,
          premiumRounds: o.premiumRounds,
          claimPayoutRatio: o.claimPayout,
          enabled: o.enabled,
          sortOrder: o.sort,
          names: o.nameIn,
        }),
      ),
    );
  packages
    .command('of')
    .argument('<userName>')
    .argument('<kind>', 'INSURANCE | ENTRUST')
    .description("a member's packages")
    .action(async (userName: string, kind: string) => print(await call('packages/list', { userName, kind })));
  packages
    .command('grant')
    .argument('<userName>')
    .argument('<matchingId>', 'catalogue id')
    .argument('<origin>', 'special (the member owns the principal) | trial (the platform takes it back at redeem)')
    .description('give a member a special or trial package, funded by the platform')
    .action(async (userName: string, matchingId: string, origin: string) => {
      if (origin !== 'special' && origin !== 'trial') throw new InvalidArgumentError('origin must be special or trial');
      print(await call('packages/grant', { userName, matchingId, origin: origin.toUpperCase() }));
    });
  packages
    .command('fine')
    .argument('<packageId>')
    .argument('<amount>')
    .argument('<reason...>')
    .description("take part of a package's principal (a fine record); the member may refill it")
    .action(async (id: string, amount: string, reason: string[]) => print(await call('packages/fine', { id, amount, reason: reason.join(' ') })));

  const premium = program.command('premium').description('insurance premiums');
  premium
    .command('issue')
    .argument('<packageId>')
    .description('the platform pays the next premium round of a package')
    .action(async (packageId: string) => print(await call('premiums/issue', { packageId })));
  premium
    .command('recall')
    .argument('<premiumId>')
    .description('recall a premium that has insured no order yet (a member-paid one is refunded)')
    .action(async (id: string) => print(await call('premiums/recall', { id })));

  const claims = program.command('claim').description('review insurance claims');
  claims
    .command('list')
    .option('-s, --status <status>', 'PENDING_REVIEW | UNDER_REVIEW | INFO_REQUESTED | APPROVED | REJECTED')
    .option('-n, --limit <count>', 'how many, newest first', (v) => Number.parseInt(v, 10), 50)
    .description('list claims with their status timeline')
    .action(async (options: { status?: string; limit: number }) => print(await call('claims/list', { status: options.status, limit: options.limit })));
  claims
    .command('review')
    .argument('<id>')
    .description('mark a claim as under review')
    .action(async (id: string) => print(await call('claims/review', { id })));
  claims
    .command('request-info')
    .argument('<id>')
    .argument('<note...>', 'what the member should send (through support)')
    .description('ask the member for more information')
    .action(async (id: string, note: string[]) => print(await call('claims/request-info', { id, note: note.join(' ') })));
  claims
    .command('approve')
    .argument('<id>')
    .option('--amount <amount>', 'payout (default: package amount × the claim payout ratio)')
    .description('approve a claim: the payout is credited (a claim record)')
    .action(async (id: string, options: { amount?: string }) => print(await call('claims/approve', { id, amount: options.amount })));
  claims
    .command('reject')
    .argument('<id>')
    .argument('<reason...>', 'shown to the member')
    .description('reject a claim with a reason')
    .action(async (id: string, reason: string[]) => print(await call('claims/reject', { id, reason: reason.join(' ') })));
  claims
    .command('screenshot')
    .argument('<id>')
    .argument('<file>', 'where to save the picture')
    .description("save a claim's screenshot, with its SHA-256 and the time the platform received it")
    .action(async (id: string, file: string) => {
      const shot = await call<{ sha256: string; contentType: string; receivedAt: string; base64: string }>('claims/screenshot', { id });
      fs.writeFileSync(file, Buffer.from(shot.base64, 'base64'));
      print({ file, sha256: shot.sha256, contentType: shot.contentType, receivedAt: shot.receivedAt });
    });

  program
    .command('accrue')
    .option('--date <YYYY-MM-DD>', 'one GMT+8 day (default: every day not yet run, up to today)')
    .description('run the daily profit for a day; a day already run credits nothing twice')
    .action(async (options: { date?: string }) => print(await call('accrual/run', { date: options.date })));
  program
    .command('monthly-statements')
    .option('--month <YYYY-MM>', 'one GMT+8 month (default: the last month that has ended)')
    .description('email the month’s statements to the members who opted in; a member already sent that month gets none again')
    .action(async (options: { month?: string }) => print(await call('statements/monthly/run', { month: options.month })));
  program
    .command('accruals')
    .option('-n, --limit <count>', 'how many days, newest first', (v) => Number.parseInt(v, 10), 30)
    .description('the days the daily profit has run, with how many packages each credited')
    .action(async (options: { limit: number }) => print(await call('accrual/runs', { limit: options.limit })));
}
