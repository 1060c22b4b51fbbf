// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tab-list.tsx';

afterEach(cleanup);

const ITEMS = [
  { key: 'games', label: 'Games' },
  { key: 'periods', label: 'Periods' },
  { key: 'results', label: 'Results' },
] as const;

/** The selection kept in state, as a page keeps it in the address. */
function Section({ initial }: { initial?: 'games' | 'periods' | 'results' }) {
  const [selected, setSelected] = useState(initial);
  return (
    <Tabs label="Lottery" items={ITEMS} selected={selected} onSelect={setSelected}>
      <p>{selected} panel</p>
    </Tabs>
  );
}

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('Tabs', () => {
  it('names the list and lets the selected tab name its panel', () => {
    render(<Section initial="periods" />);
    expect(screen.getByRole('tablist', { name: 'Lottery' })).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(selectedTab()?.id);
    expect(selectedTab()?.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('periods panel');
  });

  it('puts only the selected tab in the Tab order, the first when none is selected', () => {
    const { unmount } = render(<Section initial="results" />);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
    unmount();
    render(<Section />);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves and selects with the arrow keys, wrapping, and jumps with Home and End', async () => {
    render(<Section initial="games" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Games' }));
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()?.textContent).toBe('Results');
    expect(document.activeElement).toBe(selectedTab());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selectedTab()?.textContent).toBe('Periods');
    await user.keyboard('{Home}');
    expect(selectedTab()?.textContent).toBe('Games');
    // Up and down are the page's: a row of tabs moves with left and right only.
    await user.keyboard('{ArrowDown}');
    expect(selectedTab()?.textContent).toBe('Games');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('results panel');
  });

  it('selects the tab a person clicks', async () => {
    render(<Section initial="games" />);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Periods' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('periods panel');
  });
});
