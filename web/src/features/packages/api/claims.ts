import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { BalancesQuery } from '@/lib/balances';
import { InsuranceCoverQuery } from './premiums';

/** What the platform accepts as a screenshot (checked again by content on the server). */
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;

/** A catalogue key when the picture is refused in the browser, else undefined. */
export function screenshotProblem(file: File | null): string | undefined {
  if (!file) return 'products.claim.screenshotRequired';
  if (!(SCREENSHOT_TYPES as readonly string[]).includes(file.type)) return 'products.claim.screenshotNotImage';
  if (file.size > SCREENSHOT_MAX_BYTES) return 'products.claim.screenshotTooLarge';
  return undefined;
}

export const CLAIM_PAGE_SIZE = 10;

export const ClaimsQuery = graphql(`
  query Claims($filter: ClaimFilter, $page: PageInput) {
    claims(filter: $filter, page: $page) {
      items {
        id
        packageName
        premiumRound
        tradeOrder
        status
        reason
        payout
        coinName
        transactionNumber
        screenshot {
          sha256
          sizeBytes
          receivedAt
        }
        timeline {
          status
          note
          at
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

export function useClaims(pageNum: number) {
  return useQuery(ClaimsQuery, { variables: { page: { pageNum, pageSize: CLAIM_PAGE_SIZE } }, fetchPolicy: 'cache-and-network' });
}

const FileClaimMutation = graphql(`
  mutation FileClaim($input: FileClaimInput!, $screenshot: File!) {
    fileClaim(input: $input, screenshot: $screenshot) {
      id
      tradeOrder
      status
    }
  }
`);

export function useFileClaim() {
  return useMutation(FileClaimMutation, { refetchQueries: [ClaimsQuery, InsuranceCoverQuery, BalancesQuery], awaitRefetchQueries: true });
}
