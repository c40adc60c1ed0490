import { useSearchParams } from 'react-router';

/**
 * A screen's tab kept in the URL (`?tab=bank`), so a reload or a shared link opens the same tab.
 * Without one, `preferred` (e.g. the tab that is open for business), else the first value; the
 * first value leaves the query clean; an unknown value reads as the default.
 */
export function useSearchTab<T extends string>(values: readonly [T, ...T[]], preferred?: T): [T, (next: T) => void] {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab = values.find((value) => value === asked) ?? preferred ?? values[0];
  const select = (next: T) => {
    const query = new URLSearchParams(search);
    // A member's pick is kept as is when a preferred tab could otherwise take its place.
    if (next === values[0] && preferred === undefined) query.delete('tab');
    else query.set('tab', next);
    setSearch(query, { replace: true });
  };
  return [tab, select];
}
