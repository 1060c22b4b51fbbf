import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ANY_PATTERN,
  PATTERN_IDS,
  PATTERNS,
  checkField,
  lengthBounds,
  placeholderFor,
  type FieldRule,
  type PatternId,
} from './validation-rules.ts';

/**
 * Properties of the rule engine over generated values: what the example table in
 * validation-rules.test.ts shows for a few strings must hold for all of them.
 */

const rule = (over: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: false,
  acceptedPattern: ANY_PATTERN,
  patternId: 0,
  minLength: 0,
  maxLength: 0,
  ...over,
});

const chars = (s: string) => [...s].length;

/** Any text: ASCII, whole graphemes (emoji, accents, CJK) and raw UTF-16 with lone surrogates. */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme-composite' }),
);
const nonEmpty = anyText.filter((s) => s !== '');

/** A patternId from the catalogue, or one the engine does not know (its rule then has no format). */
const anyPatternId = fc.oneof(fc.constantFrom(...PATTERN_IDS), fc.constantFrom(0, 20, 99, -1));

/** min ≤ max, or max 0 (no upper bound). */
const bounds = fc
  .tuple(fc.nat({ max: 40 }), fc.nat({ max: 40 }), fc.boolean())
  .map(([a, b, unbounded]) => ({ minLength: Math.min(a, b), maxLength: unbounded ? 0 : Math.max(a, b) }));

const digit = fc.constantFrom(...'0123456789');

const one = (regex: RegExp) => fc.stringMatching(regex);

/**
 * Pattern 10 has lookaheads, which fast-check cannot read: one of each class it demands plus any
 * other non-space characters, in any order.
 */
const mixed = fc
  .tuple(
    one(/^[A-Z]$/),
    one(/^[a-z]$/),
    one(/^[0-9]$/),
    one(/^[^A-Za-z0-9\s]$/),
    fc.array(one(/^\S$/), { maxLength: 12 }),
  )
  .chain(([upper, lower, digit, symbol, rest]) => {
    const parts = [upper, lower, digit, symbol, ...rest];
    return fc.shuffledSubarray(parts, { minLength: parts.length, maxLength: parts.length });
  })
  .map((parts) => parts.join(''));

/** Values each catalogued pattern accepts, as fast-check reads the pattern's own regex. */
const valid = (id: PatternId) => (id === 10 ? mixed : one(PATTERNS[id]).filter((s) => s !== ''));

/** Inserts `char` somewhere in `value`. */
const insertAnywhere = (value: string, char: fc.Arbitrary<string>) =>
  fc.tuple(fc.nat({ max: value.length }), char).map(([at, c]) => value.slice(0, at) + c + value.slice(at));

/**
 * Per pattern, a change that must turn any accepted value into a refused one: mostly one character
 * from outside the pattern's alphabet put anywhere, or the one thing the pattern demands taken away.
 */
const MUTATIONS: Record<PatternId, (value: string) => fc.Arbitrary<string>> = {
  1: (v) => insertAnywhere(v, fc.constantFrom(' ', '_', '-', 'ç', '中', '!', '\n')),
  2: (v) => insertAnywhere(v, fc.constantFrom(' ', '_', '-', 'é', '中', '.')),
  3: (v) => insertAnywhere(v, fc.constantFrom(' ', '@', '\t', '\n')),
  4: (v) => fc.constant(v.toLowerCase()),
  5: (v) => insertAnywhere(v, fc.constantFrom('1', '_', 'ç', '-', '中', '\t')),
  6: (v) => insertAnywhere(v, fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000')),
  7: (v) => insertAnywhere(v, fc.constantFrom('a', ' ', '.', '-', '٣', '１')),
  8: (v) => insertAnywhere(v, fc.constantFrom('a', '1', ' ', 'ひ', '한')),
  9: (v) => insertAnywhere(v, fc.constantFrom(' ', 'ñ', '中', '\t', '€')),
  10: (v) =>
    fc.oneof(
      insertAnywhere(v, fc.constantFrom(' ', '\t')),
      fc.constant(v.replace(/\d/g, '')),
      fc.constant(v.replace(/[A-Z]/g, '')),
      fc.constant(v.replace(/[a-z]/g, '')),
    ),
  11: (v) => fc.constantFrom(` ${v}`, `${v} `, v.replace(' ', '  '), v.replace(/ /g, '')),
  12: (v) => insertAnywhere(v, fc.constantFrom('a', '1', ' ', '한', 'ก')),
  13: (v) => insertAnywhere(v, fc.constantFrom('a', '1', ' ', 'É', '_')),
  14: (v) => insertAnywhere(v, fc.constantFrom('a', '1', ' ', '中', 'ひ')),
  15: (v) => insertAnywhere(v, fc.constantFrom('a', '1', ' ', '中')),
  16: (v) => insertAnywhere(v, fc.constantFrom('1', '_', '中', '!', '\t')),
  // A date has a fixed width: any character more breaks it, and so does a letter for a digit.
  17: (v) => fc.oneof(insertAnywhere(v, fc.string({ minLength: 1, maxLength: 1 })), fc.constant(v.replace(/\d/, 'x'))),
  18: (v) => fc.oneof(insertAnywhere(v, fc.string({ minLength: 1, maxLength: 1 })), fc.constant(v.replace(/\d/, 'x'))),
  19: (v) =>
    fc.oneof(
      insertAnywhere(v, fc.constantFrom('a', ' ', '.', '-')),
      fc.constantFrom(...'012345678').map((d) => d + v.slice(1)),
    ),
};

describe("'*' matches anything", () => {
  it('accepts every non-empty string when the rule has no catalogued pattern and no bounds', () => {
    fc.assert(
      fc.property(nonEmpty, fc.constantFrom(0, 20, 99, -1), fc.constantFrom(ANY_PATTERN, ''), (value, id, any) => {
        expect(checkField(rule({ patternId: id, acceptedPattern: any }), value)).toBeNull();
      }),
    );
  });

  it('adds nothing to a catalogued pattern: the verdict is the pattern alone', () => {
    fc.assert(
      fc.property(nonEmpty, fc.constantFrom(...PATTERN_IDS), (value, id) => {
        const verdict = checkField(rule({ patternId: id }), value);
        expect(verdict).toBe(PATTERNS[id].test(value) ? null : 'PATTERN_MISMATCH');
      }),
    );
  });
});

describe('digits only (patternId 7)', () => {
  it('accepts exactly the strings of ASCII digits', () => {
    const candidates = fc.oneof(nonEmpty, fc.stringMatching(/^[0-9]+$/), fc.stringMatching(/^[0-9]*[^0-9][0-9]*$/));
    fc.assert(
      fc.property(candidates, (value) => {
        const accepted = checkField(rule({ patternId: 7 }), value) === null;
        expect(accepted).toBe(value === '' || /^[0-9]+$/.test(value));
      }),
    );
  });
});

describe('letter first (patternId 2)', () => {
  it('refuses every string that starts with a digit', () => {
    fc.assert(
      fc.property(digit, anyText, (first, rest) => {
        expect(checkField(rule({ patternId: 2 }), first + rest)).toBe('PATTERN_MISMATCH');
      }),
    );
  });

  it('accepts an ASCII letter followed by ASCII letters and digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z0-9]*$/), (value) => {
        expect(checkField(rule({ patternId: 2 }), value)).toBeNull();
      }),
    );
  });
});

