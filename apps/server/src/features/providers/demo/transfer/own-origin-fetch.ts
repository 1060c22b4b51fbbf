/**
 * fetch for the transfer vendors' calls: a vendor configured at a path (the demo vendor, which
 * this process serves) is called at this process's own origin over HTTP, like any other vendor;
 * an absolute address goes out unchanged.
 */
export function ownOriginFetch(origin: () => string | null): typeof fetch {
  return (input, init) => {
    if (typeof input === 'string' && input.startsWith('/')) {
      const base = origin();
      if (!base) return Promise.reject(new Error('the demo vendor answers only once this process listens'));
      return fetch(`${base}${input}`, init);
    }
    return fetch(input, init);
  };
}
