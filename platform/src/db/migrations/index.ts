import type { Migration } from 'kysely';
import * as foundation from './0001-foundation.ts';
import * as clientRequests from './0002-client-requests.ts';
import * as accountsConvertTransfer from './0003-accounts-convert-transfer.ts';
import * as depositWithdrawal from './0004-deposit-withdrawal.ts';
import * as packages from './0005-packages.ts';
import * as reliability from './0006-reliability.ts';
import * as team from './0007-team.ts';
import * as ledgerBulkCheck from './0008-ledger-bulk-check.ts';
import * as pinCodes from './0009-pin-codes.ts';
import * as otc from './0010-otc.ts';
import * as teamRebates from './0011-team-rebates.ts';
import * as commitment from './0012-commitment.ts';
import * as jackpot from './0013-jackpot.ts';
import * as game from './0014-game.ts';
import * as notifications from './0015-notifications.ts';
import * as securityGuards from './0016-security-guards.ts';
import * as twoFactors from './0017-two-factors.ts';
import * as accountWatch from './0018-account-watch.ts';
import * as passkeys from './0019-passkeys.ts';
import * as monthlyStatements from './0020-monthly-statements.ts';
import * as passkeyConfirmation from './0021-passkey-confirmation.ts';
import * as operatorsAudit from './0022-operators-audit.ts';
import * as fourEyes from './0023-four-eyes.ts';
import * as emailChanges from './0024-email-changes.ts';
import * as catalogueNames from './0025-catalogue-names.ts';
import * as memberSearch from './0026-member-search.ts';
import * as bankChannelNames from './0027-bank-channel-names.ts';
import * as auditBefore from './0028-audit-before.ts';
import * as moneySettings from './0029-money-settings.ts';

/** Every migration, in order. Names are permanent: never rename or reorder one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-client-requests': clientRequests,
  '0003-accounts-convert-transfer': accountsConvertTransfer,
  '0004-deposit-withdrawal': depositWithdrawal,
  '0005-packages': packages,
  '0006-reliability': reliability,
  '0007-team': team,
  '0008-ledger-bulk-check': ledgerBulkCheck,
  '0009-pin-codes': pinCodes,
  '0010-otc': otc,
  '0011-team-rebates': teamRebates,
  '0012-commitment': commitment,
  '0013-jackpot': jackpot,
  '0014-game': game,
  '0015-notifications': notifications,
  '0016-security-guards': securityGuards,
  '0017-two-factors': twoFactors,
  '0018-account-watch': accountWatch,
  '0019-passkeys': passkeys,
  '0020-monthly-statements': monthlyStatements,
  '0021-passkey-confirmation': passkeyConfirmation,
  '0022-operators-audit': operatorsAudit,
  '0023-four-eyes': fourEyes,
  '0024-email-changes': emailChanges,
  '0025-catalogue-names': catalogueNames,
  '0026-member-search': memberSearch,
  '0027-bank-channel-names': bankChannelNames,
  '0028-audit-before': auditBefore,
  '0029-money-settings': moneySettings,
};
