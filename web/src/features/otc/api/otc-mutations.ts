import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { graphql } from '@/generated/gql';
import { BalancesQuery } from '@/lib/balances';
import { compareDecimal, fractionDigits, isDecimal, isPositiveDecimal } from '@/lib/decimal';
import { OtcChatQuery, OtcLobbyQuery, OtcOffersQuery, OtcTradesQuery } from './otc-queries';

/** An amount of USDT_POINT as the P2P area takes it: above 0, at most 2 decimals. */
const otcAmount = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .refine(isDecimal, 'validation.amountFormat')
  .refine((value) => !isDecimal(value) || isPositiveDecimal(value), 'validation.amountPositive')
  .refine((value) => !isDecimal(value) || fractionDigits(value) <= 2, 'otc.validation.amountPlaces');

const otcPrice = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .refine(isDecimal, 'validation.amountFormat')
  .refine((value) => !isDecimal(value) || isPositiveDecimal(value), 'otc.validation.pricePositive')
  .refine((value) => !isDecimal(value) || fractionDigits(value) <= 4, 'otc.validation.pricePlaces');

const valid = (value: string) => isDecimal(value) && isPositiveDecimal(value);

/**
 * Publish: amount, price, and limits with 0 < minimum ≤ maximum and minimum ≤ amount; once the
 * member's USDT balance is known, an amount not above it (a courtesy: the platform decides).
 */
export function publishOfferSchema(usdtAvailable?: string) {
  return z
    .object({ amount: otcAmount, price: otcPrice, minAmount: otcAmount, maxAmount: otcAmount })
    .superRefine((value, ctx) => {
      const amount = value.amount.trim();
      if (usdtAvailable !== undefined && valid(amount) && compareDecimal(amount, usdtAvailable) > 0) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'validation.amountAboveAvailable' });
      }
      const min = value.minAmount.trim();
      if (valid(min) && valid(value.maxAmount.trim()) && compareDecimal(min, value.maxAmount.trim()) > 0) {
        ctx.addIssue({ code: 'custom', path: ['minAmount'], message: 'otc.validation.minAboveMax' });
      } else if (valid(min) && valid(value.amount.trim()) && compareDecimal(min, value.amount.trim()) > 0) {
        ctx.addIssue({ code: 'custom', path: ['minAmount'], message: 'otc.validation.minAboveAmount' });
      }
    });
}
/** The publish rules before the balance is known. */
export const publishSchema = publishOfferSchema();
export type PublishForm = z.infer<typeof publishSchema>;

/** Buy: within the offer's takeMin and takeMax. */
export function buySchema(takeMin: string, takeMax: string) {
  return z.object({ amount: otcAmount }).superRefine((value, ctx) => {
    const amount = value.amount.trim();
    if (valid(amount) && (compareDecimal(amount, takeMin) < 0 || compareDecimal(amount, takeMax) > 0)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'otc.validation.outsideLimits' });
    }
  });
}
export type BuyForm = z.infer<ReturnType<typeof buySchema>>;

const PublishOtcOfferMutation = graphql(`
  mutation PublishOtcOffer($input: PublishOtcOfferInput!) {
    publishOtcOffer(input: $input) {
      offer {
        id
        status
      }
      receiptNumber
    }
  }
`);

const CancelOtcOfferMutation = graphql(`
  mutation CancelOtcOffer($id: ID!, $input: CancelOtcOfferInput!) {
    cancelOtcOffer(id: $id, input: $input) {
      offer {
        id
        status
        remaining
      }
      returned
    }
  }
`);

const BuyOtcOfferMutation = graphql(`
  mutation BuyOtcOffer($id: ID!, $input: BuyOtcOfferInput!) {
    buyOtcOffer(id: $id, input: $input) {
      trade {
        id
        buyerReceives
      }
      receiptNumber
    }
  }
`);

const SendOtcChatMessageMutation = graphql(`
  mutation SendOtcChatMessage($tradeId: ID!, $input: SendOtcChatMessageInput!) {
    sendOtcChatMessage(tradeId: $tradeId, input: $input) {
      id
    }
  }
`);

const AppealOtcTradeMutation = graphql(`
  mutation AppealOtcTrade($tradeId: ID!, $input: AppealOtcTradeInput!) {
    appealOtcTrade(tradeId: $tradeId, input: $input) {
      id
      status
    }
  }
`);

const RateOtcTradeMutation = graphql(`
  mutation RateOtcTrade($tradeId: ID!, $input: RateOtcTradeInput!) {
    rateOtcTrade(tradeId: $tradeId, input: $input) {
      id
      myRating {
        score
        comment
      }
    }
  }
`);

const MONEY_REFETCH = { refetchQueries: [OtcLobbyQuery, OtcOffersQuery, OtcTradesQuery, BalancesQuery], awaitRefetchQueries: true };

export const usePublishOtcOffer = () => useMutation(PublishOtcOfferMutation, MONEY_REFETCH);
export const useCancelOtcOffer = () => useMutation(CancelOtcOfferMutation, MONEY_REFETCH);
export const useBuyOtcOffer = () => useMutation(BuyOtcOfferMutation, MONEY_REFETCH);
export const useAppealOtcTrade = () => useMutation(AppealOtcTradeMutation, MONEY_REFETCH);
export const useRateOtcTrade = () => useMutation(RateOtcTradeMutation, { refetchQueries: [OtcTradesQuery] });
export const useSendOtcChatMessage = () => useMutation(SendOtcChatMessageMutation, { refetchQueries: [OtcChatQuery], awaitRefetchQueries: true });
