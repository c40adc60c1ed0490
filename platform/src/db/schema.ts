import type { ColumnType, Generated } from 'kysely';

/** Numeric columns arrive as strings from both PGlite and node-postgres; we write strings too. */
type Numeric = ColumnType<string, string | undefined, string>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date | undefined, Date>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;

export interface MembersTable {
  id: string;
  user_name: string;
  password_hash: string;
  transaction_password_hash: string;
  country_code: string;
  email: string | null;
  referral_id: string;
  sponsor_id: string | null;
  level: ColumnType<number, number | undefined, number>;
  commitment_package_status: ColumnType<number, number | undefined, number>;
  otc_status: ColumnType<number, number | undefined, number>;
  matching_code_status: ColumnType<number, number | undefined, number>;
  agree_status: ColumnType<number, number | undefined, number>;
  banned_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SessionsTable {
  token_hash: string;
  member_id: string;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Date;
  revoked_at: NullableTimestamp;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  user_name: string;
  address: string;
  created_at: CreatedAt;
}

export interface CaptchasTable {
  id: string;
  answer_hash: string;
  expires_at: Date;
  used_at: NullableTimestamp;
}

export interface VerificationCodesTable {
  id: string;
  member_id: string;
  purpose: 'RESET_PASSWORD';
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: NullableTimestamp;
}

export interface OutboxTable {
  id: string;
  member_id: string | null;
  channel: 'email' | 'operator';
  recipient: string | null;
  subject: string;
  body: string;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
  error: string | null;
}

export type BalanceState = 'available' | 'frozen' | 'locked';

type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;

export interface LedgerAccountsTable {
  id: string;
  member_id: OptionalText;
  system_name: OptionalText;
  coin_name: string;
  state: BalanceState;
  balance: Numeric;
  allow_negative: ColumnType<boolean, boolean | undefined, never>;
  version: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

export interface LedgerTransfersTable {
  id: string;
  record_type: string;
  memo: string | null;
  created_at: CreatedAt;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transfer_id: string;
  account_id: string;
  amount: string;
  balance_before: string;
  balance_after: string;
  account_version: number;
  created_at: CreatedAt;
}

export interface AssetRecordsTable {
  id: string;
  member_id: string;
  transfer_id: string | null;
  coin_name: string;
  record_type: string;
  receipt_number: string;
  amount: string;
  fee: Numeric;
  actual_amount: string;
  status: string;
  reason: string | null;
  hash: string | null;
  remark: string | null;
  created_at: CreatedAt;
}

export interface ClientRequestsTable {
  member_id: string;
  request_id: string;
  operation: string;
  response: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface Database {
  client_requests: ClientRequestsTable;
  members: MembersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  captchas: CaptchasTable;
  verification_codes: VerificationCodesTable;
  outbox: OutboxTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  asset_records: AssetRecordsTable;
}
