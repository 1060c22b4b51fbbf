import { describe, expect, it } from 'vitest';
import {
  bannerInputSchema,
  checkContent,
  compactText,
  customerServiceInputSchema,
  isAbsoluteUrl,
  isContentUrl,
  isSitePath,
} from './content-admin.ts';

describe('content addresses', () => {
  it.each([
    '/promotions',
    '/',
    '/media/banners/home-1.svg',
    '/register?referralCode=DEMO',
    'https://example.com',
    'http://example.com/a?b=c#d',
    'HTTPS://EXAMPLE.COM/APP',
  ])('accepts %s', (url) => expect(isContentUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '//evil.example/x.png',
    '/\\evil.example',
    'ftp://example.com/file',
    'https://',
    'https:///path',
    'promotions',
    '/with space',
    '/"quoted"',
    'https://exa mple.com',
    '',
  ])('refuses %s', (url) => expect(isContentUrl(url)).toBe(false));

  it('tells a page of the site from an outside address', () => {
    expect(isSitePath('/live')).toBe(true);
    expect(isSitePath('https://example.com')).toBe(false);
    expect(isAbsoluteUrl('https://example.com')).toBe(true);
    expect(isAbsoluteUrl('/live')).toBe(false);
  });
});

describe('checkContent', () => {
  const banner = {
    group: 'home',
    imageUrl: '/media/banners/home-1.svg',
    linkageType: 'INTERNAL',
    linkUrl: '/promotions',
    title: { th: 'ชื่อ' },
    enabled: true,
  };

  it('asks for the brand default language in every required text', () => {
    expect(checkContent('banners', bannerInputSchema, banner, 'th')).toMatchObject({ data: { title: { th: 'ชื่อ' } } });
    expect(checkContent('banners', bannerInputSchema, banner, 'vi').fields).toEqual({ 'title.vi': 'REQUIRED' });
    expect(checkContent('banners', bannerInputSchema, { ...banner, title: { th: '   ' } }, 'th').fields).toEqual({
      'title.th': 'REQUIRED',
    });
  });

  it('names every failing field at once, cross-field rules included', () => {
    const checked = checkContent(
      'banners',
      bannerInputSchema,
      { ...banner, linkageType: 'EXTERNAL', linkUrl: '/inside', imageUrl: 'javascript:x', extra: 1 },
      'th',
    );
    expect(checked.data).toBeNull();
    expect(checked.fields).toEqual({ imageUrl: 'INVALID_VALUE', linkUrl: 'INVALID_VALUE', extra: 'UNKNOWN_FIELD' });
    const link = checkContent('banners', bannerInputSchema, { ...banner, linkageType: 'EXTERNAL' }, 'th');
    expect(link.fields).toEqual({ linkUrl: 'INVALID_VALUE' });
  });

  it('takes a mailto: link for an e-mail entry only', () => {
    const entry = { type: 2, label: { en: 'Mail' }, url: 'mailto:help@example.com', vipOnly: false, enabled: true };
    expect(checkContent('customer-service', customerServiceInputSchema, entry, 'en').fields).toEqual({});
    expect(checkContent('customer-service', customerServiceInputSchema, { ...entry, type: 1 }, 'en').fields).toEqual({
      url: 'INVALID_VALUE',
    });
  });

  it('stores only the written languages', () => {
    expect(compactText({ en: 'A', th: '', vi: '  ' })).toEqual({ en: 'A' });
  });
});
