import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The GraphQL contract, one SDL file per domain. `common.graphql` declares the
 * scalars, paging types and the three root types; each domain file extends them.
 */
export const schemaFiles: readonly string[] = [
  'common.graphql',
  'user.graphql',
  'assets.graphql',
  'account.graphql',
  'convert.graphql',
  'transfer.graphql',
  'deposit.graphql',
  'withdrawal.graphql',
  'insurance.graphql',
  'entrust.graphql',
  'claim.graphql',
  'team.graphql',
  'kyc.graphql',
  'pin-code.graphql',
  'otc.graphql',
  'commitment.graphql',
  'jackpot.graphql',
  'game.graphql',
  'notification.graphql',
  'security.graphql',
  'demo.graphql',
].map((name) => fileURLToPath(new URL(`./${name}`, import.meta.url)));

/** The SDL of every file, in the order of `schemaFiles`, ready for `createSchema({ typeDefs })`. */
export const typeDefs: readonly string[] = schemaFiles.map((file) => readFileSync(file, 'utf8'));

/**
 * The operator console's contract (schema/operator/), served only at /admin/graphql: a schema
 * of its own, so a member's document can never name an operator's field and the member
 * schema's checks (breaking changes, lint) stay as they are.
 */
export const operatorSchemaFiles: readonly string[] = ['operator/operator.graphql', 'operator/members.graphql', 'operator/reviews.graphql', 'operator/configuration.graphql'].map((name) => fileURLToPath(new URL(`./${name}`, import.meta.url)));

export const operatorTypeDefs: readonly string[] = operatorSchemaFiles.map((file) => readFileSync(file, 'utf8'));
