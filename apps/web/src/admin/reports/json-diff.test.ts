import { describe, expect, it } from 'vitest';
import { diffJson, flattenJson } from './json-diff.ts';

describe('the audit log diff', () => {
  it('flattens objects and arrays to paths; empty ones and nulls are leaves', () => {
    expect([...flattenJson({ brand: { name: 'A', tags: ['x', 'y'] }, extra: {}, none: null })]).toEqual([
      ['brand.name', '"A"'],
      ['brand.tags[0]', '"x"'],
      ['brand.tags[1]', '"y"'],
      ['extra', '{}'],
      ['none', 'null'],
    ]);
    expect([...flattenJson(7)]).toEqual([['(value)', '7']]);
  });

  it('marks each leaf changed, added, removed or the same', () => {
    const rows = diffJson({ status: 'active', name: 'A', roles: ['x'] }, { status: 'frozen', name: 'A', note: 'n' });
    expect(rows).toEqual([
      { path: 'status', before: '"active"', after: '"frozen"', change: 'changed' },
      { path: 'name', before: '"A"', after: '"A"', change: 'same' },
      { path: 'roles[0]', before: '"x"', after: undefined, change: 'removed' },
      { path: 'note', before: undefined, after: '"n"', change: 'added' },
    ]);
  });

  it('reads a missing side as nothing', () => {
    expect(diffJson(null, { a: 1 })).toEqual([{ path: 'a', before: undefined, after: '1', change: 'added' }]);
    expect(diffJson({ a: 1 }, null)).toEqual([{ path: 'a', before: '1', after: undefined, change: 'removed' }]);
  });
});
