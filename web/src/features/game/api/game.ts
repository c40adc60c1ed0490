// The Hash Kingdom game area (schema/game.graphql, docs/game.md): the game account, its BEP20
// address, entering the game, the game wallet with its transfers, bet flow, and the game and
// media lists the operator configures.
import { useMutation, useQuery } from '@apollo/client/react';
import { z } from 'zod';
import { graphql } from '@/generated/gql';
import { BalancesQuery } from '@/lib/balances';
import { compareDecimal, isPositiveDecimal } from '@/lib/decimal';
import { amountField } from '@/lib/validation';

export const GAME_TRANSFERS_PAGE_SIZE = 10;

export const GameAreaQuery = graphql(`
  query GameArea($page: PageInput) {
    gameAccount {
      registered
      gameUserName
      bindAddress
      boundAt
      registeredAt
      walletBalance
      gmtAvailable
      minTransfer
      connected
    }
    gameBetFlow {
      businessDay
      today
      total
      updatedAt
    }
    gameTransfers(page: $page) {
      items {
        receiptNumber
        direction
        amount
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

export const GameListsQuery = graphql(`
  query GameLists {
    launchGames {
      code
      name
      image
      link
      sortOrder
    }
    appMedia {
      code
      name
      image
      link
      sortOrder
    }
  }
`);

const RegisterGameMutation = graphql(`
  mutation RegisterGameAccount {
    registerGameAccount {
      registered
      gameUserName
    }
  }
`);

const BindGameAddressMutation = graphql(`
  mutation BindGameAddress($input: BindGameAddressInput!) {
    bindGameAddress(input: $input) {
      bindAddress
      boundAt
    }
  }
`);

const GameLoginMutation = graphql(`
  mutation GameLogin {
    gameLogin {
      launchUrl
      expiresAt
    }
  }
`);

const TransferGameWalletMutation = graphql(`
  mutation TransferGameWallet($input: GameTransferInput!) {
    transferGameWallet(input: $input) {
      receiptNumber
      direction
      amount
      walletBalance
      gmtAvailable
    }
  }
`);

/** BEP20 only (SPEC §5): `0x` and 40 hex digits; the platform also checks the checksum and known token contracts. */
export const bindAddressSchema = z.object({
  address: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .refine((value) => value === '' || /^0x[0-9a-fA-F]{40}$/.test(value), 'game.addressBep20Only'),
});
export type BindAddressForm = z.infer<typeof bindAddressSchema>;

/** A move: an amount above 0 and at least the minimum, no more than the side it leaves holds. */
export function transferSchema(minTransfer: string, available: string) {
  return z.object({ amount: amountField }).superRefine((value, ctx) => {
    // Only an amount the field itself accepts is compared; otherwise the field's message stands alone.
    if (!isPositiveDecimal(value.amount)) return;
    if (compareDecimal(value.amount, minTransfer) < 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'validation.amountBelowMinimum' });
    else if (compareDecimal(value.amount, available) > 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'game.moreThanAvailable' });
  });
}
export type TransferForm = z.infer<ReturnType<typeof transferSchema>>;

export function useGameArea(pageNum: number) {
  return useQuery(GameAreaQuery, { variables: { page: { pageNum, pageSize: GAME_TRANSFERS_PAGE_SIZE } }, fetchPolicy: 'cache-and-network' });
}

export function useGameLists() {
  return useQuery(GameListsQuery, { fetchPolicy: 'cache-and-network' });
}

const afterAccountChange = () => ({ refetchQueries: [GameAreaQuery], awaitRefetchQueries: true });

export function useRegisterGame() {
  return useMutation(RegisterGameMutation, afterAccountChange());
}

export function useBindGameAddress() {
  return useMutation(BindGameAddressMutation, afterAccountChange());
}

export function useGameLogin() {
  return useMutation(GameLoginMutation);
}

export function useTransferGameWallet() {
  return useMutation(TransferGameWalletMutation, { refetchQueries: [GameAreaQuery, BalancesQuery], awaitRefetchQueries: true });
}
