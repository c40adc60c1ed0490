// The PIN code area (schema/pin-code.graphql, docs/pin-codes.md): plans with prices, the member's
// codes, one code's chain of custody, and buy / activate / transfer. Every field answers
// FORBIDDEN while the member's area is off.
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { BalancesQuery } from '@/lib/balances';
import { failureOf } from '@/lib/errors';

export const PIN_CODE_PAGE_SIZE = 10;

export const PinCodePlansQuery = graphql(`
  query PinCodePlans {
    pinCodePlans {
      id
      kind
      name
      price
      priceCoinName
      amount
      coinName
      contractDays
    }
  }
`);

export const PinCodesQuery = graphql(`
  query PinCodes($filter: PinCodeFilter, $page: PageInput) {
    pinCodes(filter: $filter, page: $page) {
      items {
        id
        code
        planId
        planName
        kind
        amount
        coinName
        origin
        state
        holderUserName
        activatedForUserName
        activatedAt
        packageId
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

const PinCodeCustodyQuery = graphql(`
  query PinCodeCustody($id: ID!, $page: PageInput) {
    pinCodeCustody(id: $id, page: $page) {
      items {
        id
        type
        fromUserName
        toUserName
        forUserName
        packageId
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

const BuyPinCodesMutation = graphql(`
  mutation BuyPinCodes($input: BuyPinCodesInput!) {
    buyPinCodes(input: $input) {
      total
      coinName
      receiptNumber
      codes {
        id
        code
      }
    }
  }
`);

const ActivatePinCodeMutation = graphql(`
  mutation ActivatePinCode($id: ID!, $input: ActivatePinCodeInput!) {
    activatePinCode(id: $id, input: $input) {
      code {
        id
        state
      }
      insurancePackage {
        id
      }
      entrustPackage {
        id
      }
    }
  }
`);

const TransferPinCodeMutation = graphql(`
  mutation TransferPinCode($id: ID!, $input: TransferPinCodeInput!) {
    transferPinCode(id: $id, input: $input) {
      toUserName
      code {
        id
        state
      }
    }
  }
`);

/** The gateway's closed door: this member's PIN code area is off. */
export function isAreaClosed(error: unknown): boolean {
  return error !== undefined && error !== null && failureOf(error).code === 'FORBIDDEN';
}

export function usePinCodePlans() {
  return useQuery(PinCodePlansQuery, { fetchPolicy: 'cache-and-network' });
}

export function usePinCodes(pageNum: number, skip = false) {
  return useQuery(PinCodesQuery, {
    variables: { page: { pageNum, pageSize: PIN_CODE_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
    skip,
  });
}

export function usePinCodeCustody(id: string) {
  return useQuery(PinCodeCustodyQuery, { variables: { id, page: { pageNum: 1, pageSize: 50 } }, fetchPolicy: 'network-only' });
}

// Each operation asks the codes list and the balances again: a purchase pays, an activation opens a package.
const after = () => ({ refetchQueries: [PinCodesQuery, BalancesQuery], awaitRefetchQueries: true });

export function useBuyPinCodes() {
  return useMutation(BuyPinCodesMutation, after());
}

export function useActivatePinCode() {
  return useMutation(ActivatePinCodeMutation, after());
}

export function useTransferPinCode() {
  return useMutation(TransferPinCodeMutation, after());
}
