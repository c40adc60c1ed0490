import { eitherField } from '../errors/field-errors.ts';
import type { GatewayContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { FileScalar, readPicture } from './receipt.ts';
import { DEPOSIT_ROUTES } from './upstream.ts';

const ORDER_LISTS = { CHAIN: DEPOSIT_ROUTES.chainOrders, BANK: DEPOSIT_ROUTES.bankOrders } as const;

/** The platform's receiving bank channels (also behind the deprecated `systemBankAccounts`). */
export const depositChannels = (_parent: unknown, _args: unknown, { upstream }: GatewayContext) =>
  upstream.member(DEPOSIT_ROUTES.channels, {});

const depositChain = (input: { amount: string; hash: string; paymentReference: string; requestId: string }, { upstream }: GatewayContext) =>
  upstream.member(
    DEPOSIT_ROUTES.depositUsdt,
    { amount: input.amount, hash: input.hash, receiptNumber: input.paymentReference, requestId: input.requestId },
  );

export const depositResolvers: Resolvers = {
  File: FileScalar,

  Query: {
    depositChainConfig: (_parent, _args, { upstream }) => upstream.member(DEPOSIT_ROUTES.chainConfig, {}),
    depositChannels,
    depositGuide: (_parent, _args, { upstream }) => upstream.member(DEPOSIT_ROUTES.guide, {}),
    bankDepositQuote: (_parent, { channelId, amount }, { upstream }) => upstream.member(DEPOSIT_ROUTES.bankQuote, { channelId, amount }),
    deposits: (_parent, args, { upstream, locale }) => {
      const kind = args.filter?.kind ?? args.kind;
      const status = args.filter?.status ?? args.status;
      return upstream.member(kind ? ORDER_LISTS[kind] : DEPOSIT_ROUTES.orders, { ...(status ? { status } : {}), ...pageArgs(args.page, locale) });
    },
  },

  Mutation: {
    depositChain: (_parent, { input }, context) => depositChain(input, context),
    depositUsdt: (_parent, { input }, context) => depositChain({ ...input, paymentReference: input.receiptNumber }, context),
    depositBank: async (_parent, { input, receipt }, { upstream, locale }) => {
      const amount = eitherField(input.amount, input.amountUsd, 'input.amount', locale);
      // Refused here, before the platform is called, so a bad picture creates nothing.
      const { file, sha256 } = await readPicture(receipt, locale, 'receipt');
      return upstream.memberMultipart(
        DEPOSIT_ROUTES.depositBank,
        { channelId: input.channelId, amountUsd: amount, receiptSha256: sha256, requestId: input.requestId },
        [file],
      );
    },
  },

  Deposit: {
    kind: (order) => order.type,
    paymentReference: (order) => order.receiptNumber,
  },

  DepositPage: {
    items: (page) => page.list,
    pageInfo: pageInfoOf,
  },
};
