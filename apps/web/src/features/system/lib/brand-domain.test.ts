import { describe, expect, it } from 'vitest';
import { brandOrigin, domainOrigin, toBrandUrl } from './brand-domain.ts';

const page = (origin: string) => ({ origin: new URL(origin).origin, host: new URL(origin).host });

describe('domainOrigin', () => {
  it('reads a bare host as https, keeps a given scheme and port, refuses the unusable', () => {
    expect(domainOrigin('play.lotus.example')).toBe('https://play.lotus.example');
    expect(domainOrigin(' http://m.lotus.example:8080/x ')).toBe('http://m.lotus.example:8080');
    expect(domainOrigin('')).toBeNull();
    expect(domainOrigin('ftp://files.example')).toBeNull();
    expect(domainOrigin('exa mple')).toBeNull();
  });
});

describe('brandOrigin', () => {
  const domains = ['play.lotus.example', 'm.lotus.example'];

  it("keeps the page's origin when the page is on one of the brand's domains", () => {
    expect(brandOrigin(page('https://m.lotus.example'), domains)).toBe('https://m.lotus.example');
    expect(brandOrigin(page('https://PLAY.lotus.example'), domains)).toBe('https://play.lotus.example');
  });

  it('uses the first listed domain when the page is on another host', () => {
    expect(brandOrigin(page('http://127.0.0.1:5173'), domains)).toBe('https://play.lotus.example');
    expect(brandOrigin(page('https://mirror.example'), ['', 'bad host', ...[...domains].reverse()])).toBe(
      'https://m.lotus.example',
    );
  });

  it("falls back to the page's origin while the list is empty or unusable", () => {
    expect(brandOrigin(page('http://127.0.0.1:5173'), [])).toBe('http://127.0.0.1:5173');
    expect(brandOrigin(page('http://127.0.0.1:5173'), ['not a host'])).toBe('http://127.0.0.1:5173');
  });
});

describe('toBrandUrl', () => {
  it('makes site paths absolute on the origin and leaves other addresses alone', () => {
    expect(toBrandUrl('/register?referralCode=DEMO', 'https://play.lotus.example')).toBe(
      'https://play.lotus.example/register?referralCode=DEMO',
    );
    expect(toBrandUrl('app/android', 'https://play.lotus.example')).toBe('https://play.lotus.example/app/android');
    expect(toBrandUrl('https://cdn.example/app.apk', 'https://play.lotus.example')).toBe('https://cdn.example/app.apk');
    expect(toBrandUrl('mailto:help@lotus.example', 'https://play.lotus.example')).toBe('mailto:help@lotus.example');
  });
});
