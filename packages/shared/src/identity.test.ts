import { describe, expect, it } from 'vitest';
import {
  ageOn,
  dateOfBirthIssue,
  isValidCpf,
  maskCpf,
  normalizeCpf,
  normalizePhoneE164,
  parseDay,
  todayAnywhereOnEarth,
} from './identity.ts';

describe('CPF', () => {
  it('accepts numbers whose two check digits are right, with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });

  it('refuses a wrong first or second check digit, other lengths, letters and one digit repeated', () => {
    expect(isValidCpf('529.982.247-35')).toBe(false);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247255')).toBe(false);
    expect(isValidCpf('5299822472a')).toBe(false);
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11))).toBe(false);
  });

  it('normalizes to 11 digits and masks all but the middle six', () => {
    expect(normalizeCpf(' 529.982.247-25 ')).toBe('52998224725');
    expect(normalizeCpf('529/982')).toBeNull();
    expect(maskCpf('12345678909')).toBe('***.456.789-**');
  });
});

describe('age by calendar date', () => {
  it('turns 18 on the birthday, not the day before', () => {
    expect(ageOn('2008-11-29', '2026-11-28')).toBe(17);
    expect(ageOn('2008-11-29', '2026-11-29')).toBe(18);
    expect(ageOn('2008-11-29', '2027-01-01')).toBe(18);
  });

  it('counts a 29 February birthday from 1 March in common years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('refuses days that do not exist, the future and before 1900', () => {
    expect(parseDay('2026-02-30')).toBeNull();
    expect(dateOfBirthIssue('2026-02-30', '2026-11-28')).toBe('INVALID_VALUE');
    expect(dateOfBirthIssue('2026-11-29', '2026-11-28')).toBe('INVALID_VALUE');
    expect(dateOfBirthIssue('1899-12-31', '2026-11-28')).toBe('INVALID_VALUE');
    expect(dateOfBirthIssue('1990-01-01', '2026-11-28')).toBeNull();
  });

  it("takes today's date Anywhere on Earth (UTC-12)", () => {
    expect(todayAnywhereOnEarth(new Date('2026-11-29T11:59:00Z'))).toBe('2026-11-28');
    expect(todayAnywhereOnEarth(new Date('2026-11-29T12:00:00Z'))).toBe('2026-11-29');
  });
});

describe('phone normalization for the exclusion list', () => {
  it('joins the dialing code and the national number without the trunk zero', () => {
    expect(normalizePhoneE164('+55', '(011) 98765-4321')).toBe('5511987654321');
    expect(normalizePhoneE164('84', '0912345678')).toBe('84912345678');
  });
});
