// The jackpot (schema/jackpot.graphql, docs/jackpot.md): the current round with its commitment
// (and, once drawn, its seed and winning ticket), the member's entries, and entering.
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { BalancesQuery } from '@/lib/balances';

export const JACKPOT_PAGE_SIZE = 10;
/** Tickets one entry may buy (the platform's limit). */
export const MAX_TICKETS = 1000;

export { ticketNumber } from '@/lib/ticket-number';

export const JackpotQuery = graphql(`
  query Jackpot {
    jackpot {
      round {
        id
        coinName
        ticketPrice
        feeRatio
        status
        drawn
        openedAt
        closesAt
        closedAt
        drawnAt
        seedHash
        seed
        ticketCount
        poolAmount
        prizeAmount
        feeAmount
        winningTicket
        winningOrderId
        winningFirstTicket
        winningLastTicket
      }
      myTickets
      myOrders
    }
  }
`);

export const JackpotOrdersQuery = graphql(`
  query JackpotOrders($page: PageInput) {
    jackpotOrders(page: $page) {
      items {
        id
        roundId
        tickets
        firstTicket
        lastTicket
        amount
        coinName
        status
        prizeAmount
        roundStatus
        drawn
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

const EnterJackpotMutation = graphql(`
  mutation EnterJackpot($input: EnterJackpotInput!) {
    enterJackpot(input: $input) {
      id
      tickets
      firstTicket
      lastTicket
    }
  }
`);

export function useJackpot() {
  return useQuery(JackpotQuery, { fetchPolicy: 'cache-and-network' });
}

export function useJackpotOrders(pageNum: number) {
  return useQuery(JackpotOrdersQuery, { variables: { page: { pageNum, pageSize: JACKPOT_PAGE_SIZE } }, fetchPolicy: 'cache-and-network' });
}

/** Entering moves money: the round, the member's entries and balances are read again after it. */
export function useEnterJackpot() {
  return useMutation(EnterJackpotMutation, { refetchQueries: [JackpotQuery, JackpotOrdersQuery, BalancesQuery], awaitRefetchQueries: true });
}

/** A ticket count as typed: a whole number from 1 to MAX_TICKETS, else undefined. */
export function ticketsOf(text: string): number | undefined {
  if (!/^\d{1,4}$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return value >= 1 && value <= MAX_TICKETS ? value : undefined;
}
