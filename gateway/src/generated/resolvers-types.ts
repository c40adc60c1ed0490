import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UpstreamUser, UpstreamLevel } from '../user/upstream.ts';
import type { UpstreamBalance, UpstreamRecordPage } from '../assets/upstream.ts';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * A point in time as an ISO-8601 string in UTC, for example
   * `"2026-11-22T08:00:00.000Z"`. Inputs must name their offset (`Z` or `+08:00`);
   * they are normalised to UTC before they reach the platform.
   */
  DateTime: { input: string; output: string; }
  /**
   * A decimal number carried as a string, for example `"1250.50"` or `"-3"`.
   *
   * Money and credit amounts are always exact: the gateway never turns them into
   * floating-point numbers. Send amounts as strings in variables; a JSON number is
   * refused. Accepted form: an optional `-`, digits, and an optional fraction
   * (`^-?\d+(\.\d+)?$`).
   */
  Decimal: { input: string; output: string; }
};

/** One movement of credits (platform `assetsRecordList`). */
export type AssetRecord = {
  __typename?: 'AssetRecord';
  /** What was actually received after fees, when it differs from `amount`. */
  actualAmount?: Maybe<Scalars['Decimal']['output']>;
  /** The amount moved. */
  amount: Scalars['Decimal']['output'];
  /** The kind of credit moved. */
  coinName: CoinName;
  /** When the movement happened. */
  createdAt: Scalars['DateTime']['output'];
  /** The fee charged, when there is one. */
  fee?: Maybe<Scalars['Decimal']['output']>;
  /** The on-chain transaction hash, for blockchain movements. */
  hash?: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['ID']['output'];
  /** Why the record has its status (e.g. a rejection reason, or an operator's remark). */
  reason?: Maybe<Scalars['String']['output']>;
  /** Receipt number, when the movement has one (deposits). */
  receiptNumber?: Maybe<Scalars['String']['output']>;
  /** The record type key, e.g. `DEPOSIT` or `ADJUST_IN`. See `recordTypes`. */
  recordType: Scalars['String']['output'];
  /** The record type's name in the request's language. */
  recordTypeName: Scalars['String']['output'];
  /** The record's status, when the movement has one (e.g. a withdrawal under review). */
  status?: Maybe<Scalars['String']['output']>;
  /** Transaction number, when the movement has one. */
  transactionNumber?: Maybe<Scalars['String']['output']>;
};

