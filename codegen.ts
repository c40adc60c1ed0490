import { createHash } from 'node:crypto';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { Kind, visit, type DocumentNode, type FieldNode } from 'graphql';

// One codegen for the whole workspace: the gateway's resolver types and the web app's typed
// documents both come from the SDL in schema/. Generated files are committed and never edited;
// `pnpm codegen:check` fails when they are out of date.

const scalars = {
  // Exact decimals travel as strings end to end; never a JS number.
  Decimal: 'string',
  // ISO-8601 UTC strings.
  DateTime: 'string',
  // An upload of a GraphQL multipart request (deposit receipts); only ever an input.
  File: 'File',
};

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/**
 * Adds `__typename` to every selection set but an operation's root, as Apollo Client's cache
 * does before it sends a document: the trusted text then asks for what the cache needs.
 */
const addTypenameAsApolloDoes = {
  transform: <T extends { document?: DocumentNode | undefined }>({ documents }: { documents: T[] }): T[] =>
    documents.map((source) => ({
      ...source,
      document:
        source.document &&
        visit(source.document, {
          SelectionSet(node, _key, parent) {
            const isRoot = !Array.isArray(parent) && (parent as { kind?: string } | undefined)?.kind === Kind.OPERATION_DEFINITION;
            if (isRoot || node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
            return { ...node, selections: [TYPENAME, ...node.selections] };
          },
        }),
    })),
};

const config: CodegenConfig = {
  // Each output names its schema: an output's own `schema` would be merged with a root one.
  ignoreNoDocuments: true,
  generates: {
    // The operator console's schema (schema/operator/): resolver types of its own and the
    // console's documents (web/src/console/operations/*.graphql), never mixed with the members'.
    'gateway/src/generated/operator-resolvers-types.ts': {
      schema: 'schema/operator/*.graphql',
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        strictScalars: true,
        scalars: { Decimal: 'string', DateTime: 'string' },
        enumsAsTypes: true,
        contextType: '../operator/context.ts#OperatorContext',
      },
    },
    'web/src/console/generated/': {
      schema: 'schema/operator/*.graphql',
      preset: 'client',
      documents: ['web/src/console/operations/*.graphql'],
      presetConfig: {
        fragmentMasking: false,
        persistedDocuments: { hashAlgorithm: (text: string) => createHash('sha256').update(text).digest('hex') },
      },
      documentTransforms: [addTypenameAsApolloDoes],
      config: { useTypeImports: true, strictScalars: true, scalars: { Decimal: 'string', DateTime: 'string' }, enumsAsTypes: true },
    },
    'gateway/src/generated/resolvers-types.ts': {
      schema: 'schema/*.graphql',
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        strictScalars: true,
        scalars,
        enumsAsTypes: true,
        contextType: '../context.ts#GatewayContext',
        // Resolvers receive the platform's answers (checked by zod in <domain>/upstream.ts)
        // and shape them; these are those answers' types.
        mappers: {
          User: '../user/upstream.ts#UpstreamUser',
          Level: '../user/upstream.ts#UpstreamLevel',
          Registration: '../user/upstream.ts#UpstreamRegistration',
          WithdrawalAddress: '../account/upstream.ts#UpstreamWithdrawalAddress',
          Balance: '../assets/upstream.ts#UpstreamBalance',
          Hold: '../assets/upstream.ts#UpstreamHold',
          AssetRecordPage: '../assets/upstream.ts#UpstreamRecordPage',
          ConvertOrderPage: '../convert/upstream.ts#UpstreamConvertOrderPage',
          TransferPage: '../transfer/upstream.ts#UpstreamTransferPage',
          Deposit: '../deposit/upstream.ts#UpstreamDeposit',
          DepositPage: '../deposit/upstream.ts#UpstreamDepositPage',
          Withdrawal: '../withdrawal/upstream.ts#UpstreamWithdrawal',
          WithdrawalPage: '../withdrawal/upstream.ts#UpstreamWithdrawalPage',
          WithdrawalConfig: '../withdrawal/upstream.ts#UpstreamWithdrawalConfig',
          InsurancePlan: '../upstream/packages.ts#UpstreamPlan',
          InsurancePackage: '../insurance/upstream.ts#UpstreamInsurancePackage',
          InsurancePackagePage: '../insurance/upstream.ts#UpstreamInsurancePackagePage',
          InsuranceRedeemQuote: '../upstream/packages.ts#UpstreamRedeemQuote',
          InsuranceRedemption: '../upstream/packages.ts#UpstreamRedemption',
          PackageUpgradeOption: '../upstream/packages.ts#UpstreamUpgradeOption',
          InsuranceCover: '../insurance/upstream.ts#UpstreamCover',
          PremiumPage: '../insurance/upstream.ts#UpstreamPremiumPage',
          EntrustPlan: '../upstream/packages.ts#UpstreamPlan',
          EntrustPackage: '../upstream/packages.ts#UpstreamPackage',
          EntrustPackagePage: '../upstream/packages.ts#UpstreamPackagePage',
          EntrustRedeemQuote: '../upstream/packages.ts#UpstreamRedeemQuote',
          EntrustRedemption: '../upstream/packages.ts#UpstreamRedemption',
          ClaimPage: '../claim/upstream.ts#UpstreamClaimPage',
          TeamMember: '../team/upstream.ts#UpstreamTeamMember',
          TeamMemberPage: '../team/upstream.ts#UpstreamTeamMemberPage',
          Organization: '../team/upstream.ts#UpstreamOrganization',
          MyOrganization: '../team/upstream.ts#UpstreamMyOrganization',
          RankRequirement: '../team/upstream.ts#UpstreamRankRequirement',
          Rank: '../team/upstream.ts#UpstreamRank',
          BonusEarned: '../team/upstream.ts#UpstreamBonusEarned',
          Kyc: '../kyc/upstream.ts#UpstreamKyc',
          PinCodePlan: '../pin-code/upstream.ts#UpstreamPinCodePlan',
          PinCode: '../pin-code/upstream.ts#UpstreamPinCode',
          PinCodePage: '../pin-code/upstream.ts#UpstreamPinCodePage',
          PinCodeEvent: '../pin-code/upstream.ts#UpstreamPinCodeEvent',
          PinCodeEventPage: '../pin-code/upstream.ts#UpstreamPinCodeEventPage',
          PinCodePurchase: '../pin-code/upstream.ts#UpstreamPinCodePurchase',
          PinCodeActivation: '../pin-code/upstream.ts#UpstreamPinCodeActivation',
          PinCodeTransfer: '../pin-code/upstream.ts#UpstreamPinCodeTransfer',
          OtcOffer: '../otc/upstream.ts#UpstreamOtcOffer',
          OtcLobby: '../otc/upstream.ts#UpstreamOtcLobby',
          OtcOfferPage: '../otc/upstream.ts#UpstreamOtcOfferPage',
          OtcOfferReceipt: '../otc/upstream.ts#UpstreamOtcOfferReceipt',
          OtcTrade: '../otc/upstream.ts#UpstreamOtcTrade',
          OtcTradePage: '../otc/upstream.ts#UpstreamOtcTradePage',
          OtcPurchase: '../otc/upstream.ts#UpstreamOtcPurchase',
          OtcChatMessage: '../otc/upstream.ts#UpstreamOtcChatMessage',
          OtcChatPage: '../otc/upstream.ts#UpstreamOtcChatPage',
          CommitmentPlan: '../commitment/upstream.ts#UpstreamCommitmentPlan',
          CommitmentFreePackage: '../commitment/upstream.ts#UpstreamCommitmentFree',
          Commitment: '../commitment/upstream.ts#UpstreamCommitment',
          CommitmentArea: '../commitment/upstream.ts#UpstreamCommitmentArea',
          CommitmentClaim: '../commitment/upstream.ts#UpstreamCommitmentClaim',
          JackpotStatus: '../jackpot/upstream.ts#UpstreamJackpotStatus',
          JackpotRound: '../jackpot/upstream.ts#UpstreamJackpotRound',
          JackpotPool: '../jackpot/upstream.ts#UpstreamJackpotPool',
          JackpotOrder: '../jackpot/upstream.ts#UpstreamJackpotOrder',
          JackpotOrderPage: '../jackpot/upstream.ts#UpstreamJackpotOrderPage',
          GameTransferPage: '../game/upstream.ts#UpstreamGameTransferPage',
          Notification: '../notification/upstream.ts#UpstreamNotification',
          NotificationPage: '../notification/upstream.ts#UpstreamNotificationPage',
          NotificationPreference: '../notification/upstream.ts#UpstreamNotificationPreference',
          MemberSession: '../security/upstream.ts#UpstreamMemberSession',
          SignInEvent: '../security/upstream.ts#UpstreamSignInEvent',
          SignInEventPage: '../security/upstream.ts#UpstreamSignInEventPage',
          WhitelistAddress: '../security/upstream.ts#UpstreamWhitelistAddress',
          SecurityGuards: '../security/upstream.ts#UpstreamSecurityGuards',
        },
      },
    },
    'web/src/generated/': {
      schema: 'schema/*.graphql',
      preset: 'client',
      // Where the documents live (docs/web.md): each feature's api/, and the shared queries in
      // lib/ and components/. Not every file of the app: finding documents parses each file it
      // is given, and the other 300 files held none (a third of the check's time).
      documents: ['web/src/features/*/api/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}'],
      // Trusted documents: every operation gets its SHA-256 hash in the document (`__meta__.hash`)
      // and in web/src/generated/persisted-documents.json (hash → text), which the web build
      // ships and the gateway runs by hash alone (docs/gateway.md, "Trusted documents"). The
      // documents get the __typename selections Apollo's cache adds, so the text the gateway
      // runs is the one the client would otherwise have sent.
      // Plain hex SHA-256 of the text, as Apollo's persistedQuery.sha256Hash carries it.
      presetConfig: {
        persistedDocuments: { hashAlgorithm: (text: string) => createHash('sha256').update(text).digest('hex') },
      },
      documentTransforms: [addTypenameAsApolloDoes],
      config: {
        useTypeImports: true,
        strictScalars: true,
        scalars,
        enumsAsTypes: true,
      },
    },
  },
};

export default config;
