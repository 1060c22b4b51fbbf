// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInEnglish } from '../../test/dom.tsx';
import { FilterSearch, FilterSelect } from './list-filters.tsx';

afterEach(cleanup);

describe('FilterSelect', () => {
  const choices = [
    { value: 'home', label: 'Home' },
    { value: 'games', label: 'Games' },
  ];

  it('offers "all" first, then the choices, under its label', async () => {
    await renderInEnglish(
      <FilterSelect
        label="Group"
        all="All groups"
        value={undefined}
        choices={choices}
        onChange={() => {}}
        testId="f"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Group' });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'All groups',
      'Home',
      'Games',
    ]);
  });

  it.each([
    ['a choice', 'games', 'games'],
    ['"all"', '', undefined],
  ])('hands back %s as the filter value', async (_name, picked, expected) => {
    const onChange = vi.fn();
    await renderInEnglish(
      <FilterSelect label="Group" all="All groups" value="home" choices={choices} onChange={onChange} testId="f" />,
    );
    await userEvent.setup().selectOptions(screen.getByTestId('f'), picked);
    expect(onChange).toHaveBeenCalledWith(expected);
  });
});

describe('FilterSearch', () => {
  it('is a labelled search box that hands back what is typed', async () => {
    const onChange = vi.fn();
    await renderInEnglish(
      <FilterSearch label="Member" value="" onChange={onChange} placeholder="Username" maxLength={40} testId="s" />,
    );
    const box = screen.getByRole('searchbox', { name: 'Member' });
    expect(box.getAttribute('maxlength')).toBe('40');
    await userEvent.setup().type(box, 'a');
    expect(onChange).toHaveBeenCalledWith('a');
  });
});
