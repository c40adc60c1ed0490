import fs from 'node:fs';
import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { CREDIT_TYPES } from '../credits/credit-types.ts';
import { PLATFORM_URL_FILE } from '../server.ts';

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
  const token = readSetting('ADMIN_TOKEN', 'admin-token', 'the platform writes it on its first start');
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

await program.parseAsync();
