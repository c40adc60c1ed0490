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
  /** The language of the member's email and push notifications (migration 0015-notifications). */
  locale: ColumnType<string, string | undefined, string>;
  /** Shown in every email the platform sends this member (migration 0018-account-watch). */
  anti_phishing_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** Withdrawal whitelist mode; on until `whitelist_off_at` when a turning-off is waiting. */
  whitelist_on: ColumnType<boolean, boolean | undefined, boolean>;
  whitelist_off_at: NullableTimestamp;
  /** The member's opt-in to the monthly statement email (migration 0020-monthly-statements). */
  monthly_statement: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SessionsTable {
  token_hash: string;
  /** The session's public name (migration 0018-account-watch): the member ends a session by it. */
  id: string;
  user_agent: ColumnType<string, string | undefined, string>;
  address: ColumnType<string, string | undefined, string>;
  member_id: string;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Date;
  revoked_at: NullableTimestamp;
}

export interface EnvelopeNoncesTable {
  nonce: string;
  forget_after: Date;
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

/** A pending change of a member's email address (migration 0024-email-changes): the code's hash only. */
export interface EmailChangesTable {
  id: string;
  member_id: string;
  new_email: string;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Date;
  expires_at: Date;
  /** Confirmed, or replaced by a newer begin. */
  ended_at: NullableTimestamp;
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

// 0003: bank accounts, withdrawal addresses, convert, make-over (member transfer), transfer locks.

export interface MemberBankAccountsTable {
  id: string;
  member_id: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SysBankAccountsTable {
  id: string;
  channel_name: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  currency: ColumnType<string, string | undefined, string>;
  exchange_rate: Numeric;
  created_at: CreatedAt;
  removed_at: NullableTimestamp;
}

export type WithdrawalAddressType = 'BEP20' | 'TRC20' | 'ERC20';

export interface WithdrawalAddressesTable {
  id: string;
  member_id: string;
  type: WithdrawalAddressType;
  address: string;
  label: string | null;
  usable_from: Date;
  /** On the member's whitelist from this instant; null when not on it (0018-account-watch). */
  whitelisted_from: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ConvertConfigsTable {
  from_coin: string;
  to_coin: string;
  rate: Numeric;
  fee_ratio: Numeric;
  min_amount: Numeric;
  review_above: ColumnType<string | null, string | null | undefined, string | null>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: Timestamp;
}

export type ConvertOrderStatus = 'PENDING' | 'SUCCESS' | 'CANCELLED' | 'REJECTED';

export interface ConvertOrdersTable {
  id: string;
  member_id: string;
  from_coin: string;
  to_coin: string;
  amount: string;
  fee: string;
  rate: string;
  to_amount: string;
  status: ConvertOrderStatus;
  reason: string | null;
  out_receipt: string;
  fee_receipt: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface MakeOverConfigsTable {
  coin_name: string;
  min_amount: Numeric;
  fee_ratio: Numeric;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: Timestamp;
}

export interface MakeOverOrdersTable {
  id: string;
  from_member_id: string;
  to_member_id: string;
  coin_name: string;
  amount: string;
  fee: string;
  actual_amount: string;
  transfer_id: string;
  created_at: CreatedAt;
}

export interface TransferLocksTable {
  member_id: string;
  until: Date;
  reason: string;
  created_at: CreatedAt;
}

export interface DepositReceiptsTable {
  sha256: string;
  content_type: string;
  size_bytes: number;
  bytes: Uint8Array;
  created_at: CreatedAt;
}

export type DepositKind = 'CHAIN' | 'BANK';
export type DepositStatus = 'PENDING_REVIEW' | 'APPROVED' | 'REJECTED';

export interface DepositOrdersTable {
  id: string;
  member_id: string;
  kind: DepositKind;
  coin_name: string;
  amount: string;
  hash: string | null;
  member_receipt_number: string | null;
  channel_id: string | null;
  currency: string | null;
  exchange_rate: string | null;
  local_amount: string | null;
  receipt_sha256: string | null;
  duplicate_receipt_of: string | null;
  status: DepositStatus;
  reason: string | null;
  transfer_id: string | null;
  record_receipt_number: string | null;
  created_at: CreatedAt;
  reviewed_at: NullableTimestamp;
}

export type WithdrawalKind = 'CHAIN' | 'BANK';
export type WithdrawalStatus =
  | 'PENDING_REVIEW'
  | 'APPROVED'
  | 'PAYABLE'
  | 'WITHDRAWING'
  | 'SUCCESS'
  | 'REJECTED'
  | 'FAILED'
  | 'CANCELLED'
  | 'NOT_RECEIVED';

export interface WithdrawalOrdersTable {
  id: string;
  member_id: string;
  kind: WithdrawalKind;
  coin_name: string;
  amount: string;
  fee: string;
  actual_amount: string;
  address_id: string | null;
  address_type: string | null;
  address: string | null;
  bank_account_id: string | null;
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  gmt8_day: string;
  status: WithdrawalStatus;
  reason: string | null;
  payout_hash: string | null;
  freeze_transfer_id: string;
  settle_transfer_id: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface WithdrawalEventsTable {
  id: Generated<number>;
  order_id: string;
  from_status: string | null;
  to_status: string;
  actor: 'member' | 'operator';
  reason: string | null;
  created_at: CreatedAt;
}

// 0005: insurance and entrust packages, premiums, accruals, claims (docs/products.md).

/** A `date` column (a GMT+8 day): written as 'YYYY-MM-DD'; read it through `dayText()`, drivers differ on dates. */
type Day = ColumnType<unknown, string, string>;
export type PackageKind = 'INSURANCE' | 'ENTRUST';

export interface PackageCatalogueTable {
  id: string;
  kind: PackageKind;
  name: string;
  amount: string;
  contract_days: number;
  daily_profit_ratio: string;
  max_purchase_count: number;
  buy_coin: string;
  profit_coin: string;
  redeem_fee_ratio: Numeric;
  premium_ratio: Numeric;
  premium_rounds: ColumnType<number, number | undefined, number>;
  claim_payout_ratio: Numeric;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

/** A catalogue package's name in a language other than en-US (the en-US name is `package_catalogue.name`). */
export interface PackageCatalogueNamesTable {
  catalogue_id: string;
  locale: string;
  name: string;
}

/** A receiving bank channel's name in a language other than en-US (0027-bank-channel-names). */
export interface SysBankAccountNamesTable {
  account_id: string;
  locale: string;
  name: string;
}

export interface MemberPackagesTable {
  id: string;
  member_id: string;
  kind: PackageKind;
  catalogue_id: string;
  origin: 'PURCHASE' | 'SPECIAL' | 'TRIAL' | 'PIN';
  buy_coin: string;
  profit_coin: string;
  amount: string;
  principal: string;
  daily_profit_ratio: string;
  contract_days: number;
  start_day: Day;
  end_day: Day;
  auto_add: boolean;
  renewals: ColumnType<number, number | undefined, number>;
  status: 'ACTIVE' | 'TERMINATED';
  redeemed_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface MemberPackageSettingsTable {
  member_id: string;
  insurance_auto_add: boolean;
  updated_at: Timestamp;
}

export interface InsurancePremiumsTable {
  id: string;
  package_id: string;
  member_id: string;
  round: number;
  amount: string;
  paid_by: 'MEMBER' | 'PLATFORM';
  status: 'PAID' | 'RECALLED';
  orders_used: ColumnType<number, number | undefined, number>;
  transfer_id: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PackageAccrualsTable {
  id: Generated<number>;
  package_id: string;
  day: Day;
  member_id: string;
  profit: string;
  compounded: boolean;
  premium_id: string | null;
  trade_order: number | null;
  transfer_id: string;
  created_at: CreatedAt;
}

export interface AccrualRunsTable {
  day: Day;
  accrued: number;
  finished_at: CreatedAt;
}

export interface ClaimScreenshotsTable {
  sha256: string;
  content_type: string;
  size_bytes: number;
  bytes: Buffer;
  received_at: Date;
}

export type ClaimStatus = 'PENDING_REVIEW' | 'UNDER_REVIEW' | 'INFO_REQUESTED' | 'APPROVED' | 'REJECTED';

export interface ClaimOrdersTable {
  id: string;
  member_id: string;
  package_id: string;
  premium_id: string;
  trade_order: number;
  screenshot_sha256: string;
  received_at: Date;
  status: ClaimStatus;
  reason: string | null;
  payout: string | null;
  transfer_id: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ClaimEventsTable {
  id: Generated<number>;
  claim_id: string;
  status: 'SUBMITTED' | 'UNDER_REVIEW' | 'INFO_REQUESTED' | 'APPROVED' | 'PAID' | 'REJECTED';
  note: string | null;
  created_at: Date;
}

export interface PinCodePricesTable {
  catalogue_id: string;
  price: string;
  coin: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: Timestamp;
}

export interface PinCodesTable {
  id: string;
  code: string;
  catalogue_id: string;
  origin: 'PURCHASE' | 'ISSUE';
  price: string;
  coin: string;
  holder_id: string;
  status: 'PENDING' | 'ACTIVATED';
  activated_for_id: string | null;
  package_id: string | null;
  activated_at: NullableTimestamp;
  created_at: Date;
  updated_at: Date;
}

export interface PinCodeEventsTable {
  id: Generated<number>;
  code_id: string;
  type: 'PURCHASE' | 'ISSUE' | 'TRANSFER' | 'ACTIVATE';
  from_id: string | null;
  to_id: string | null;
  for_id: string | null;
  package_id: string | null;
  created_at: Date;
}

export interface OtcConfigTable {
  id: number;
  pay_coin: string;
  fee_ratio: string;
  fee_payer: 'SELLER' | 'BUYER';
  updated_at: Timestamp;
}

export type OtcOfferStatus = 'PUBLISHED' | 'COMPLETED' | 'CANCELLED';

export interface OtcOffersTable {
  id: string;
  seller_id: string;
  amount: string;
  remaining: string;
  price: string;
  pay_coin: string;
  min_amount: string;
  max_amount: string;
  status: OtcOfferStatus;
  created_at: Date;
  updated_at: Date;
}

export type OtcTradeStatus = 'COMPLETED' | 'APPEALING' | 'REVERSED';

export interface OtcTradesTable {
  id: string;
  offer_id: string;
  seller_id: string;
  buyer_id: string;
  amount: string;
  price: string;
  pay_coin: string;
  pay_amount: string;
  fee: string;
  fee_coin: string;
  buyer_receives: string;
  seller_receives: string;
  status: OtcTradeStatus;
  appealed_by: string | null;
  appeal_reason: string | null;
  appealed_at: NullableTimestamp;
  decision: 'RELEASE' | 'REVERSE' | null;
  decision_note: string | null;
  decided_at: NullableTimestamp;
  transfer_id: string;
  created_at: Date;
  updated_at: Date;
}

export interface OtcMessagesTable {
  id: Generated<number>;
  trade_id: string;
  sender_id: string;
  content: string;
  created_at: Date;
}

export interface OtcRatingsTable {
  trade_id: string;
  rater_id: string;
  ratee_id: string;
  score: number;
  comment: string | null;
  created_at: Date;
}

export interface CommitmentSettingsTable {
  id: number;
  free_catalogue_id: string;
  free_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: Timestamp;
}

export interface CommitmentPackagesTable {
  id: string;
  member_id: string;
  type: 'COMMITMENT' | 'FREE';
  catalogue_id: string;
  amount: string;
  coin: string;
  status: 'PENDING_REVIEW' | 'APPROVED' | 'REJECTED';
  package_id: string | null;
  review_note: string | null;
  created_at: Date;
  reviewed_at: NullableTimestamp;
  updated_at: Date;
}

export interface JackpotRoundsTable {
  id: string;
  coin: string;
  ticket_price: Numeric;
  fee_ratio: Numeric;
  status: 'IN_PROGRESS' | 'COMPLETE';
  closes_at: Date | null;
  /** The secret seed (64 hex digits): never shown before the draw. */
  seed: string;
  seed_hash: string;
  ticket_count: Generated<number>;
  pool_amount: Generated<string>;
  winning_ticket: number | null;
  winning_order_id: string | null;
  prize_amount: string | null;
  fee_amount: string | null;
  opened_at: Date;
  closed_at: NullableTimestamp;
  drawn_at: NullableTimestamp;
}

export interface JackpotOrdersTable {
  id: string;
  round_id: string;
  member_id: string;
  tickets: number;
  first_ticket: number;
  amount: string;
  coin: string;
  status: 'UNPAID' | 'WINNING';
  prize_amount: string | null;
  created_at: Date;
}

export interface GameSettingsTable {
  id: number;
  launch_url: string | null;
  token_ttl_seconds: ColumnType<number, number | undefined, number>;
  token_secret: string;
  min_transfer: Numeric;
  updated_at: Timestamp;
}

export interface GameAccountsTable {
  member_id: string;
  game_user_name: string;
  wallet_account_id: string;
  bind_address: string | null;
  bound_at: NullableTimestamp;
  launch_token_id: string | null;
  launch_expires_at: NullableTimestamp;
  created_at: Date;
  updated_at: Date;
}

export interface GameBetFlowsTable {
  id: string;
  member_id: string;
  /** The GMT+8 business day, `yyyy-MM-dd`. */
  business_day: ColumnType<string, string, string>;
  amount: string;
  reference: string | null;
  created_at: Date;
}

export interface GameCatalogueTable {
  kind: 'GAME' | 'MEDIA';
  code: string;
  name: string;
  image: string | null;
  link: string | null;
  sort_order: ColumnType<number, number | undefined, number>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: Timestamp;
}

export interface MemberTreeTable {
  ancestor_id: string;
  descendant_id: string;
  depth: number;
}

export interface TeamStatsTable {
  member_id: string;
  personal_volume: Numeric;
  team_volume: Numeric;
  /** Members in the downline (migration 0011-team-rebates): moved by registration. */
  team_count: Generated<number>;
  updated_at: Timestamp;
}

/** Members of a member's downline per rank, moved by registration and promotion. */
export interface TeamRankCountsTable {
  member_id: string;
  level: number;
  members: number;
}

export interface TeamRankRulesTable {
  level: number;
  personal_volume: Numeric;
  team_volume: Numeric;
  direct_referrals: number;
  overriding_rate: Numeric;
  referral_overriding_rate: Numeric;
  updated_at: Timestamp;
}

export const TEAM_BONUS_RATE_KEYS = [
  'SPONSOR',
  'LEVEL_2',
  'LEVEL_3',
  'LEVEL_4',
  'PAR',
  'REFERRAL_PAR',
  'PERSONAL_REBATE',
  'TEAM_REBATE',
  'PROFIT_SHARING_1',
  'PROFIT_SHARING_2',
  'PROFIT_SHARING_3',
] as const;
export type TeamBonusRateKey = (typeof TEAM_BONUS_RATE_KEYS)[number];

export interface TeamBonusRatesTable {
  key: TeamBonusRateKey;
  rate: Numeric;
  min_level: number;
  updated_at: Timestamp;
}

export interface BonusPayoutsTable {
  id: string;
  event_id: string;
  beneficiary_id: string;
  kind: string;
  /** The buyer; empty for profit sharing, which sums a day's profit of many members. */
  source_member_id: string | null;
  base_amount: Numeric;
  rate: Numeric;
  amount: Numeric;
  record_type: string;
  transfer_id: string;
  created_at: CreatedAt;
}

export type KycStatus = 'PENDING' | 'PASSED' | 'FAILED';

export interface KycSubmissionsTable {
  id: string;
  member_id: string;
  id_number: string;
  front_file: string;
  back_file: string;
  status: KycStatus;
  reason: string | null;
  created_at: CreatedAt;
  reviewed_at: NullableTimestamp;
}

export type NotificationChannel = 'IN_APP' | 'EMAIL' | 'PUSH';
export type DeliveryStatus = 'PENDING' | 'SENT' | 'FAILED';

export interface NotificationsTable {
  id: string;
  member_id: string;
  event: string;
  params: ColumnType<Record<string, unknown>, string | undefined, string>;
  in_app: ColumnType<boolean, boolean | undefined, boolean>;
  dedupe_key: string | null;
  created_at: ColumnType<Date, Date, never>;
  read_at: NullableTimestamp;
}

export interface NotificationPreferencesTable {
  member_id: string;
  event: string;
  channel: NotificationChannel;
  enabled: boolean;
  updated_at: Timestamp;
}

export interface PushSubscriptionsTable {
  id: string;
  member_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: ColumnType<Date, Date, never>;
}

export interface NotificationChannelsTable {
  id: number;
  email: boolean;
  push: boolean;
  message_domain: string;
  updated_at: Timestamp;
}

export interface NotificationDeliveriesTable {
  id: string;
  notification_id: string;
  member_id: string;
  channel: 'EMAIL' | 'PUSH';
  subscription_id: string | null;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  message_id: string;
  last_error: string | null;
  sent_at: NullableTimestamp;
  created_at: ColumnType<Date, Date, never>;
  /** The email's own address, instead of the member's (migration 0024-email-changes): the code to a new address, the alert to the old one. */
  to_address: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A file an email notification carries (migration 0020-monthly-statements). */
export interface NotificationAttachmentsTable {
  notification_id: string;
  position: number;
  file_name: string;
  content_type: string;
  content: Buffer;
}

export interface MonthlyStatementRunsTable {
  month: string;
  finished_at: Timestamp;
}

export interface MemberDevicesTable {
  member_id: string;
  device_hash: string;
  first_seen_at: ColumnType<Date, Date, never>;
  last_seen_at: Timestamp;
}

export interface MemberTotpTable {
  member_id: string;
  /** AES-256-GCM under the factor key (security/factor-key.ts); never served after enrolment. */
  secret_sealed: string;
  created_at: CreatedAt;
  enabled_at: NullableTimestamp;
  /** The newest accepted code's time step, as a string (bigint): a code is taken once. */
  last_time_step: ColumnType<string, string | undefined, string>;
}

export interface RecoveryCodesTable {
  member_id: string;
  code_hash: string;
  created_at: CreatedAt;
  used_at: NullableTimestamp;
}

export interface FactorChallengesTable {
  token_hash: string;
  member_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  failures: ColumnType<number, number | undefined, number>;
  used_at: NullableTimestamp;
}

export interface FactorResetsTable {
  id: string;
  member_id: string;
  operator: string;
  reason: string;
  created_at: CreatedAt;
}

/** A member's WebAuthn credential (migration 0019-passkeys). */
export interface PasskeysTable {
  id: string;
  member_id: string;
  /** base64url, as the authenticator names the credential; unique across members. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The signature counter, as a string (bigint). */
  counter: ColumnType<string, string | undefined, string>;
  /** The transports the browser reported, space-separated. */
  transports: ColumnType<string, string | undefined, string>;
  name: string;
  created_at: CreatedAt;
  last_used_at: NullableTimestamp;
}

export type PasskeyChallengePurpose = 'REGISTRATION' | 'SIGN_IN' | 'SIGN_IN_FACTOR' | 'CONFIRM';

/** The challenge of one WebAuthn ceremony, answered once before it expires (migration 0019-passkeys). */
export interface PasskeyChallengesTable {
  challenge: string;
  purpose: PasskeyChallengePurpose;
  /** Null for a username-less sign-in. */
  member_id: string | null;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: NullableTimestamp;
}

export type SignInOutcome = 'SUCCESS' | 'WRONG_PASSWORD' | 'TOO_MANY_ATTEMPTS' | 'BANNED';

export interface SignInEventsTable {
  id: Generated<number>;
  member_id: string;
  outcome: SignInOutcome;
  address: string;
  user_agent: string;
  created_at: ColumnType<Date, Date, never>;
}

export type FreezeSource = 'EMAIL_LINK' | 'SETTINGS';

export interface AccountFreezesTable {
  id: string;
  member_id: string;
  source: FreezeSource;
  frozen_at: ColumnType<Date, Date, never>;
  lifted_at: NullableTimestamp;
  lifted_by: string | null;
  lift_note: string | null;
}

export interface FreezeLinksTable {
  token_hash: string;
  member_id: string;
  created_at: ColumnType<Date, Date, never>;
  expires_at: Date;
  used_at: NullableTimestamp;
}

/** A member's guards (migration 0016-security-guards): wrong transaction passwords, the money lock, the last credential change. */
export interface MemberSecurityTable {
  member_id: string;
  failed_attempts: ColumnType<number, number | undefined, number>;
  last_failed_at: NullableTimestamp;
  money_locked_until: NullableTimestamp;
  credentials_changed_at: NullableTimestamp;
}

export type OperatorRole = 'support' | 'compliance' | 'finance' | 'admin';

/** An operator account (migration 0022-operators-audit). */
export interface OperatorsTable {
  id: string;
  name: string;
  role: OperatorRole;
  password_hash: string;
  totp_secret_sealed: string;
  totp_last_step: ColumnType<string, string | undefined, string>;
  failed_sign_ins: ColumnType<number, number | undefined, number>;
  locked_until: NullableTimestamp;
  disabled_at: NullableTimestamp;
  created_by: string;
  created_at: CreatedAt;
}

export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: string;
  created_at: CreatedAt;
  last_seen_at: Date;
  expires_at: Date;
  ended_at: NullableTimestamp;
}

export type AuditActorKind = 'OPERATOR' | 'AUTOMATION';

/** One operator action, chained to the one before by `prev_hash` (audit/trail.ts). */
export interface AuditTrailTable {
  sequence: ColumnType<string, string, never>;
  created_at: ColumnType<Date, Date, never>;
  actor_kind: AuditActorKind;
  operator_id: string | null;
  operator_name: string | null;
  action: string;
  object_type: string;
  object_id: string | null;
  request: string;
  answer: string;
  reason: string | null;
  /** The object's state before the change, canonical JSON (migration 0028-audit-before). */
  before: ColumnType<string | null, string | null | undefined, string | null>;
  prev_hash: string;
  hash: string;
}

export interface AuditHeadTable {
  id: number;
  sequence: string;
  hash: string;
}

export type FourEyesStatus = 'PENDING' | 'APPROVED' | 'FAILED' | 'WITHDRAWN';

/** An operator's change waiting for a second operator (migration 0023-four-eyes). */
export interface FourEyesRequestsTable {
  id: string;
  action: string;
  body: string;
  /** The roles that may approve (besides admin), comma-separated: those of the action itself. */
  roles: string;
  reason: string | null;
  requested_by_id: string;
  requested_by_name: string;
  status: FourEyesStatus;
  decided_by_id: string | null;
  decided_by_name: string | null;
  outcome: string | null;
  created_at: CreatedAt;
  decided_at: NullableTimestamp;
}

/** Overrides of the withdrawal settings of the environment (0029-money-settings): null keeps the environment's. */
export interface WithdrawalSettingsTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  fee_type: ColumnType<'FIXED' | 'RATIO' | null, 'FIXED' | 'RATIO' | null | undefined, 'FIXED' | 'RATIO' | null>;
  fee_value: OptionalText;
  min_amount: OptionalText;
  max_amount: OptionalText;
  multiple: OptionalText;
  updated_at: Timestamp;
}

/** Overrides of the deposit settings of the environment (0029-money-settings): null keeps the environment's. */
export interface DepositSettingsTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  min_amount: OptionalText;
  multiple: OptionalText;
  updated_at: Timestamp;
}

export interface Database {
  member_totp: MemberTotpTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_trail: AuditTrailTable;
  withdrawal_settings: WithdrawalSettingsTable;
  deposit_settings: DepositSettingsTable;
  audit_head: AuditHeadTable;
  four_eyes_requests: FourEyesRequestsTable;
  recovery_codes: RecoveryCodesTable;
  factor_challenges: FactorChallengesTable;
  factor_resets: FactorResetsTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  client_requests: ClientRequestsTable;
  members: MembersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  envelope_nonces: EnvelopeNoncesTable;
  captchas: CaptchasTable;
  verification_codes: VerificationCodesTable;
  outbox: OutboxTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  asset_records: AssetRecordsTable;
  member_bank_accounts: MemberBankAccountsTable;
  sys_bank_accounts: SysBankAccountsTable;
  withdrawal_addresses: WithdrawalAddressesTable;
  convert_configs: ConvertConfigsTable;
  convert_orders: ConvertOrdersTable;
  make_over_configs: MakeOverConfigsTable;
  make_over_orders: MakeOverOrdersTable;
  transfer_locks: TransferLocksTable;
  deposit_receipts: DepositReceiptsTable;
  deposit_orders: DepositOrdersTable;
  withdrawal_orders: WithdrawalOrdersTable;
  withdrawal_events: WithdrawalEventsTable;
  package_catalogue: PackageCatalogueTable;
  package_catalogue_names: PackageCatalogueNamesTable;
  sys_bank_account_names: SysBankAccountNamesTable;
  member_packages: MemberPackagesTable;
  member_package_settings: MemberPackageSettingsTable;
  insurance_premiums: InsurancePremiumsTable;
  package_accruals: PackageAccrualsTable;
  accrual_runs: AccrualRunsTable;
  claim_screenshots: ClaimScreenshotsTable;
  claim_orders: ClaimOrdersTable;
  claim_events: ClaimEventsTable;
  member_tree: MemberTreeTable;
  pin_code_prices: PinCodePricesTable;
  pin_codes: PinCodesTable;
  pin_code_events: PinCodeEventsTable;
  otc_config: OtcConfigTable;
  otc_offers: OtcOffersTable;
  otc_trades: OtcTradesTable;
  otc_messages: OtcMessagesTable;
  otc_ratings: OtcRatingsTable;
  commitment_settings: CommitmentSettingsTable;
  commitment_packages: CommitmentPackagesTable;
  jackpot_rounds: JackpotRoundsTable;
  jackpot_orders: JackpotOrdersTable;
  game_settings: GameSettingsTable;
  game_accounts: GameAccountsTable;
  game_bet_flows: GameBetFlowsTable;
  game_catalogue: GameCatalogueTable;
  team_stats: TeamStatsTable;
  team_rank_counts: TeamRankCountsTable;
  team_rank_rules: TeamRankRulesTable;
  team_bonus_rates: TeamBonusRatesTable;
  bonus_payouts: BonusPayoutsTable;
  kyc_submissions: KycSubmissionsTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_channels: NotificationChannelsTable;
  notification_deliveries: NotificationDeliveriesTable;
  email_changes: EmailChangesTable;
  notification_attachments: NotificationAttachmentsTable;
  monthly_statement_runs: MonthlyStatementRunsTable;
  member_devices: MemberDevicesTable;
  sign_in_events: SignInEventsTable;
  account_freezes: AccountFreezesTable;
  freeze_links: FreezeLinksTable;
  member_security: MemberSecurityTable;
}