describe('min and max length', () => {
  it('hold for every pattern: too short, too long, or within bounds when accepted', () => {
    fc.assert(
      fc.property(anyPatternId, bounds, nonEmpty, (patternId, { minLength, maxLength }, value) => {
        const verdict = checkField(rule({ patternId, minLength, maxLength }), value);
        const length = chars(value);
        if (minLength > 0 && length < minLength) expect(verdict).toBe('TOO_SHORT');
        else if (maxLength > 0 && length > maxLength) expect(verdict).toBe('TOO_LONG');
        else expect(verdict === null || verdict === 'PATTERN_MISMATCH').toBe(true);
        if (verdict === null) {
          expect(length).toBeGreaterThanOrEqual(minLength);
          if (maxLength > 0) expect(length).toBeLessThanOrEqual(maxLength);
        }
      }),
    );
  });

  it('count characters, not UTF-16 units', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }), (value) => {
        const length = chars(value);
        expect(checkField(rule({ minLength: length, maxLength: length }), value)).toBeNull();
        expect(checkField(rule({ minLength: length + 1 }), value)).toBe('TOO_SHORT');
        if (length > 1) expect(checkField(rule({ maxLength: length - 1 }), value)).toBe('TOO_LONG');
      }),
    );
  });

  it('give the message one number exactly when min equals max', () => {
    fc.assert(
      fc.property(fc.nat({ max: 300 }), fc.nat({ max: 300 }), anyPatternId, (minLength, maxLength, patternId) => {
        const b = lengthBounds(rule({ minLength, maxLength, patternId }));
        expect(b).toEqual({ min: minLength, max: maxLength, single: minLength === maxLength });
      }),
    );
  });
});

describe('required, optional, switched off', () => {
  it('an empty value is REQUIRED only when the enabled rule requires it', () => {
    fc.assert(
      fc.property(
        anyPatternId,
        bounds,
        fc.boolean(),
        fc.constantFrom('', null, undefined),
        (patternId, b, required, empty) => {
          expect(checkField(rule({ patternId, ...b, required }), empty)).toBe(required ? 'REQUIRED' : null);
        },
      ),
    );
  });

  it('a disabled rule accepts everything', () => {
    fc.assert(
      fc.property(anyPatternId, bounds, fc.boolean(), fc.option(anyText), (patternId, b, required, value) => {
        expect(checkField(rule({ enabled: false, patternId, ...b, required }), value)).toBeNull();
      }),
    );
  });

  it('a placeholder carries a star exactly when the field is enabled and required', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), fc.boolean(), (label, enabled, required) => {
        const text = placeholderFor(label, rule({ enabled, required }));
        expect(text).toBe(enabled && required ? `* ${label}` : label);
      }),
    );
  });
});

describe('every catalogued pattern', () => {
  for (const id of PATTERN_IDS) {
    it(`pattern ${id}: generated valid values pass, and mutated ones are refused`, () => {
      fc.assert(
        fc.property(
          valid(id).chain((value) => fc.tuple(fc.constant(value), MUTATIONS[id](value))),
          ([value, mutated]) => {
            expect(checkField(rule({ patternId: id }), value)).toBeNull();
            expect(checkField(rule({ patternId: id, required: true }), value)).toBeNull();
            fc.pre(mutated !== '');
            expect(checkField(rule({ patternId: id }), mutated), JSON.stringify(mutated)).toBe('PATTERN_MISMATCH');
          },
        ),
      );
    });
  }

  it('a custom acceptedPattern narrows the catalogued one, never widens it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATTERN_IDS), nonEmpty, (id, value) => {
        const narrowed = rule({ patternId: id, acceptedPattern: '^.{1,8}$' });
        const accepted = checkField(narrowed, value) === null;
        expect(accepted).toBe(PATTERNS[id].test(value) && new RegExp('^.{1,8}$', 'u').test(value));
      }),
    );
  });
});
