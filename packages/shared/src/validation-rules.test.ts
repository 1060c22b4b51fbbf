import { describe, expect, it } from 'vitest';
import {
  ANY_PATTERN,
  DEFAULT_REGISTER_RULES,
  PATTERN_IDS,
  PATTERNS,
  REGISTER_FIELDS,
  checkField,
  lengthBounds,
  placeholderFor,
  type FieldRule,
  type PatternId,
} from './validation-rules.ts';

const rule = (over: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: false,
  acceptedPattern: ANY_PATTERN,
  patternId: 0,
  minLength: 0,
  maxLength: 0,
  ...over,
});

/** Values each catalogued pattern accepts and refuses; a new pattern needs its own row. */
const EXAMPLES: Record<PatternId, { pass: string[]; fail: string[] }> = {
  1: { pass: ['abc123', 'ABC'], fail: ['abc_1', 'a b', 'ção'] },
  2: { pass: ['a123', 'Zed9'], fail: ['1abc', '_abc', 'ab-c'] },
  3: { pass: ['a@b.co', 'first.last@mail.example.com'], fail: ['a@b', 'a b@c.com', 'a@b.c', '@b.com'] },
  4: { pass: ['abC', 'A'], fail: ['abc', '123'] },
  5: { pass: ['John Smith', 'abc'], fail: ['John3', 'João'] },
  6: { pass: ['a-b_c!', 'x'], fail: ['a b', 'a\tb'] },
  7: { pass: ['0123', '9'], fail: ['12a', '1.5', '-1'] },
  8: { pass: ['中文', '你好，世界'], fail: ['中a', 'abc'] },
  9: { pass: ['Ab1!@#', '~x~'], fail: ['ab c', 'ñ', '中'] },
  10: { pass: ['Aa1!', 'Secret#2024'], fail: ['Aa11', 'aa1!', 'AA1!', 'Aa!!', 'Aa1! x'] },
  11: { pass: ['John Smith', 'Ana Maria Souza'], fail: ['John', 'John  Smith', ' John Smith'] },
  12: { pass: ['ひらがな', 'カタカナ', '漢字'], fail: ['abc', 'ひらa'] },
  13: { pass: ['ABC', 'Z'], fail: ['ABc', 'AB1'] },
  14: { pass: ['한국어'], fail: ['한a', 'abc'] },
  15: { pass: ['ภาษาไทย'], fail: ['ไทยa', 'abc'] },
  16: { pass: ['ไทย abc', 'Thai'], fail: ['ไทย1', 'abc!'] },
  17: { pass: ['2024-02-29', '1999-12-31'], fail: ['2024-13-01', '2024-1-01', '31-12-2024', '2024-12-32'] },
  18: { pass: ['12-31-2024', '01-01-1990'], fail: ['2024-12-31', '13-01-2024', '12-32-2024'] },
  19: { pass: ['912345', '9'], fail: ['812345', '9a'] },
};

describe('PATTERNS', () => {
  it('has examples for every catalogued pattern', () => {
    expect(
      Object.keys(EXAMPLES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...PATTERN_IDS].sort((a, b) => a - b));
  });

  for (const id of PATTERN_IDS) {
    it(`pattern ${id} accepts and refuses its examples, through the regex and through checkField`, () => {
      const { pass, fail } = EXAMPLES[id];
      for (const value of pass) {
        expect(PATTERNS[id].test(value), `${id} should accept ${value}`).toBe(true);
        expect(checkField(rule({ patternId: id }), value), value).toBeNull();
      }
      for (const value of fail) {
        expect(PATTERNS[id].test(value), `${id} should refuse ${value}`).toBe(false);
        expect(checkField(rule({ patternId: id }), value), value).toBe('PATTERN_MISMATCH');
      }
    });
  }
});

