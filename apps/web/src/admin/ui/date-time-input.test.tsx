// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderInEnglish } from '../../test/dom.tsx';
import { DateTimeInput } from './date-time-input.tsx';

afterEach(cleanup);

const field = () => screen.getByTestId('when') as HTMLInputElement;

describe('DateTimeInput', () => {
  it('shows an instant in the local time zone, and no time as an empty field', async () => {
    const at = new Date(2026, 0, 31, 14, 5);
    const { rerender } = await renderInEnglish(
      <DateTimeInput value={at.toISOString()} onChange={() => {}} data-testid="when" />,
    );
    expect(field().value).toBe('2026-01-31T14:05');
    rerender(<DateTimeInput value={null} onChange={() => {}} data-testid="when" />);
    expect(field().value).toBe('');
  });

  it.each([
    ['a local time as its instant', '2026-02-01T09:30', new Date(2026, 1, 1, 9, 30).toISOString()],
    ['an emptied field as no time', '', null],
  ])('hands back %s', async (_name, typed, expected) => {
    const onChange = vi.fn();
    await renderInEnglish(<DateTimeInput value="2026-01-01T00:00:00.000Z" onChange={onChange} data-testid="when" />);
    fireEvent.change(field(), { target: { value: typed } });
    expect(onChange).toHaveBeenCalledWith(expected);
  });
});
