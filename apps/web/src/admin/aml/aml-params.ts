import { useSearchParams } from 'react-router';

const KEYS = ['status', 'rule', 'member'] as const;
type Key = (typeof KEYS)[number];
/** The queue opens on what still needs work. */
const DEFAULTS: Record<Key, string> = { status: 'open', rule: '', member: '' };

/** The queue's filters, page and open alert, kept in the address ('' means "all"). */
export function useAmlParams() {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(KEYS.map((k) => [k, params.get(k) ?? DEFAULTS[k]])) as Record<Key, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  return {
    values,
    page,
    setFilters: (changes: Partial<Record<Key, string>>) => update({ ...changes, page: null }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : null }),
    open: params.get('open'),
    setOpen: (id: string | null) => update({ open: id }),
  };
}