describe('checkField', () => {
  it("'*' (and an empty pattern) accept anything", () => {
    for (const value of ['a', ' spaced out ', '中文', '!@#$%^&*()', '\u{1F600}']) {
      expect(checkField(rule({ acceptedPattern: '*' }), value)).toBeNull();
      expect(checkField(rule({ acceptedPattern: '' }), value)).toBeNull();
    }
  });

  it('applies a custom pattern on top of the catalogued one', () => {
    const r = rule({ patternId: 7, acceptedPattern: '^55' });
    expect(checkField(r, '5511')).toBeNull();
    expect(checkField(r, '4411')).toBe('PATTERN_MISMATCH');
    expect(checkField(r, '55a')).toBe('PATTERN_MISMATCH');
  });

  it('fails closed on a pattern that does not compile', () => {
    expect(checkField(rule({ acceptedPattern: '(' }), 'anything')).toBe('PATTERN_MISMATCH');
  });

  it('checks min and max length in characters, not UTF-16 units', () => {
    const r = rule({ minLength: 3, maxLength: 5 });
    expect(checkField(r, 'ab')).toBe('TOO_SHORT');
    expect(checkField(r, 'abc')).toBeNull();
    expect(checkField(r, 'abcde')).toBeNull();
    expect(checkField(r, 'abcdef')).toBe('TOO_LONG');
    expect(checkField(r, '\u{1F600}\u{1F600}\u{1F600}')).toBeNull(); // 6 UTF-16 units, 3 characters
    expect(checkField(rule({ minLength: 0, maxLength: 0 }), 'x'.repeat(1000))).toBeNull();
  });

  it('asks for a required value and lets an optional one be empty', () => {
    expect(checkField(rule({ required: true, minLength: 3 }), '')).toBe('REQUIRED');
    expect(checkField(rule({ required: true }), undefined)).toBe('REQUIRED');
    expect(checkField(rule({ required: true }), null)).toBe('REQUIRED');
    expect(checkField(rule({ required: false, minLength: 3, patternId: 7 }), '')).toBeNull();
    expect(checkField(rule({ required: false, minLength: 3 }), 'ab')).toBe('TOO_SHORT');
  });

  it('ignores a disabled rule entirely', () => {
    const r = rule({ enabled: false, required: true, patternId: 7, minLength: 5 });
    expect(checkField(r, '')).toBeNull();
    expect(checkField(r, 'abc')).toBeNull();
  });

  it('judges the demo brand: username, password and confirmation required, referral code optional', () => {
    expect(Object.keys(DEFAULT_REGISTER_RULES).sort()).toEqual([...REGISTER_FIELDS].sort());
    const enabled = REGISTER_FIELDS.filter((f) => DEFAULT_REGISTER_RULES[f].enabled);
    expect(enabled.sort()).toEqual(['confirmPassword', 'password', 'referralCode', 'username']);
    expect(checkField(DEFAULT_REGISTER_RULES.username, 'player1')).toBeNull();
    expect(checkField(DEFAULT_REGISTER_RULES.username, '1player')).toBe('PATTERN_MISMATCH');
    expect(checkField(DEFAULT_REGISTER_RULES.username, 'pl1')).toBe('TOO_SHORT');
    expect(checkField(DEFAULT_REGISTER_RULES.referralCode, '')).toBeNull();
  });
});

describe('lengthBounds and placeholderFor', () => {
  it('reports a single number when min equals max', () => {
    expect(lengthBounds(rule({ minLength: 6, maxLength: 6 }))).toEqual({ min: 6, max: 6, single: true });
    expect(lengthBounds(rule({ minLength: 6, maxLength: 16 }))).toEqual({ min: 6, max: 16, single: false });
  });

  it('stars the placeholder of a required, enabled field only', () => {
    expect(placeholderFor('Username', rule({ required: true }))).toBe('* Username');
    expect(placeholderFor('Username', rule({ required: false }))).toBe('Username');
    expect(placeholderFor('Username', rule({ required: true, enabled: false }))).toBe('Username');
  });
});