/** A page of credit records, newest first. */
export type AssetRecordPage = {
  __typename?: 'AssetRecordPage';
  /** The records of this page. */
  items: Array<AssetRecord>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/**
 * The member's balance of one kind of credit. The three amounts are separate:
 * `frozen` and `locked` are not included in `available`.
 */
export type Balance = {
  __typename?: 'Balance';
  /** What the member can spend, transfer or withdraw now. */
  available: Scalars['Decimal']['output'];
  /** The kind of credit. */
  coinName: CoinName;
  /** Held for an action in progress (for example a pending withdrawal). */
  frozen: Scalars['Decimal']['output'];
  /** Locked in a package until it unlocks. */
  locked: Scalars['Decimal']['output'];
};

/** A captcha challenge to show on the registration form. */
export type Captcha = {
  __typename?: 'Captcha';
  /** Pass this back as `captchaId` together with the member's answer. */
  captchaId: Scalars['ID']['output'];
  /** The picture as an SVG data URL (`data:image/svg+xml;...`), ready for an `<img src>`. */
  image: Scalars['String']['output'];
};

/** Changing the login password of the logged-in member. */
export type ChangePasswordInput = {
  /** The new login password again; it must match `password`. */
  confirmPassword: Scalars['String']['input'];
  /** The current login password. */
  oldPassword: Scalars['String']['input'];
  /** The new login password. */
  password: Scalars['String']['input'];
};

/** Changing the transaction password of the logged-in member. */
export type ChangeTransactionPasswordInput = {
  /** The new transaction password again; it must match `transactionPassword`. */
  confirmTransactionPassword: Scalars['String']['input'];
  /** The current transaction password. */
  oldTransactionPassword: Scalars['String']['input'];
  /** The new transaction password. */
  transactionPassword: Scalars['String']['input'];
};

/** A kind of credit with its display names (platform `coinList`). */
export type Coin = {
  __typename?: 'Coin';
  /** The Chinese display name. */
  cnName: Scalars['String']['output'];
  /** The credit's key. */
  coinName: CoinName;
  /** A short display name. */
  shortName: Scalars['String']['output'];
};

/** The seven kinds of credit a member holds. */
export type CoinName =
  /** Entrust credits. */
  | 'ASSETS_POINT'
  /** Reward credits (bonuses). */
  | 'BONUS_POINT'
  /** Cash credits. */
  | 'CASH_POINT'
  /** Game credits (Hash Kingdom). */
  | 'GMT'
  /** Insurance credits. */
  | 'INSURANCE_POINT'
  /** USDT credits, also traded peer to peer. */
  | 'USDT_POINT'
  /** Credits that can be withdrawn. */
  | 'WITHDRAWAL_POINT';

/** A country members can register from. */
export type Country = {
  __typename?: 'Country';
  /** ISO 3166-1 alpha-2 code, e.g. `US`. Pass it as `countryCode` to `register`. */
  code: Scalars['String']['output'];
  /** The country's name in the request's language. */
  name: Scalars['String']['output'];
};

/** A rank of the referral ladder (platform `levelList`). */
export type Level = {
  __typename?: 'Level';
  /** The Chinese name. */
  cn: Scalars['String']['output'];
  /** The English name. */
  en: Scalars['String']['output'];
  /** Rank number, from -1 to 7. */
  level: Scalars['Int']['output'];
  /** The name in the request's language (`zh-CN` → Chinese, otherwise English). -1 is `No grade`. */
  name: Scalars['String']['output'];
};

/** The login form. */
export type LoginInput = {
  /** Login password. */
  password: Scalars['String']['input'];
  /** Login name. */
  userName: Scalars['String']['input'];
};

/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /** *Member.* Change the login password. Ends every other session of the member. Returns true. */
  changePassword: Scalars['Boolean']['output'];
  /** *Member.* Change the transaction password. Returns true. */
  changeTransactionPassword: Scalars['Boolean']['output'];
  /**
   * Log in and get a session token. Public. Wrong credentials and banned accounts
   * come back as `SERVER_MESSAGE` errors (`WRONG_CREDENTIALS`, `ACCOUNT_BANNED`,
   * `TOO_MANY_ATTEMPTS`).
   */
  login: Session;
  /** *Member.* End this session: the token stops working at once. Returns true. */
  logout: Scalars['Boolean']['output'];
  /**
   * Create an account. Public. Needs a `captcha` answer and the referral id of an
   * existing member. Business refusals (name taken, passwords differ, wrong captcha,
   * unknown referral id) come back as `SERVER_MESSAGE` errors whose message is ready
   * to show and whose `extensions.reason` is a stable key (`USERNAME_TAKEN`,
   * `PASSWORD_MISMATCH`, `CAPTCHA_INVALID`, `REFERRAL_NOT_FOUND`).
   */
  register: Registration;
  /** Set a new login password with the code from `sendPasswordResetCode`. Public. Ends every session of the member. Returns true. */
  resetPassword: Scalars['Boolean']['output'];
  /**
   * Send a 6-digit password reset code to the member's e-mail. Public. Returns true
   * whether or not the user name exists, so it cannot be used to probe accounts.
   */
  sendPasswordResetCode: Scalars['Boolean']['output'];
  /** *Member.* Record whether the member accepts the terms; returns the updated profile. */
  setAgreeStatus: User;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationChangeTransactionPasswordArgs = {
  input: ChangeTransactionPasswordInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationLoginArgs = {
  input: LoginInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationSendPasswordResetCodeArgs = {
  userName: Scalars['String']['input'];
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationSetAgreeStatusArgs = {
  agreed: Scalars['Boolean']['input'];
};

/** Where a page sits in the whole list. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Whether a page after this one exists. */
  hasNextPage: Scalars['Boolean']['output'];
  /** The page returned, from 1. */
  pageNum: Scalars['Int']['output'];
  /** The page size used. */
  pageSize: Scalars['Int']['output'];
  /** How many items the whole list holds (across all pages). */
  total: Scalars['Int']['output'];
};

/** Which page of a list to return. Pages are numbered from 1. */
export type PageInput = {
  /** The page to return, from 1. Defaults to 1. */
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  /** How many items per page, from 1 to 100. Defaults to 20. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type Query = {
  __typename?: 'Query';
  /** *Member.* The member's balances: one entry for each of the seven kinds of credit, zero included. */
  balances: Array<Balance>;
  /** A fresh captcha for the registration form: every call returns a new image and id. Public. */
  captcha: Captcha;
  /** The seven kinds of credit with their names. Public. */
  coins: Array<Coin>;
  /** Countries to choose from at registration, names in the request's language. Public. */
  countries: Array<Country>;
  /** The rank ladder, from -1 (No grade) to 7. Public. */
  levels: Array<Level>;
  /** *Member.* The logged-in member's profile. */
  me: User;
  /** *Member.* The record types, names in the request's language, for the `records` filter. */
  recordTypes: Array<RecordType>;
  /** *Member.* The member's credit history, newest first, filtered and paged. */
  records: AssetRecordPage;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryRecordsArgs = {
  filter?: InputMaybe<RecordFilter>;
  page?: InputMaybe<PageInput>;
};

/** Which credit records to return. Every field is optional; together they narrow the list. */
export type RecordFilter = {
  /** Only records of this kind of credit. */
  coinName?: InputMaybe<CoinName>;
  /** Only records at or after this time (inclusive). */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** Only records of this type (a key from `recordTypes`). */
  recordType?: InputMaybe<Scalars['String']['input']>;
  /** Only records before this time (exclusive). */
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A kind of credit record, for the filter of `records`. */
export type RecordType = {
  __typename?: 'RecordType';
  /** Its name in the request's language. */
  name: Scalars['String']['output'];
  /** The key to pass as `recordType`, e.g. `DEPOSIT`. */
  recordType: Scalars['String']['output'];
};

/** The registration form. */
export type RegisterInput = {
  /** What the person read in the captcha image. Each captcha can be answered once, within 5 minutes. */
  captchaCode: Scalars['String']['input'];
  /** `captchaId` from the `captcha` query. */
  captchaId: Scalars['ID']['input'];
  /** The login password again; it must match `password`. */
  confirmPassword: Scalars['String']['input'];
  /** Country code from `countries`, e.g. `US`. */
  countryCode: Scalars['String']['input'];
  /** Optional e-mail address, used to send password reset codes. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Login password. */
  password: Scalars['String']['input'];
  /** The referral id of the member who invited this one. */
  referralId: Scalars['String']['input'];
  /** Transaction password, asked for when moving credits. */
  transactionPassword: Scalars['String']['input'];
  /** Login name: required, no spaces. */
  userName: Scalars['String']['input'];
};

/** What `register` returns. */
export type Registration = {
  __typename?: 'Registration';
  /** The new member's own referral id, to share with people they invite. */
  referralId: Scalars['String']['output'];
  /** The new member's id. */
  userId: Scalars['ID']['output'];
};

/** The forgotten-password form, after `sendPasswordResetCode`. */
export type ResetPasswordInput = {
  /** The new login password again; it must match `password`. */
  confirmPassword: Scalars['String']['input'];
  /** The new login password. */
  password: Scalars['String']['input'];
  /** Login name. */
  userName: Scalars['String']['input'];
  /** The 6-digit code the member received. */
  verifyCode: Scalars['String']['input'];
};

/**
 * A logged-in session. Send the token as `Authorization: Bearer <token>` on every
 * member operation.
 */
export type Session = {
  __typename?: 'Session';
  /** When the session ends at the latest, whatever the activity. */
  expiresAt: Scalars['DateTime']['output'];
  /** The session also ends after this many seconds without a call. */
  idleTimeoutSeconds: Scalars['Int']['output'];
  /** The session token. Keep it in session storage; never log it. */
  token: Scalars['String']['output'];
};

/**
 * Live updates, served over Server-Sent Events (GraphQL over SSE, distinct
 * connections mode: send the subscription with `Accept: text/event-stream`).
 * All subscriptions are *member* operations.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * *Member.* The member's balances: the current value at once, then a new value
   * whenever any of them changes (checked every 10 seconds by default). All the
   * member's open subscriptions share one poll of the platform. Ends with an
   * error event when the session expires.
   */
  balancesChanged: Array<Balance>;
  /**
   * *Member.* The member's profile: the current value at once, then a new value
   * whenever it changes (checked every 10 seconds by default). Ends with an error
   * event when the session expires.
   */
  profileChanged: User;
};

/** The logged-in member's profile (platform `userInfo`). */
export type User = {
  __typename?: 'User';
  /** Whether the member has accepted the terms (platform `agreeStatus` = 1). Change it with `setAgreeStatus`. */
  agreedToTerms: Scalars['Boolean']['output'];
  /** Whether the commitment package area is enabled for this member (platform flag `commitmentPackageStatus` = 1). */
  commitmentPackageEnabled: Scalars['Boolean']['output'];
  /** ISO 3166-1 alpha-2 country code chosen at registration, e.g. `US`. `CN` changes some displays. */
  countryCode: Scalars['String']['output'];
  /** When the account was created. */
  createdAt: Scalars['DateTime']['output'];
  /** E-mail address used for password reset codes, when the member gave one. */
  email?: Maybe<Scalars['String']['output']>;
  /** The member's id on the platform. */
  id: Scalars['ID']['output'];
  /** Rank number, from -1 (no grade / player) to 7. See `levels` for names. */
  level: Scalars['Int']['output'];
  /**
   * The rank's display name in the request's language (`zh-CN` gets the Chinese
   * name, every other language the English one). Level -1 reads `No grade`.
   */
  levelName: Scalars['String']['output'];
  /** Whether the PIN code area is enabled for this member (platform flag `matchingCodeStatus` = 1). */
  matchingCodeEnabled: Scalars['Boolean']['output'];
  /** Whether peer-to-peer trading (OTC, coin USDT_POINT) is enabled for this member (platform flag `otcStatus` = 1). */
  otcEnabled: Scalars['Boolean']['output'];
  /** The member's own referral id: new members enter it at registration to join this member's team. */
  referralId: Scalars['String']['output'];
  /** The user name of the member who referred this one, when there is one. */
  sponsorUserName?: Maybe<Scalars['String']['output']>;
  /** The login name. Unique, no spaces. */
  userName: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AssetRecord: ResolverTypeWrapper<AssetRecord>;
  AssetRecordPage: ResolverTypeWrapper<UpstreamRecordPage>;
  Balance: ResolverTypeWrapper<UpstreamBalance>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Captcha: ResolverTypeWrapper<Captcha>;
  ChangePasswordInput: ChangePasswordInput;
  ChangeTransactionPasswordInput: ChangeTransactionPasswordInput;
  Coin: ResolverTypeWrapper<Coin>;
  CoinName: CoinName;
  Country: ResolverTypeWrapper<Country>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Level: ResolverTypeWrapper<UpstreamLevel>;
  LoginInput: LoginInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageInput: PageInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordFilter: RecordFilter;
  RecordType: ResolverTypeWrapper<RecordType>;
  RegisterInput: RegisterInput;
  Registration: ResolverTypeWrapper<Registration>;
  ResetPasswordInput: ResetPasswordInput;
  Session: ResolverTypeWrapper<Session>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  User: ResolverTypeWrapper<UpstreamUser>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AssetRecord: AssetRecord;
  AssetRecordPage: UpstreamRecordPage;
  Balance: UpstreamBalance;
  Boolean: Scalars['Boolean']['output'];
  Captcha: Captcha;
  ChangePasswordInput: ChangePasswordInput;
  ChangeTransactionPasswordInput: ChangeTransactionPasswordInput;
  Coin: Coin;
  Country: Country;
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Level: UpstreamLevel;
  LoginInput: LoginInput;
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
  PageInput: PageInput;
  Query: Record<PropertyKey, never>;
  RecordFilter: RecordFilter;
  RecordType: RecordType;
  RegisterInput: RegisterInput;
  Registration: Registration;
  ResetPasswordInput: ResetPasswordInput;
  Session: Session;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  User: UpstreamUser;
};

export type AssetRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssetRecord'] = ResolversParentTypes['AssetRecord']> = {
  actualAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fee?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  hash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiptNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactionNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AssetRecordPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssetRecordPage'] = ResolversParentTypes['AssetRecordPage']> = {
  items?: Resolver<Array<ResolversTypes['AssetRecord']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type BalanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Balance'] = ResolversParentTypes['Balance']> = {
  available?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  frozen?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type CaptchaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Captcha'] = ResolversParentTypes['Captcha']> = {
  captchaId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CoinResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Coin'] = ResolversParentTypes['Coin']> = {
  cnName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CountryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type LevelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Level'] = ResolversParentTypes['Level']> = {
  cn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  changeTransactionPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangeTransactionPasswordArgs, 'input'>>;
  login?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  register?: Resolver<ResolversTypes['Registration'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  sendPasswordResetCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendPasswordResetCodeArgs, 'userName'>>;
  setAgreeStatus?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetAgreeStatusArgs, 'agreed'>>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  balances?: Resolver<Array<ResolversTypes['Balance']>, ParentType, ContextType>;
  captcha?: Resolver<ResolversTypes['Captcha'], ParentType, ContextType>;
  coins?: Resolver<Array<ResolversTypes['Coin']>, ParentType, ContextType>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  levels?: Resolver<Array<ResolversTypes['Level']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  recordTypes?: Resolver<Array<ResolversTypes['RecordType']>, ParentType, ContextType>;
  records?: Resolver<ResolversTypes['AssetRecordPage'], ParentType, ContextType, Partial<QueryRecordsArgs>>;
};

export type RecordTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecordType'] = ResolversParentTypes['RecordType']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegistrationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Registration'] = ResolversParentTypes['Registration']> = {
  referralId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  idleTimeoutSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  balancesChanged?: SubscriptionResolver<Array<ResolversTypes['Balance']>, "balancesChanged", ParentType, ContextType>;
  profileChanged?: SubscriptionResolver<ResolversTypes['User'], "profileChanged", ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  agreedToTerms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  commitmentPackageEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  levelName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  matchingCodeEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  otcEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  referralId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sponsorUserName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AssetRecord?: AssetRecordResolvers<ContextType>;
  AssetRecordPage?: AssetRecordPageResolvers<ContextType>;
  Balance?: BalanceResolvers<ContextType>;
  Captcha?: CaptchaResolvers<ContextType>;
  Coin?: CoinResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  Level?: LevelResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecordType?: RecordTypeResolvers<ContextType>;
  Registration?: RegistrationResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

