import { useSearchParams } from 'react-router';

export interface QueueParams<K extends string> {
  values: Record<K, string>;
  page: number;
  /** New filters start at page 1. */
  setFilters: (changes: Partial<Record<K, string>>) => void;
  /** Back to the defaults, page 1. */
  reset: () => void;
  setPage: (page: number) => void;
  /** The id of the record whose detail is open, if any. */
  open: string | null;
  setOpen: (id: string | null) => void;
}

/**
 * A queue's filters, page and open record kept in the address (so a link opens the same view,
 * and Back closes a detail). `defaults` apply while a key is absent; '' means "all".
 */
export function useQueueParams<K extends string>(defaults: Record<K, string>): QueueParams<K> {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(defaults) as K[];
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? defaults[k]])) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: false });
  };

  return {
    values,
    page,
    setFilters: (changes: Partial<Record<K, string>>) => update({ ...changes, page: null }),
    reset: () => update({ ...Object.fromEntries(keys.map((k) => [k, defaults[k]])), page: null }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : null }),
    open: params.get('open'),
    setOpen: (id: string | null) => update({ open: id }),
  };
}

/** The local day of a date input (YYYY-MM-DD) as the instant it starts, ISO. */
const dayStart = (day: string, plusDays = 0) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d! + plusDays).toISOString();
};

/** The API's [from, to) range of two date inputs, both days included, in the operator's time zone. */
export function dayRange(from: string, to: string): { from?: string; to?: string } {
  return {
    ...(from ? { from: dayStart(from) } : {}),
    ...(to ? { to: dayStart(to, 1) } : {}),
  };
}

/** Whether the range ends before it starts (the API would refuse it). */
export const rangeReversed = (from: string, to: string) => Boolean(from && to && to < from);

/** The filters a query sends: '' ("all") is left out. */
export const chosen = <K extends string>(values: Record<K, string>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value || undefined])) as Record<
    K,
    string | undefined
  >;

/** The open record's id where ids are numbers; anything else in the address opens nothing. */
export const numericId = (open: string | null) =>
  open && /^\d+$/.test(open) && Number.isSafeInteger(Number(open)) ? Number(open) : null;

/** The filters a queue with a day range sends: '' left out, `from` and `to` as the API's range. */
export const datedQuery = <K extends string>({ from, to, ...rest }: Record<K | 'from' | 'to', string>) => ({
  ...chosen<string>(rest),
  ...dayRange(from, to),
});
