import { z } from 'zod';

// The member-support answers of the operator API (platform/src/admin/member-support.ts), checked
// here so a resolver never shapes an answer it did not expect.

export const MemberSearchAnswer = z.object({
  list: z.array(
    z.object({
      id: z.string(),
      userName: z.string(),
      referralId: z.string(),
      email: z.string().nullable(),
      countryCode: z.string(),
      level: z.number().int(),
      banned: z.boolean(),
      createdAt: z.string(),
      matchedBy: z.enum(['USER_NAME', 'USER_ID', 'REFERRAL_ID', 'WITHDRAWAL_ADDRESS', 'DEPOSIT_HASH']),
    }),
  ),
  more: z.boolean(),
});

export const SupportProfileAnswer = z.object({
  profile: z.object({
    id: z.string(),
    userName: z.string(),
    referralId: z.string(),
    email: z.string().nullable(),
    countryCode: z.string(),
    level: z.number().int(),
    createdAt: z.string(),
  }),
  balances: z.array(z.object({ coinName: z.string(), assetsAvailable: z.string(), assetsFrozen: z.string(), assetsLocked: z.string() })),
  flags: z.object({
    banned: z.boolean(),
    bannedAt: z.string().nullable(),
    frozen: z.boolean(),
    frozenAt: z.string().nullable(),
    kycStatus: z.string(),
    withdrawalsPausedUntil: z.string().nullable(),
  }),
  team: z.object({ sponsorUserName: z.string().nullable(), directCount: z.number().int(), teamCount: z.number().int() }),
});

const pageOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() });

export const LedgerLinePageAnswer = pageOf(
  z.object({
    id: z.string(),
    transactionNumber: z.string(),
    coinName: z.string(),
    state: z.string(),
    recordType: z.string(),
    recordTypeName: z.string(),
    amount: z.string(),
    balanceBefore: z.string(),
    balanceAfter: z.string(),
    createdAt: z.string(),
  }),
);

export const RecordPageAnswer = pageOf(
  z.object({
    id: z.string(),
    receiptNumber: z.string(),
    transactionNumber: z.string().nullable(),
    coinName: z.string(),
    recordType: z.string(),
    recordTypeName: z.string(),
    amount: z.string(),
    fee: z.string(),
    status: z.string(),
    createdAt: z.string(),
  }),
);

export const SessionsAnswer = z.object({
  list: z.array(
    z.object({
      id: z.string(),
      browser: z.string().nullable(),
      os: z.string().nullable(),
      kind: z.string().nullable(),
      address: z.string(),
      startedAt: z.string(),
      lastSeenAt: z.string(),
    }),
  ),
});

export const BanAnswer = z.object({ userName: z.string(), banned: z.boolean() });
