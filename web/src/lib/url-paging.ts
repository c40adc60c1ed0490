// A list's page kept in the address (`page`, `size`): typed or kept by hand sometimes, so it is
// read leniently and put right in the address once the list's total is known.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value > 0 ? value : undefined;
}

/** The page (1-based) and size the address asks for: an unreadable page is the first, an unknown size the default. */
export function readUrlPaging(search: URLSearchParams, sizes: readonly number[], defaultSize: number): { pageNum: number; pageSize: number } {
  const size = positiveInt(search.get('size'));
  return {
    pageNum: positiveInt(search.get('page')) ?? 1,
    pageSize: size !== undefined && sizes.includes(size) ? size : defaultSize,
  };
}

/** The last page of `total` items at `pageSize` a page: 1 for an empty list. */
export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The address as `readUrlPaging` reads it: an unknown size dropped, an unreadable page dropped, and
 * once `total` is known a page beyond the last made the last. Undefined when it already is.
 */
export function correctedUrlPaging(search: URLSearchParams, sizes: readonly number[], defaultSize: number, total: number | undefined): URLSearchParams | undefined {
  const { pageNum, pageSize } = readUrlPaging(search, sizes, defaultSize);
  const next = new URLSearchParams(search);
  if (search.has('size') && String(pageSize) !== search.get('size')) next.delete('size');
  const page = total === undefined ? pageNum : Math.min(pageNum, lastPageOf(total, pageSize));
  if (page === 1) next.delete('page');
  else next.set('page', String(page));
  return next.toString() === search.toString() ? undefined : next;
}

/**
 * The page a list shows, from the address: `total` (undefined until the list has answered; the
 * last one known is kept while it asks again) brings a page past the last back to the last at once,
 * and the address is put right after it (replacing the history entry, so Back does not return to
 * the wrong page): an unknown size and an unreadable page dropped, the page the one shown.
 * The list is asked for the corrected page in the same render, so the address's own update asks
 * for nothing new.
 */
export function useUrlPaging(sizes: readonly number[], defaultSize: number) {
  const [search, setSearch] = useSearchParams();
  const [knownTotal, setKnownTotal] = useState<number | undefined>(undefined);
  const asked = readUrlPaging(search, sizes, defaultSize);
  const pageNum = knownTotal === undefined ? asked.pageNum : Math.min(asked.pageNum, lastPageOf(knownTotal, asked.pageSize));
  const target = correctedUrlPaging(search, sizes, defaultSize, knownTotal)?.toString();
  useEffect(() => {
    if (target !== undefined) setSearch(new URLSearchParams(target), { replace: true });
  }, [target, setSearch]);
  return {
    pageNum,
    pageSize: asked.pageSize,
    /** Call in render with the list's answer: its total. */
    answered(total: number | undefined) {
      if (total !== undefined && total !== knownTotal) setKnownTotal(total);
    },
  };
}
