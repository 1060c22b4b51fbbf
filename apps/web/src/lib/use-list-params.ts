import { useSearchParams } from 'react-router';

/**
 * A paged list's page and its text filters (a status, a kind; none is "all") kept in the address, used as `useState` is: a reload, the back
 * button or a link to a colleague shows the same rows. Only the defaults' keys and `optional` are
 * read and written, so the section's tab and other lists' parameters stay. A filter whose default
 * is a value and that is set to "all" is written empty (`status=`). Where two lists share one
 * address, `prefix` names the second one's parameters apart (`liability`: `liabilityPage`,
 * `liabilityKind`); the filters keep their own names in the code.
 */
export function useListParams<Filters extends { page: number }>(
  defaults: Filters,
  optional: readonly (keyof Filters & string)[] = [],
  prefix = '',
) {
  const [params, setParams] = useSearchParams();
  const keys = [...new Set([...Object.keys(defaults), ...optional])];
  const fallback = defaults as Record<string, unknown>;
  const filters = { ...defaults } as Record<string, unknown>;
  for (const key of keys) {
    const text = params.get(paramName(prefix, key));
    if (text === null) continue;
    filters[key] = key === 'page' ? Math.max(1, Math.floor(Number(text)) || 1) : text === '' ? undefined : text;
  }
  const current = filters as Filters;

  const setFilters = (next: Filters | ((current: Filters) => Filters)) => {
    const value = typeof next === 'function' ? next(current) : next;
    setParams(
      (address) => {
        const out = new URLSearchParams(address);
        for (const key of keys) {
          const wanted = (value as Record<string, unknown>)[key];
          const name = paramName(prefix, key);
          if (wanted === fallback[key]) out.delete(name);
          else out.set(name, wanted === undefined ? '' : String(wanted as string | number));
        }
        return out;
      },
      { replace: true },
    );
  };
  return [current, setFilters] as const;
}

/** A filter's name in the address: its own, or after the list's prefix (`liability` + `page`: `liabilityPage`). */
export const paramName = (prefix: string, key: string) =>
  prefix ? `${prefix}${key.charAt(0).toUpperCase()}${key.slice(1)}` : key;

/** A list with pages and no filters: its page in the address (`page`, or `<prefix>Page`). */
export function usePageParam(prefix = '') {
  const [filters, setFilters] = useListParams({ page: 1 }, [], prefix);
  return [filters.page, (page: number) => setFilters({ page })] as const;
}
