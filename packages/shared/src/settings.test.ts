import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, SETTINGS_KEYS, mergeSettings, settingsPatchSchema, settingsSchema } from './settings.ts';

describe('mergeSettings', () => {
  it('merges plain objects deeply and leaves the base untouched', () => {
    const base = { a: { b: 1, c: { d: 2, e: 3 } }, f: 'x' };
    const merged = mergeSettings(base, { a: { c: { e: 30 } } });
    expect(merged).toEqual({ a: { b: 1, c: { d: 2, e: 30 } }, f: 'x' });
    expect(base.a.c.e).toBe(3);
  });

  it('replaces arrays and scalars instead of merging them', () => {
    const base = { list: [1, 2, 3], nested: { list: ['a', 'b'] }, n: 1 };
    expect(mergeSettings(base, { list: [9], nested: { list: [] }, n: 2 })).toEqual({
      list: [9],
      nested: { list: [] },
      n: 2,
    });
  });

  it('skips undefined, keeps null, and lets an object replace a scalar', () => {
    const base = { a: 1, b: 2, c: 'x' as unknown };
    expect(mergeSettings(base, { a: undefined, b: null, c: { deep: true } })).toEqual({
      a: 1,
      b: null,
      c: { deep: true },
    });
    expect(mergeSettings(base, undefined)).toBe(base);
  });

  it('merges a partial patch into the defaults', () => {
    const merged = mergeSettings(DEFAULT_SETTINGS, { flags: { chat: true }, locale: { languages: ['en'] } });
    expect(merged.flags).toEqual({ ...DEFAULT_SETTINGS.flags, chat: true });
    expect(merged.locale).toEqual({ defaultLanguage: 'pt-BR', languages: ['en'] });
    expect(DEFAULT_SETTINGS.flags.chat).toBe(false);
  });
});

describe('settingsSchema', () => {
  it('accepts the defaults, which name every key', () => {
    expect(settingsSchema.parse(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
    expect(Object.keys(DEFAULT_SETTINGS).sort()).toEqual([...SETTINGS_KEYS].sort());
  });

  it('refuses addresses and ranges that are not IPs', () => {
    const region = (list: string[]) =>
      settingsSchema.shape.regionRestriction.safeParse({ ...DEFAULT_SETTINGS.regionRestriction, ipDenyList: list })
        .success;
    expect(region(['8.8.8.8', '10.0.0.0/8', '2001:db8::/32', '::1', '0.0.0.0/0'])).toBe(true);
    for (const bad of ['1.2.3.4/99', '::::', '300.1.1.1', '10.0.0.0/33', '2001:db8::/129', 'abc', '1.2.3']) {
      expect(region([bad]), bad).toBe(false);
    }
  });

  it('refuses CDN addresses that are not http(s)', () => {
    const delivery = (url: string) =>
      settingsSchema.shape.delivery.safeParse({ ...DEFAULT_SETTINGS.delivery, imageCDNs: [url] }).success;
    expect(delivery('https://cdn.example.com')).toBe(true);
    expect(delivery('javascript:alert(1)')).toBe(false);
    expect(delivery('data:text/html,hi')).toBe(false);
  });

  it('refuses a registration pattern that does not compile', () => {
    const rule = (acceptedPattern: string) =>
      settingsSchema.shape.registerRules.shape.username.safeParse({
        ...DEFAULT_SETTINGS.registerRules.username,
        acceptedPattern,
      }).success;
    expect(rule('*')).toBe(true);
    expect(rule('^[a-z]+$')).toBe(true);
    expect(rule('(')).toBe(false);
  });
});

describe('settingsPatchSchema', () => {
  it('accepts any subset', () => {
    expect(settingsPatchSchema.safeParse({}).success).toBe(true);
    expect(settingsPatchSchema.safeParse({ flags: { chat: true } }).success).toBe(true);
    expect(settingsPatchSchema.safeParse({ registerRules: { email: { enabled: true } } }).success).toBe(true);
  });

  it('rejects unknown keys at every level', () => {
    const paths = (patch: unknown) => {
      const result = settingsPatchSchema.safeParse(patch);
      expect(result.success).toBe(false);
      return result.error!.issues.map((i) => ({ path: i.path.join('.'), code: i.code }));
    };
    expect(paths({ colour: 'red' })).toEqual([{ path: '', code: 'unrecognized_keys' }]);
    expect(paths({ flags: { teleport: true } })).toEqual([{ path: 'flags', code: 'unrecognized_keys' }]);
    expect(paths({ registerRules: { nickname: { enabled: true } } })).toEqual([
      { path: 'registerRules', code: 'unrecognized_keys' },
    ]);
    expect(paths({ registerRules: { email: { enabled: true, shout: 1 } } })).toEqual([
      { path: 'registerRules.email', code: 'unrecognized_keys' },
    ]);
  });

  it('checks the types of what it is given', () => {
    const result = settingsPatchSchema.safeParse({ flags: { chat: 'yes' }, currency: { decimals: 9 } });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['currency.decimals', 'flags.chat']);
  });
});
