import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { resultSourceLabel, type SourceLabel } from './result-source.ts';

const en = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../i18n/locales/en/admin-lottery.json'), 'utf8'),
) as Record<string, Record<string, string>>;

/** The English text of a label, read from the locale file the console loads. */
function english(label: SourceLabel): string {
  if ('text' in label) return label.text;
  const [group, name] = label.key.split('.') as [string, string];
  const text = en[group]![name]!;
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => label.values?.[k] ?? '');
}

describe('resultSourceLabel: every source the server stores on a period', () => {
  it('names a result the server drew itself by the game source', () => {
    expect(english(resultSourceLabel('rng', 'rng'))).toBe('Provably fair RNG');
    expect(english(resultSourceLabel('demo_feed', 'demo_feed'))).toBe('Demo feed');
  });

  it('names an imported result and a typed one with the operator', () => {
    expect(english(resultSourceLabel('feed', 'operator'))).toBe('Results feed');
    expect(resultSourceLabel('operator:12', 'operator')).toEqual({
      key: 'periodSources.operator',
      values: { id: '12' },
    });
    expect(english(resultSourceLabel('operator:12', 'operator'))).toBe('Entered by operator #12');
  });

  it('before the draw, says where the result will come from', () => {
    expect(english(resultSourceLabel(null, 'operator'))).toBe('Operator or results feed');
  });

  it('shows an unknown source as stored', () => {
    expect(resultSourceLabel('operator:', 'operator')).toEqual({ text: 'operator:' });
    expect(resultSourceLabel('manual', 'rng')).toEqual({ text: 'manual' });
  });
});
