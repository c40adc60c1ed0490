import { type Command, InvalidArgumentError } from 'commander';
import { AdminCommandError, call, callAnonymously, get, operatorToken, print, readSecret, tell } from './operator-api.ts';

const ROLES = ['support', 'compliance', 'finance', 'admin'];

/** Operators' accounts (docs/operations.md), four-eyes requests, and the audit trail's check, list and export. */
export function addOperatorAndAuditCommands(program: Command, out: (text: string) => void): void {
  const printLine = (text: string) => out(`${text}\n`);
  const operator = program.command('operator').description('operator accounts: each operator signs in under their own name');
  operator
    .command('create')
    .requiredOption('--name <name>', 'letters, digits, dot, dash or underscore (2–32)')
    .requiredOption('--role <role>', ROLES.join(' | '))
    .description('create an operator; the password is read from standard input (or a prompt), never from the arguments; prints the authenticator secret once')
    .action(async (options: { name: string; role: string }) => {
      if (!ROLES.includes(options.role)) throw new InvalidArgumentError(`role must be one of ${ROLES.join(', ')}`);
      const password = (await readSecret(`Password for ${options.name} (at least 12 characters): `)).trim();
      if (password.length < 12) throw new AdminCommandError('The password needs at least 12 characters.', 1);
      print(await call('operators/create', { name: options.name, role: options.role, password }));
    });
  operator
    .command('sign-in')
    .requiredOption('--name <name>', 'your operator name')
    .requiredOption('--code <code>', "your authenticator's current six-digit code (spent once)")
    .description(
      'sign in under your own name; the password is read from standard input (or a prompt). Prints `export OPERATOR_TOKEN=…` for the shell: eval "$(npx -y pnpm@10 -s admin operator sign-in --name N --code C)"',
    )
    .action(async (options: { name: string; code: string }) => {
      const password = (await readSecret(`Password for ${options.name}: `)).trim();
      const session = await callAnonymously<{ token: string; expiresAt: string; operator: { name: string; role: string } }>('operator/sign-in', {
        name: options.name,
        password,
        totpCode: options.code.trim(),
      });
      tell(`Signed in as ${session.operator.name} (${session.operator.role}) until ${session.expiresAt} at the latest; commands in this shell now act under that name.`);
      // Only the line the shell evaluates goes to standard output; the token is the caller's to keep.
      printLine(`export OPERATOR_TOKEN=${session.token}`);
    });
  operator
    .command('sign-out')
    .description('end the session OPERATOR_TOKEN holds; prints `unset OPERATOR_TOKEN` for the shell')
    .action(async () => {
      if (!operatorToken()) throw new AdminCommandError('No operator session here: OPERATOR_TOKEN is not set.', 1);
      await call('operator/sign-out');
      tell('Signed out.');
      printLine('unset OPERATOR_TOKEN');
    });
  operator
    .command('list')
    .description('list the operators with their roles')
    .action(async () => print(await call('operators/list')));
  operator
    .command('disable')
    .argument('<name>')
    .description('disable an operator: no sign-in from now, every session ended')
    .action(async (name: string) => print(await call('operators/disable', { name })));

  const fourEyes = program.command('four-eyes').description("changes held for a second operator; approving needs a signed-in operator's OPERATOR_TOKEN");
  fourEyes
    .command('list')
    .option('--status <status>', 'PENDING | APPROVED | FAILED | WITHDRAWN')
    .description('list four-eyes requests, newest first')
    .action(async (options: { status?: string }) => print(await call('four-eyes/list', { status: options.status })));
  fourEyes
    .command('approve')
    .argument('<id>')
    .description('approve another operator\'s request: the change is carried out now, as you')
    .action(async (id: string) => print(await call('four-eyes/approve', { id })));
  fourEyes
    .command('withdraw')
    .argument('<id>')
    .description('take back your own pending request')
    .action(async (id: string) => print(await call('four-eyes/withdraw', { id })));

  const audit = program.command('audit').description('the audit trail of every operator action');
  audit
    .command('verify')
    .description('recompute the hash chain; exit code 1 and the first broken row when it does not hold')
    .action(async () => {
      const verdict = await call<{ ok: boolean; rows: number; firstBrokenSequence?: string; problem?: string }>('audit/verify');
      print(verdict);
      if (!verdict.ok) throw new AdminCommandError(`The audit trail is broken at row ${verdict.firstBrokenSequence} (${verdict.problem}).`, 1);
    });
  audit
    .command('list')
    .option('--operator <nameOrId>', 'one operator, or "automation"')
    .option('--action <action>', 'e.g. members/adjust')
    .option('--object <type>', 'e.g. deposits')
    .option('--object-id <id>')
    .option('--from <iso>', 'from this instant (ISO 8601)')
    .option('--to <iso>', 'before this instant (ISO 8601)')
    .option('-n, --limit <count>', 'how many, newest first', '100')
    .option('--csv', 'as CSV')
    .description('list the audit trail, newest first, or export it as CSV')
    .action(async (options: { operator?: string; action?: string; object?: string; objectId?: string; from?: string; to?: string; limit: string; csv?: boolean }) => {
      const answer = await get<unknown>('audit', {
        operator: options.operator,
        action: options.action,
        objectType: options.object,
        objectId: options.objectId,
        from: options.from,
        to: options.to,
        limit: options.limit,
        format: options.csv ? 'csv' : 'json',
      });
      if (typeof answer === 'string') out(answer);
      else print(answer);
    });
}
