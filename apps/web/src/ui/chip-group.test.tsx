// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChipGroup } from './chip-group.tsx';

afterEach(cleanup);

const SIDES = ['big', 'small', 'odd', 'even'] as const;

function Choice({ kind, initial = null }: { kind: 'radio' | 'toggle'; initial?: (typeof SIDES)[number] | null }) {
  const [value, setValue] = useState<(typeof SIDES)[number] | null>(initial);
  return <ChipGroup kind={kind} label="Side" options={SIDES} value={value} onChange={setValue} text={(s) => s} />;
}

const checked = () => screen.getAllByRole('radio').find((r) => r.getAttribute('aria-checked') === 'true')?.textContent;

describe('ChipGroup', () => {
  it('as a radio group is one Tab stop, the chosen chip, else the first', () => {
    const { unmount } = render(<Choice kind="radio" initial="odd" />);
    expect(screen.getByRole('radiogroup', { name: 'Side' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([-1, -1, 0, -1]);
    unmount();
    render(<Choice kind="radio" />);
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('moves and chooses with the arrows, wrapping, and jumps with Home and End', async () => {
    render(<Choice kind="radio" initial="big" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'big' }));
    await user.keyboard('{ArrowLeft}');
    expect(checked()).toBe('even');
    expect(document.activeElement?.textContent).toBe('even');
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(checked()).toBe('small');
    await user.keyboard('{End}');
    expect(checked()).toBe('even');
    await user.keyboard('{Home}');
    expect(checked()).toBe('big');
  });

  it('as toggles presses the chip clicked and leaves the arrows alone', async () => {
    render(<Choice kind="toggle" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'odd' }));
    expect(screen.getByRole('button', { name: 'odd' }).getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'odd' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('button').every((b) => b.tabIndex === 0)).toBe(true);
  });
});
