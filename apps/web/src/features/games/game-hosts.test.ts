import { describe, expect, it } from 'vitest';
import { allowedGameUrl, launchedGameOrigins, rememberLaunchedGame } from './lib/game-hosts.ts';

const origin = 'https://portal.example';
const rules = (over: Partial<{ cdns: string[]; launched: string[] }> = {}) => ({
  origin,
  cdns: over.cdns ?? [],
  launched: over.launched ?? [],
});

/** An in-memory Storage stand-in. */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe('allowedGameUrl', () => {
  it('frames the portal’s own pages (the in-house studio), relative or absolute', () => {
    expect(allowedGameUrl('/studio/play/dice?token=t', rules())).toBe(
      'https://portal.example/studio/play/dice?token=t',
    );
    expect(allowedGameUrl('https://portal.example/studio/play/mines', rules())).toBe(
      'https://portal.example/studio/play/mines',
    );
  });

  it('refuses an unknown host, even over HTTPS', () => {
    expect(allowedGameUrl('https://phish.example/login', rules())).toBeNull();
    expect(allowedGameUrl('https://portal.example.phish.example/', rules())).toBeNull();
    expect(allowedGameUrl('//phish.example/x', rules())).toBeNull();
  });

  it("frames the brand's game CDNs (URLs or bare hosts) and hosts the portal's launch answered", () => {
    const cdns = ['https://cdn.games.example/', 'static.vendor.example'];
    expect(allowedGameUrl('https://cdn.games.example/slot?x=1', rules({ cdns }))).toBe(
      'https://cdn.games.example/slot?x=1',
    );
    expect(allowedGameUrl('https://static.vendor.example/g', rules({ cdns }))).toBe('https://static.vendor.example/g');
    expect(allowedGameUrl('https://other.games.example/slot', rules({ cdns }))).toBeNull();
    expect(
      allowedGameUrl('https://games.pgsoft.example/launch?s=1', rules({ launched: ['https://games.pgsoft.example'] })),
    ).toBe('https://games.pgsoft.example/launch?s=1');
  });

  it('never frames javascript:, data: or plain http of another origin, even when listed', () => {
    const cdns = ['http://cdn.games.example'];
    expect(allowedGameUrl('javascript:alert(1)', rules())).toBeNull();
    expect(allowedGameUrl('data:text/html,<script>1</script>', rules())).toBeNull();
    expect(allowedGameUrl('http://cdn.games.example/slot', rules({ cdns }))).toBeNull();
    expect(allowedGameUrl(null, rules())).toBeNull();
    expect(allowedGameUrl('', rules())).toBeNull();
  });
});

describe('rememberLaunchedGame', () => {
  it('keeps the HTTPS origins of launch answers, newest first, without duplicates', () => {
    const storage = memoryStorage();
    rememberLaunchedGame({ game_url: 'https://a.example/g?token=1', game_url2: 'https://b.example/g' }, storage);
    rememberLaunchedGame({ game_url: 'https://c.example/g', game_url2: null }, storage);
    rememberLaunchedGame({ game_url: 'https://a.example/other', game_url2: null }, storage);
    rememberLaunchedGame({ game_url: 'http://plain.example/g', game_url2: null }, storage);
    expect(launchedGameOrigins(storage)).toEqual(['https://a.example', 'https://c.example', 'https://b.example']);
  });

  it('reads nothing from a damaged store', () => {
    const storage = memoryStorage();
    storage.setItem('portal.game-origins', '{not json');
    expect(launchedGameOrigins(storage)).toEqual([]);
  });
});
