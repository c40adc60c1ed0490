import type { Locale } from '@portal/envelope/catalogue';
import { badInput } from '../errors/graphql-errors.ts';
import type { PageInfo, PageInput } from '../generated/resolvers-types.ts';

/** Page bounds of the REST contract, checked here so a bad page fails with a precise message. */
export const MAX_PAGE_SIZE = 100;

/** The `pageNum`/`pageSize` of a `PageInput` (defaults 1 and 20), checked; refuses with BAD_REQUEST. */
export function pageArgs(page: PageInput | null | undefined, locale: Locale): { pageNum: number; pageSize: number } {
  const pageNum = page?.pageNum ?? 1;
  const pageSize = page?.pageSize ?? 20;
  if (!Number.isInteger(pageNum) || pageNum < 1) throw badInput(locale, 'page.pageNum must be 1 or more');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw badInput(locale, `page.pageSize must be from 1 to ${MAX_PAGE_SIZE}`);
  }
  return { pageNum, pageSize };
}

/** The `PageInfo` of a platform page answer. */
export function pageInfoOf(page: { pageNum: number; pageSize: number; total: number }): PageInfo {
  return { pageNum: page.pageNum, pageSize: page.pageSize, total: page.total, hasNextPage: page.pageNum * page.pageSize < page.total };
}
