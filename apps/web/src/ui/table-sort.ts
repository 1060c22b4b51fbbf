/** A table's order: a column and its direction. In the address as `sort=key` or `sort=-key`. */
export interface TableSort {
  key: string;
  dir: 'asc' | 'desc';
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The rows in the column's order, a copy; rows without a value go last either way, ties keep their order. */
export function sortRows<Row>(
  rows: readonly Row[],
  valueOf: (row: Row) => string | number | null,
  dir: TableSort['dir'],
): Row[] {
  const sign = dir === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      }
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}

/**
 * The order after a click on a column's header: a new column starts with the biggest figure first
 * (numbers) or from A (text); the same column turns round.
 */
export function nextSort(current: TableSort | null, key: string, numeric: boolean): TableSort {
  if (current?.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: numeric ? 'desc' : 'asc' };
}

export function sortFromParam(param: string | null): TableSort | null {
  if (!param || param === '-') return null;
  return param.startsWith('-') ? { key: param.slice(1), dir: 'desc' } : { key: param, dir: 'asc' };
}

export function sortToParam(sort: TableSort | null): string | null {
  return sort ? `${sort.dir === 'desc' ? '-' : ''}${sort.key}` : null;
}
