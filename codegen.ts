import type { CodegenConfig } from '@graphql-codegen/cli';

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

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/resolvers-types.ts': {
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
          AssetRecordPage: '../assets/upstream.ts#UpstreamRecordPage',
          ConvertOrderPage: '../convert/upstream.ts#UpstreamConvertOrderPage',
          TransferPage: '../transfer/upstream.ts#UpstreamTransferPage',
          Deposit: '../deposit/upstream.ts#UpstreamDeposit',
          DepositPage: '../deposit/upstream.ts#UpstreamDepositPage',
          Withdrawal: '../withdrawal/upstream.ts#UpstreamWithdrawal',
          WithdrawalPage: '../withdrawal/upstream.ts#UpstreamWithdrawalPage',
          WithdrawalConfig: '../withdrawal/upstream.ts#UpstreamWithdrawalConfig',
          InsurancePlan: '../insurance/upstream.ts#UpstreamPlan',
          InsurancePackage: '../insurance/upstream.ts#UpstreamPackage',
          InsurancePackagePage: '../insurance/upstream.ts#UpstreamPackagePage',
          InsuranceRedeemQuote: '../insurance/upstream.ts#UpstreamRedeemQuote',
          InsuranceRedemption: '../insurance/upstream.ts#UpstreamRedemption',
          InsuranceCover: '../insurance/upstream.ts#UpstreamCover',
          PremiumPage: '../insurance/upstream.ts#UpstreamPremiumPage',
          EntrustPlan: '../insurance/upstream.ts#UpstreamPlan',
          EntrustPackage: '../insurance/upstream.ts#UpstreamPackage',
          EntrustPackagePage: '../insurance/upstream.ts#UpstreamPackagePage',
          EntrustRedeemQuote: '../insurance/upstream.ts#UpstreamRedeemQuote',
          EntrustRedemption: '../insurance/upstream.ts#UpstreamRedemption',
          ClaimPage: '../claim/upstream.ts#UpstreamClaimPage',
          TeamMember: '../team/upstream.ts#UpstreamTeamMember',
          TeamMemberPage: '../team/upstream.ts#UpstreamTeamMemberPage',
          Organization: '../team/upstream.ts#UpstreamOrganization',
          MyOrganization: '../team/upstream.ts#UpstreamMyOrganization',
          RankRequirement: '../team/upstream.ts#UpstreamRankRequirement',
          Rank: '../team/upstream.ts#UpstreamRank',
          BonusEarned: '../team/upstream.ts#UpstreamBonusEarned',
          Kyc: '../kyc/upstream.ts#UpstreamKyc',
        },
      },
    },
    'web/src/generated/': {
      preset: 'client',
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/generated/**'],
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
