/** One leaf of two JSON values side by side: its path and its text on each side (absent: undefined). */
export interface DiffRow {
  path: string;
  before: string | undefined;
  after: string | undefined;
  change: 'added' | 'removed' | 'changed' | 'same';
}

/** Every leaf of a JSON value by its path ('brand.name', 'roles[1]'); empty objects and arrays are leaves. */
export function flattenJson(value: unknown, path = '', out = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value) && value.length > 0) {
    value.forEach((item, i) => flattenJson(item, `${path}[${i}]`, out));
  } else if (value !== null && typeof value === 'object' && Object.keys(value).length > 0) {
    for (const [key, item] of Object.entries(value)) flattenJson(item, path ? `${path}.${key}` : key, out);
  } else if (value !== undefined) {
    out.set(path || '(value)', JSON.stringify(value));
  }
  return out;
}

/** The leaves of `before` and `after`, in the order they first appear, each marked with what changed. */
export function diffJson(before: unknown, after: unknown): DiffRow[] {
  const left = before === null || before === undefined ? new Map<string, string>() : flattenJson(before);
  const right = after === null || after === undefined ? new Map<string, string>() : flattenJson(after);
  const paths = [...new Set([...left.keys(), ...right.keys()])];
  return paths.map((path) => {
    const b = left.get(path);
    const a = right.get(path);
    const change = b === undefined ? 'added' : a === undefined ? 'removed' : a === b ? 'same' : 'changed';
    return { path, before: b, after: a, change };
  });
}
