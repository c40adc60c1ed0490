import { skipToken, useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { useRefetchOnBalanceChange } from '@/lib/balances';

export const OTC_PAGE_SIZE = 10;

export const OtcLobbyQuery = graphql(`
  query OtcLobby($page: PageInput) {
    otcLobby(page: $page) {
      payCoinName
      feeRatio
      feePayer
      items {
        id
        sellerUserName
        amount
        remaining
        price
        payCoinName
        minAmount
        maxAmount
        takeMin
        takeMax
        mine
        seller {
          completedTrades
          rating
          ratingCount
        }
      }
      pageInfo {
        pageNum
        pageSize
        total
        hasNextPage
      }
    }
  }
`);

export const OtcOffersQuery = graphql(`
  query OtcOffers($page: PageInput) {
    otcOffers(page: $page) {
      items {
        id
        amount
        remaining
        sold
        price
        payCoinName
        minAmount
        maxAmount
        status
        createdAt
      }
      pageInfo {
        pageNum
        pageSize
        total
        hasNextPage
      }
    }
  }
`);

export const OtcTradesQuery = graphql(`
  query OtcTrades($page: PageInput) {
    otcTrades(page: $page) {
      items {
        id
        role
        counterpartyUserName
        amount
        price
        payCoinName
        payAmount
        fee
        feeCoinName
        buyerReceives
        sellerReceives
        status
        appeal {
          reason
          decision
          decisionNote
        }
        myRating {
          score
          comment
        }
        createdAt
      }
      pageInfo {
        pageNum
        pageSize
        total
        hasNextPage
      }
    }
  }
`);

export const OtcChatQuery = graphql(`
  query OtcChat($tradeId: ID!) {
    otcChat(tradeId: $tradeId, page: { pageNum: 1, pageSize: 100 }) {
      items {
        id
        senderUserName
        mine
        content
        createdAt
      }
    }
  }
`);

export function useOtcLobby(pageNum: number) {
  const query = useQuery(OtcLobbyQuery, { variables: { page: { pageNum, pageSize: OTC_PAGE_SIZE } }, fetchPolicy: 'cache-and-network' });
  useRefetchOnBalanceChange(query.refetch);
  return query;
}

export function useOtcOffers(pageNum: number) {
  const query = useQuery(OtcOffersQuery, { variables: { page: { pageNum, pageSize: OTC_PAGE_SIZE } }, fetchPolicy: 'cache-and-network' });
  useRefetchOnBalanceChange(query.refetch);
  return query;
}

export function useOtcTrades(pageNum: number) {
  const query = useQuery(OtcTradesQuery, { variables: { page: { pageNum, pageSize: OTC_PAGE_SIZE } }, fetchPolicy: 'cache-and-network' });
  useRefetchOnBalanceChange(query.refetch);
  return query;
}

export function useOtcChat(tradeId: string) {
  return useQuery(OtcChatQuery, { variables: { tradeId }, fetchPolicy: 'cache-and-network' });
}

const OtcBuyQuoteQuery = graphql(`
  query OtcBuyQuote($id: ID!, $amount: Decimal!) {
    otcBuyQuote(id: $id, amount: $amount) {
      offerId
      amount
      price
      payCoinName
      payAmount
      fee
      feeCoinName
      buyerReceives
      sellerReceives
    }
  }
`);

/**
 * What buying `amount` from the offer moves, as the platform settles it (what is paid, the fee
 * and in which credit, what arrives): the review shows it, never a sum of its own. Skipped until
 * the member asks for the review; always asked of the server.
 */
export function useOtcBuyQuote(request: { id: string; amount: string } | undefined) {
  return useQuery(OtcBuyQuoteQuery, request ? { variables: request, fetchPolicy: 'network-only' } : skipToken);
}
