// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describedText, renderInEnglish } from '../../test/dom.tsx';
import { SelectFilter, withAll } from './select-filter.tsx';
import { TextAreaField } from './text-area-field.tsx';

afterEach(cleanup);

describe('TextAreaField', () => {
  it('ties its label and its hint to the box, and the error instead once there is one', async () => {
    const onChange = vi.fn();
    const { rerender } = await renderInEnglish(
      <TextAreaField label="Reason" hint="Up to 200" value="" onChange={onChange} maxLength={200} testId="reason" />,
    );
    const box = screen.getByRole('textbox', { name: 'Reason' });
    expect(box.getAttribute('rows')).toBe('3');
    expect(describedText('reason')).toBe('Up to 200');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    await userEvent.setup().type(box, 'x');
    expect(onChange).toHaveBeenCalledWith('x');

    rerender(
      <TextAreaField
        label="Reason"
        hint="Up to 200"
        error="Write a reason"
        value=""
        onChange={onChange}
        testId="reason"
      />,
    );
    expect(describedText('reason')).toBe('Write a reason');
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('SelectFilter', () => {
  it('offers "all" first and applies a choice at once', async () => {
    const onChange = vi.fn();
    await renderInEnglish(
      <SelectFilter
        label="Status"
        value=""
        options={withAll('All', ['open', 'done'], (value) => value.toUpperCase())}
        onChange={onChange}
        testId="status"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['All', 'OPEN', 'DONE']);
    await userEvent.setup().selectOptions(select, 'done');
    expect(onChange).toHaveBeenCalledWith('done');
  });
});
