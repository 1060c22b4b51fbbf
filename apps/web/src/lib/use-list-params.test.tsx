// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useSearchParams } from 'react-router';
import { useListParams } from './use-list-params.ts';

afterEach(cleanup);

type Filters = { page: number; status?: string; kind?: string };

/** Mounts at `at` a component that calls `hooks` (the lists' params) and records the address. */
function mountProbe<Seen extends { address?: string }>(at: string, seen: Seen, hooks: (seen: Seen) => void) {
  function Probe() {
    hooks(seen);
    seen.address = useSearchParams()[0].toString();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[at]}>
      <Probe />
    </MemoryRouter>,
  );
  return seen;
}

const mount = (at: string) =>
  mountProbe(
    at,
    {} as { filters?: Filters; set?: (next: Filters | ((c: Filters) => Filters)) => void; address?: string },
    (seen) => {
      [seen.filters, seen.set] = useListParams<Filters>({ page: 1, status: 'open' }, ['kind']);
    },
  );

describe('a list’s filters in the address', () => {
  it('reads the page, the filters and their defaults, leaving other parameters alone', () => {
    expect(mount('/x?tab=offers').filters).toEqual({ page: 1, status: 'open' });
    expect(mount('/x?tab=offers&page=3&kind=bet&status=').filters).toEqual({ page: 3, status: undefined, kind: 'bet' });
    expect(mount('/x?page=-2').filters?.page).toBe(1);
    expect(mount('/x?page=abc').filters?.page).toBe(1);
  });

  it('writes only what differs from the defaults, "all" of a filter with a default as empty', () => {
    const seen = mount('/x?tab=offers&page=2');
    act(() => seen.set!((c) => ({ ...c, kind: 'bet', page: 1 })));
    expect(seen.address).toBe('tab=offers&kind=bet');
    act(() => seen.set!((c) => ({ ...c, status: undefined })));
    expect(seen.address).toBe('tab=offers&kind=bet&status=');
    expect(seen.filters).toEqual({ page: 1, status: undefined, kind: 'bet' });
    act(() => seen.set!({ page: 4, status: 'open' }));
    expect(seen.address).toBe('tab=offers&page=4');
  });
});

describe('two lists on one address', () => {
  const mountTwo = (at: string) =>
    mountProbe(
      at,
      {} as {
        outer?: Filters;
        inner?: Filters;
        setOuter?: (next: Filters) => void;
        setInner?: (next: Filters) => void;
        address?: string;
      },
      (seen) => {
        [seen.outer, seen.setOuter] = useListParams<Filters>({ page: 1 }, ['kind']);
        [seen.inner, seen.setInner] = useListParams<Filters>({ page: 1 }, ['kind'], 'liability');
      },
    );

  it('reads each list’s page and filters under its own names', () => {
    const seen = mountTwo('/x?page=2&kind=a&liabilityPage=3&liabilityKind=L2');
    expect(seen.outer).toEqual({ page: 2, kind: 'a' });
    expect(seen.inner).toEqual({ page: 3, kind: 'L2' });
  });

  it('writes one list’s page without touching the other’s', () => {
    const seen = mountTwo('/x?tab=periods&page=2');
    act(() => seen.setInner!({ page: 4, kind: 'DE' }));
    expect(seen.address).toBe('tab=periods&page=2&liabilityPage=4&liabilityKind=DE');
    expect(seen.outer).toEqual({ page: 2 });
    act(() => seen.setOuter!({ page: 3 }));
    expect(seen.address).toBe('tab=periods&page=3&liabilityPage=4&liabilityKind=DE');
    act(() => seen.setInner!({ page: 1 }));
    expect(seen.address).toBe('tab=periods&page=3');
  });
});
