import { useSearchParams } from 'react-router';

/**
 * A screen's tab kept in the URL (`?tab=bank`), so a reload or a shared link opens the same tab.
 * The first value is the default and leaves the query clean; an unknown value reads as it.
 */
export function useSearchTab<T extends string>(values: readonly [T, ...T[]]): [T, (next: T) => void] {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab = values.find((value) => value === asked) ?? values[0];
  const select = (next: T) => {
    const query = new URLSearchParams(search);
    if (next === values[0]) query.delete('tab');
    else query.set('tab', next);
    setSearch(query, { replace: true });
  };
  return [tab, select];
}
