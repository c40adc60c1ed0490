import fs from 'node:fs';
import type { Command } from 'commander';
import { call, print } from './operator-api.ts';

/** Deposit and withdrawal orders: review, and paying out. */
export function addDepositAndWithdrawalCommands(program: Command): void {
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
}
