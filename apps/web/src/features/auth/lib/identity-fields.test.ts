import { describe, expect, it } from 'vitest';
import { cpfProblem, dateOfBirthProblem } from './identity-fields.ts';

describe('registration identity fields', () => {
  const now = new Date('2026-11-29T13:00:00Z');

  it('asks for a date of birth and judges the age by calendar date', () => {
    expect(dateOfBirthProblem('', 18, now)).toBe('REQUIRED');
    expect(dateOfBirthProblem('2008-02-30', 18, now)).toBe('INVALID_VALUE');
    expect(dateOfBirthProblem('2027-01-01', 18, now)).toBe('INVALID_VALUE');
    expect(dateOfBirthProblem('2008-11-30', 18, now)).toBe('UNDERAGE');
    expect(dateOfBirthProblem('2008-11-29', 18, now)).toBeNull();
    expect(dateOfBirthProblem('2008-11-29', 21, now)).toBe('UNDERAGE');
    // Still 28 November Anywhere on Earth: not 18 yet.
    expect(dateOfBirthProblem('2008-11-29', 18, new Date('2026-11-29T11:00:00Z'))).toBe('UNDERAGE');
  });

  it('judges the CPF by its check digits, required only when the brand asks', () => {
    expect(cpfProblem('', false)).toBeNull();
    expect(cpfProblem('', true)).toBe('REQUIRED');
    expect(cpfProblem('529.982.247-25', true)).toBeNull();
    expect(cpfProblem('529.982.247-26', true)).toBe('INVALID_VALUE');
    expect(cpfProblem('222.222.222-22', false)).toBe('INVALID_VALUE');
  });
});
