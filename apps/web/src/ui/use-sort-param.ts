import { useSearchParams } from 'react-router';
import { sortFromParam, sortToParam, type TableSort } from './table-sort';

/**
 * A table's order kept in the address (`?sort=-profit`), so a reload, a shared link and the
 * back button show the same order; the other parameters (filters, page) stay as they are.
 */
export function useSortParam(name = 'sort') {
  const [params, setParams] = useSearchParams();
  return {
    value: sortFromParam(params.get(name)),
    onChange(next: TableSort | null) {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          const value = sortToParam(next);
          if (value) updated.set(name, value);
          else updated.delete(name);
          return updated;
        },
        { replace: true },
      );
    },
  };
}
