import fs from 'node:fs';
import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { CREDIT_TYPES } from '../credits/credit-types.ts';
import { ADMIN_TOKEN_FILE, PLATFORM_URL_FILE } from '../lib/data-files.ts';

/**
 * `pnpm admin …`: the operator's tools. They talk to the running platform's operator API,
 * which finds its address and token in DATA_DIR (or PLATFORM_URL / ADMIN_TOKEN).
 */
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');

function readSetting(envName: string, file: string, hint: string): string {
  const fromEnv = process.env[envName];
  if (fromEnv) return fromEnv.trim();
  const filePath = path.join(dataDir, file);
  if (!fs.existsSync(filePath)) {
    console.error(`Cannot find ${filePath}: ${hint} (or set ${envName}).`);
    process.exit(2);
  }
  return fs.readFileSync(filePath, 'utf8').trim();
}

async function call<T>(route: string, body: unknown = {}): Promise<T> {
  const url = readSetting('PLATFORM_URL', PLATFORM_URL_FILE, 'is the platform running? Start it with `pnpm start`');
  const token = readSetting('ADMIN_TOKEN', ADMIN_TOKEN_FILE, 'the platform writes it on its first start');
  let response: Response;
  try {
    response = await fetch(`${url}/admin/api/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': token },
      body: JSON.stringify(body),
    });
  } catch {
    console.error(`The platform at ${url} does not answer. Is it running?`);
    process.exit(2);
  }
  const payload = (await response.json()) as T & { code?: number; msg?: string };
  if (!response.ok || payload.code === 9001) {
    console.error(`Refused: ${payload.msg ?? response.statusText}`);
    process.exit(1);
  }
  return payload;
}

const print = (value: unknown) => console.log(JSON.stringify(value, null, 2));

const flag = (value: string) => {
  if (value !== '0' && value !== '1') throw new InvalidArgumentError('must be 0 or 1');
  return Number(value) as 0 | 1;
};

const program = new Command('admin').description('Operator tools for the portal platform').showHelpAfterError();

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
    if (Object.values(result).some((list) => list.length > 0)) process.exit(1);
  });

// Bank accounts, withdrawal addresses, convert and transfer (see docs/rest-api-accounts.md).

const bank = program.command('bank').description("the platform's receiving bank accounts for bank deposits");
bank
  .command('add')
  .argument('<channelName>', 'the channel members pick, e.g. "USD bank transfer"')
  .argument('<bankName>')
  .argument('<accountName>')
  .argument('<accountNumber>', 'digits, spaces and dashes')
  .requiredOption('--rate <exchangeRate>', 'credits per 1 USD paid in, e.g. 1')
  .description('add a receiving bank account (currency USD)')
  .action(async (channelName: string, bankName: string, accountName: string, accountNumber: string, options: { rate: string }) =>
    print(await call('bank/add', { channelName, bankName, accountName, accountNumber, exchangeRate: options.rate })),
  );
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

const enabledFlag = (value: string) => {
  if (value !== 'true' && value !== 'false') throw new InvalidArgumentError('must be true or false');
  return value === 'true';
};

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

const makeOverConfig = program.command('make-over-config').description('which credits members may transfer to each other');
makeOverConfig
  .command('list')
  .description('list transferable credits with their minimum and fee ratio')
  .action(async () => print(await call('make-over-config/list')));
makeOverConfig
  .command('set')
  .argument('<coinName>', CREDIT_TYPES.join(' | '))
  .option('--min <amount>', 'minimum amount')
  .option('--fee <ratio>', 'fee ratio, 0 ≤ ratio < 1')
  .option('--enabled <true|false>', 'allow transfers of this credit', enabledFlag)
  .description('change a transferable credit (a new one needs --min)')
  .action(async (coinName: string, options: { min?: string; fee?: string; enabled?: boolean }) =>
    print(await call('make-over-config/set', { coinName, minAmount: options.min, feeRatio: options.fee, enabled: options.enabled })),
  );

program
  .command('transfer-lock')
  .argument('<userName>')
  .option('--clear', 'reopen transfers now instead')
  .description("close a member's transfers until 00:00 GMT+8 tomorrow (as an insurance redeem does)")
  .action(async (userName: string, options: { clear?: boolean }) =>
    print(await call(options.clear ? 'transfer-lock/clear' : 'transfer-lock', { userName })),
  );

program
  .command('deposits')
  .option('--pending', 'only those waiting for review')
  .option('-n, --limit <count>', 'how many, newest first', (v) => Number.parseInt(v, 10), 50)
  .description('deposit orders (on-chain and bank); duplicateReceiptOf flags a receipt picture already sent with another deposit')
  .action(async (options: { pending?: boolean; limit: number }) => print(await call('deposits/list', { pending: Boolean(options.pending), limit: options.limit })));

const deposit = program.command('deposit').description('review one deposit order');
deposit
  .command('approve')
  .argument('<id>')
  .description("approve a pending deposit: credits the member's CASH_POINT once")
  .action(async (id: string) => print(await call('deposits/approve', { id })));
deposit
  .command('reject')
  .argument('<id>')
  .argument('<reason...>', 'why, shown to the member')
  .description('reject a pending deposit')
  .action(async (id: string, reason: string[]) => print(await call('deposits/reject', { id, reason: reason.join(' ') })));
deposit
  .command('receipt')
  .argument('<id>')
  .argument('<file>', 'where to save the picture')
  .description("save a bank deposit's receipt picture to a file")
  .action(async (id: string, file: string) => {
    const receipt = await call<{ sha256: string; contentType: string; base64: string }>('deposits/receipt', { id });
    fs.writeFileSync(file, Buffer.from(receipt.base64, 'base64'));
    print({ file, sha256: receipt.sha256, contentType: receipt.contentType });
  });

program
  .command('withdrawals')
  .option('--pending', 'only open ones (pending review, approved, payable, withdrawing)')
  .option('-n, --limit <count>', 'how many, newest first', (v) => Number.parseInt(v, 10), 50)
  .description('withdrawal orders')
  .action(async (options: { pending?: boolean; limit: number }) => print(await call('withdrawals/list', { pending: Boolean(options.pending), limit: options.limit })));

const WITHDRAWAL_ACTIONS: Record<string, string> = {
  approve: 'approve a pending withdrawal (PENDING_REVIEW → APPROVED)',
  reject: 'reject it with a reason, returning the amount (PENDING_REVIEW | APPROVED → REJECTED)',
  payable: 'queue an approved withdrawal for payout (APPROVED → PAYABLE)',
  send: 'mark the payout as sent (PAYABLE → WITHDRAWING)',
  pay: 'complete the payout (every remaining step to SUCCESS); the amount leaves, the fee is recorded',
  fail: 'the payout failed, with a reason, returning the amount (PAYABLE | WITHDRAWING → FAILED)',
  'not-received': 'flag a paid withdrawal the member says never arrived (SUCCESS → NOT_RECEIVED)',
};
const withdrawal = program.command('withdrawal').description('review and pay out one withdrawal order');
for (const [name, description] of Object.entries(WITHDRAWAL_ACTIONS)) {
  withdrawal
    .command(name)
    .argument('<id>')
    .argument('[reason...]', 'why (required for reject and fail)')
    .option('--hash <hash>', 'the payout transaction hash (pay)')
    .description(description)
    .action(async (id: string, reason: string[], options: { hash?: string }) =>
      print(
        await call('withdrawals/transition', {
          id,
          action: name === 'not-received' ? 'notReceived' : name,
          reason: reason.length > 0 ? reason.join(' ') : undefined,
          payoutHash: options.hash,
        }),
      ),
    );
}

// Insurance and entrust packages, premiums, claims and the daily profit run (see docs/products.md).

const packages = program.command('package').description('the insurance and entrust package catalogue, and members\' packages');
packages
  .command('list')
  .option('--kind <kind>', 'INSURANCE | ENTRUST')
  .description('list the catalogue with every rate and limit')
  .action(async (options: { kind?: string }) => print(await call('packages/catalogue', { kind: options.kind })));
packages
  .command('set')
  .argument('<id>', 'catalogue id, e.g. INS-100')
  .option('--kind <kind>', 'INSURANCE | ENTRUST (a new package)')
  .option('--name <name>')
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
  .command('accruals')
  .option('-n, --limit <count>', 'how many days, newest first', (v) => Number.parseInt(v, 10), 30)
  .description('the days the daily profit has run, with how many packages each credited')
  .action(async (options: { limit: number }) => print(await call('accrual/runs', { limit: options.limit })));

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

const commitments = program.command('commitment').description('commitment packages (docs/commitment.md); members need the flag: `flags <user> --commitment 1`');
commitments
  .command('list')
  .option('--pending', 'only those waiting for review')
  .option('-u, --user <userName>', "one member's")
  .description('commitment applications and free claims, oldest first')
  .action(async (o: { pending?: boolean; user?: string }) => print(await call('commitments/list', { pending: o.pending === true, userName: o.user })));
commitments
  .command('approve')
  .argument('<id>')
  .option('--note <text>', 'a note for the member')
  .description('approve a waiting commitment: its package opens from the frozen amount')
  .action(async (id: string, o: { note?: string }) => print(await call('commitments/approve', { id, note: o.note })));
commitments
  .command('reject')
  .argument('<id>')
  .argument('<reason...>')
  .description('reject a waiting commitment with a reason: the frozen amount returns to available')
  .action(async (id: string, reason: string[]) => print(await call('commitments/reject', { id, reason: reason.join(' ') })));
commitments
  .command('free')
  .option('--plan <planId>', 'the catalogue package the free claim opens (a trial package)')
  .option('--enabled <0|1>', 'whether members may claim it', flag)
  .description('configure the free package (without options: show it)')
  .action(async (o: { plan?: string; enabled?: 0 | 1 }) =>
    print(await call('commitments/free', { matchingId: o.plan, enabled: o.enabled === undefined ? undefined : o.enabled === 1 })),
  );

const game = program.command('game').description('the Hash Kingdom game area (docs/game.md)');
game
  .command('config')
  .description('the launch URL, token lifetime, minimum transfer, and the game and media lists')
  .action(async () => print(await call('game/config')));
game
  .command('config-set')
  .option('--launch-url <url>', "the game's launch address (http or https); '' clears it: members then see 'not connected yet'")
  .option('--token-ttl <seconds>', 'how long a launch token is good, 30…3600', (v) => Number.parseInt(v, 10))
  .option('--min-transfer <amount>', 'the least GMT one transfer into or out of the game moves')
  .description('change the game settings')
  .action(async (o: { launchUrl?: string; tokenTtl?: number; minTransfer?: string }) =>
    print(await call('game/config/set', { launchUrl: o.launchUrl, tokenTtlSeconds: o.tokenTtl, minTransfer: o.minTransfer })),
  );
game
  .command('item-set')
  .argument('<kind>', 'game | media')
  .argument('<code>', 'the entry code (letters, digits, _ and -)')
  .option('--name <name>', 'the name shown')
  .option('--image <path>', "an image address or a path shipped with the web app; '' clears it")
  .option('--link <url>', "where the entry opens (http or https); '' clears it")
  .option('--sort <n>', 'order in the list', (v) => Number.parseInt(v, 10))
  .option('--enabled <0|1>', 'whether members see it', flag)
  .description('add or change an entry of the game list (launchGames) or the media list (appMediaList)')
  .action(async (kind: string, code: string, o: { name?: string; image?: string; link?: string; sort?: number; enabled?: 0 | 1 }) =>
    print(
      await call('game/catalogue/set', {
        kind: kind.toUpperCase(),
        code,
        name: o.name,
        image: o.image,
        link: o.link,
        sortOrder: o.sort,
        enabled: o.enabled === undefined ? undefined : o.enabled === 1,
      }),
    ),
  );
game
  .command('account')
  .argument('<userName>')
  .description("a member's game account: bound address, game wallet and bet flow")
  .action(async (userName: string) => print(await call('game/account', { userName })));
game
  .command('bet-flow')
  .argument('<userName>')
  .argument('<amount>', 'GMT wagered, above 0')
  .option('--day <yyyy-MM-dd>', 'the GMT+8 business day it belongs to (default today)')
  .option('--reference <id>', "the game platform's id of the report: a repeated report is recorded once")
  .description('record the bet flow the game platform reported for a member')
  .action(async (userName: string, amount: string, o: { day?: string; reference?: string }) =>
    print(await call('game/bet-flow', { userName, amount, day: o.day, reference: o.reference })),
  );

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

const kyc = program.command('kyc').description('review identity verifications (ID number and two photos)');
kyc
  .command('list')
  .option('--pending', 'only those waiting for review')
  .option('-n, --limit <count>', 'how many, newest first', (v) => Number.parseInt(v, 10), 50)
  .description('identity verifications, newest first')
  .action(async (o: { pending?: boolean; limit: number }) => print(await call('kyc/list', { status: o.pending ? 'PENDING' : undefined, limit: o.limit })));
kyc
  .command('show')
  .argument('<id>')
  .description('one verification with the identity number')
  .action(async (id: string) => print(await call('kyc/get', { id })));
kyc
  .command('photo')
  .argument('<id>')
  .argument('<side>', 'front | back')
  .argument('<file>', 'where to save the picture (keep it private, delete it after review)')
  .description('save one of the ID photos')
  .action(async (id: string, side: string, file: string) => {
    const photo = await call<{ contentType: string; base64: string }>('kyc/photo', { id, side });
    fs.writeFileSync(file, Buffer.from(photo.base64, 'base64'), { mode: 0o600 });
    print({ file, contentType: photo.contentType });
  });
kyc
  .command('pass')
  .argument('<id>')
  .description('pass a waiting verification')
  .action(async (id: string) => print(await call('kyc/review', { id, decision: 'PASSED' })));
kyc
  .command('fail')
  .argument('<id>')
  .argument('<reason...>', 'shown to the member, who may submit again')
  .description('fail a waiting verification with a reason')
  .action(async (id: string, reason: string[]) => print(await call('kyc/review', { id, decision: 'FAILED', reason: reason.join(' ') })));

await program.parseAsync();
