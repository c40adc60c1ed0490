import { Command } from 'commander';
import { addAccountCommands } from './cli/accounts.ts';
import { addCommitmentCommands } from './cli/commitment.ts';
import { addDepositAndWithdrawalCommands } from './cli/deposits-withdrawals.ts';
import { addGameCommands } from './cli/game.ts';
import { addJackpotCommands } from './cli/jackpot.ts';
import { addKycCommands } from './cli/kyc.ts';
import { addMemberCommands } from './cli/members.ts';
import { addOtcCommands } from './cli/otc.ts';
import { addOutboxAndLedgerCommands } from './cli/outbox-and-ledger.ts';
import { addPinCodeCommands } from './cli/pin-codes.ts';
import { addProductCommands } from './cli/products.ts';
import { addTeamCommands } from './cli/team.ts';

/**
 * `pnpm admin …`: the operator's tools. They talk to the running platform's operator API,
 * which finds its address and token in DATA_DIR (or PLATFORM_URL / ADMIN_TOKEN).
 */
const program = new Command('admin').description('Operator tools for the portal platform').showHelpAfterError();

// Registered in this order, the order the help lists them in.
addMemberCommands(program);
addOutboxAndLedgerCommands(program);
addAccountCommands(program);
addDepositAndWithdrawalCommands(program);
addProductCommands(program);
addPinCodeCommands(program);
addOtcCommands(program);
addJackpotCommands(program);
addCommitmentCommands(program);
addGameCommands(program);
addTeamCommands(program);
addKycCommands(program);

await program.parseAsync();
