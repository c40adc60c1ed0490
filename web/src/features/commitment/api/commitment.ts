// The commitment area (schema/commitment.graphql, docs/commitment.md): the plans, the free
// package offer and the member's commitments; apply and claim. Every field answers FORBIDDEN
// while the member's area is off.
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { BalancesQuery } from '@/lib/balances';
import { failureOf } from '@/lib/errors';

export const COMMITMENT_PAGE_SIZE = 10;

export const CommitmentAreaQuery = graphql(`
  query CommitmentArea($page: PageInput) {
    commitmentArea(page: $page) {
      plans {
        id
        kind
        name
        amount
        coinName
        contractDays
      }
      freePackage {
        available
        claimed
        claimedAt
        packageId
        planId
        kind
        name
        amount
        coinName
        contractDays
      }
      commitments {
        items {
          id
          type
          planName
          kind
          amount
          coinName
          status
          packageId
          reviewNote
          createdAt
          reviewedAt
        }
        pageInfo {
          pageNum
          pageSize
          total
          hasNextPage
        }
      }
    }
  }
`);

const AddCommitmentMutation = graphql(`
  mutation AddCommitmentPackage($input: AddCommitmentInput!) {
    addCommitmentPackage(input: $input) {
      id
      status
    }
  }
`);

const ReceiveCommitmentMutation = graphql(`
  mutation ReceiveCommitmentPackage($input: ReceiveCommitmentInput!) {
    receiveCommitmentPackage(input: $input) {
      commitment {
        id
        status
      }
    }
  }
`);

/** The gateway's closed door: this member's commitment area is off. */
export function isAreaClosed(error: unknown): boolean {
  return error !== undefined && error !== null && failureOf(error).code === 'FORBIDDEN';
}

export function useCommitmentArea(pageNum: number, skip: boolean) {
  return useQuery(CommitmentAreaQuery, { variables: { page: { pageNum, pageSize: COMMITMENT_PAGE_SIZE } }, fetchPolicy: 'cache-and-network', skip });
}

const after = () => ({ refetchQueries: [CommitmentAreaQuery, BalancesQuery], awaitRefetchQueries: true });

export function useAddCommitment() {
  return useMutation(AddCommitmentMutation, after());
}

export function useReceiveCommitment() {
  return useMutation(ReceiveCommitmentMutation, after());
}
