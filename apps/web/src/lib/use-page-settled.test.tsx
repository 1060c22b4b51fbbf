// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { usePageSettled } from './use-page-settled.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function mount() {
  const seen: { settled?: boolean } = {};
  function Probe() {
    seen.settled = usePageSettled();
    return null;
  }
  render(<Probe />);
  return seen;
}

// One file, in order: the page settles once for the whole session (a module-wide flag).
describe('usePageSettled', () => {
  it('waits for the load event and then an idle moment', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const seen = mount();
    expect(seen.settled).toBe(false);
    expect(idle).toHaveLength(0);

    readyState.mockReturnValue('complete');
    act(() => void window.dispatchEvent(new Event('load')));
    expect(seen.settled).toBe(false);
    expect(idle).toHaveLength(1);

    act(() => idle[0]!());
    expect(seen.settled).toBe(true);
    readyState.mockRestore();
  });

  it('is settled at once for a part mounted later', () => {
    vi.stubGlobal('requestIdleCallback', () => {
      throw new Error('no wait expected');
    });
    expect(mount().settled).toBe(true);
  });
});
