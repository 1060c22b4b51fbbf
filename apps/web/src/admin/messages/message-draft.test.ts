import { describe, expect, it } from 'vitest';
import {
  audienceOf,
  composeSchema,
  emptyAudience,
  issuesOf,
  parseLevels,
  readPercent,
  textFor,
  toggle,
} from './message-draft.ts';

describe('the audience being picked', () => {
  it('becomes the API audience only once its kind has its part', () => {
    const draft = emptyAudience();
    expect(audienceOf(draft)).toBeNull();
    expect(audienceOf({ ...draft, member: '  ana ' })).toEqual({ kind: 'member', username: 'ana' });
    expect(audienceOf({ ...draft, kind: 'agent', member: 'ana' })).toBeNull();
    expect(audienceOf({ ...draft, kind: 'agent', agent: 'boss' })).toEqual({ kind: 'agent', username: 'boss' });
    expect(audienceOf({ ...draft, kind: 'vip' })).toBeNull();
    expect(audienceOf({ ...draft, kind: 'vip', levels: [4, 2] })).toEqual({ kind: 'vip', levels: [2, 4] });
    expect(audienceOf({ ...draft, kind: 'country', dialingCodes: ['+84', '+55'] })).toEqual({
      kind: 'country',
      dialingCodes: ['+84', '+55'],
    });
    expect(audienceOf({ ...draft, kind: 'all' })).toEqual({ kind: 'all' });
  });

  it('toggles levels and codes, and reads typed level numbers', () => {
    expect(toggle([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggle([1, 2], 1)).toEqual([2]);
    expect(parseLevels('3, 4 5;3')).toEqual([3, 4, 5]);
    expect(parseLevels('')).toEqual([]);
    expect(parseLevels('2, gold')).toBeNull();
    expect(parseLevels('101')).toBeNull();
  });
});

describe('the texts', () => {
  it("picks the reader's language, else English, else the first written (the server's rule)", () => {
    const title = { 'pt-BR': 'Olá', en: ' Hello ', th: '  ' };
    expect(textFor(title, 'pt-BR')).toEqual({ text: 'Olá', shown: 'pt-BR' });
    expect(textFor(title, 'th')).toEqual({ text: 'Hello', shown: 'en' });
    expect(textFor({ vi: 'Xin chào', 'pt-BR': 'Olá' }, 'id')).toEqual({ text: 'Olá', shown: 'pt-BR' });
    expect(textFor({}, 'en')).toEqual({ text: '', shown: null });
  });

  it('sends trimmed texts without the blank languages', () => {
    const audience = { ...emptyAudience(), kind: 'all' as const };
    expect(composeSchema.parse({ title: { en: ' Hi ', th: ' ' }, content: { en: 'Body' }, audience })).toEqual({
      title: { en: 'Hi' },
      content: { en: 'Body' },
      audience: { kind: 'all' },
    });
  });
});

describe("the server's field issues", () => {
  it('lands each on its part of the form', () => {
    expect(issuesOf({ 'title.pt-BR': 'REQUIRED', 'content.pt-BR': 'REQUIRED' })).toEqual({
      title: ['pt-BR'],
      content: ['pt-BR'],
      audience: null,
    });
    expect(issuesOf({ audience: 'NO_RECIPIENTS' }).audience).toBe('NO_RECIPIENTS');
    expect(issuesOf({ 'audience.username': 'INVALID_VALUE' }).audience).toBe('INVALID_VALUE');
    expect(issuesOf(null)).toEqual({ title: [], content: [], audience: null });
  });

  it('puts the read share in percent with one decimal', () => {
    expect(readPercent(1, 3)).toBe(33.3);
    expect(readPercent(0, 0)).toBe(0);
    expect(readPercent(5, 5)).toBe(100);
  });
});
