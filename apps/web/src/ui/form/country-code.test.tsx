import { describe, expect, it } from 'vitest';
import { DIALING_COUNTRIES, MARKET_COUNTRIES } from '@portal/shared/dialing-codes';
import { attributeValues, renderHtml } from '../../test/render';
import { CountryCodeSelect } from './country-code-select';
import { countriesIn, flagOf, searchCountries } from '../../lib/country-search';

const noop = () => {};
const search = (language: string, query: string) =>
  searchCountries(countriesIn(language), query).map((country) => country.countryCode);

describe('the country list of the dialing code dropdown', () => {
  it('puts the brand markets first, then every other country sorted by its name in the language', () => {
    for (const language of ['en', 'pt-BR', 'th', 'vi', 'id', 'zh-CN']) {
      const list = countriesIn(language);
      expect(list).toHaveLength(DIALING_COUNTRIES.length);
      expect(list.slice(0, MARKET_COUNTRIES.length).map((c) => c.countryCode)).toEqual([...MARKET_COUNTRIES]);
      const rest = list.slice(MARKET_COUNTRIES.length).map((c) => c.name);
      expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, language)));
    }
  });

  it('names the countries in the page language', () => {
    const brazil = (language: string) => countriesIn(language).find((c) => c.countryCode === 'BR')?.name;
    expect(brazil('en')).toBe('Brazil');
    expect(brazil('pt-BR')).toBe('Brasil');
    expect(brazil('zh-CN')).toBe('巴西');
    expect(countriesIn('vi')[0]?.name).toBe('Việt Nam');
    expect(countriesIn('th').find((c) => c.countryCode === 'TH')?.name).toBe('ไทย');
  });

  it('finds a country by its name (accents ignored, English too), ISO code or dialing code', () => {
    expect(search('en', 'brazil')).toEqual(['BR']);
    expect(search('pt-BR', 'BRAS')).toEqual(['BR']);
    expect(search('vi', 'viet')).toContain('VN');
    expect(search('zh-CN', 'Brazil')).toEqual(['BR']);
    expect(search('en', 'vn')).toContain('VN');
    expect(search('en', '+55')).toEqual(['BR']);
    expect(search('en', '1')).toEqual(expect.arrayContaining(['US', 'CA', 'JM']));
    expect(search('en', '1876')).toEqual(['JM']);
    expect(search('en', 'no such country')).toEqual([]);
    expect(search('en', '   ')).toHaveLength(DIALING_COUNTRIES.length);
  });

  it('lists names that start with the search first, then words that do, then the rest', () => {
    const found = search('en', 'in');
    expect(found.slice(0, 2)).toEqual(['ID', 'IN']);
    expect(found.indexOf('CN')).toBeGreaterThan(found.indexOf('IN'));
    // 'guinea' starts a word of Papua New Guinea and Equatorial Guinea; Guinea itself first.
    expect(search('en', 'guinea')[0]).toBe('GN');
    expect(search('en', 'guinea')).toEqual(expect.arrayContaining(['GQ', 'GW', 'PG']));
  });

  it('draws a flag from the ISO code', () => {
    expect(flagOf('VN')).toBe('\u{1F1FB}\u{1F1F3}');
    expect(flagOf('BR')).toBe('\u{1F1E7}\u{1F1F7}');
  });
});

describe('CountryCodeSelect', () => {
  it('is a closed combobox showing the chosen code and its flag, the chosen option marked', async () => {
    const html = await renderHtml(<CountryCodeSelect value="+84" onChange={noop} />);
    expect(html).toMatch(/role="combobox"[^>]*aria-label="Country code"[^>]*aria-expanded="false"/);
    expect(html).toMatch(/aria-autocomplete="list"[^>]*value="\+84"/);
    expect(html).toContain(`data-testid="country-code-flag" data-country="VN">${flagOf('VN')}<`);
    expect(html).toMatch(/role="listbox" aria-label="Countries and dialing codes" hidden=""/);
    expect(attributeValues(html, 'aria-selected').filter((v) => v === 'true')).toHaveLength(1);
    expect(html).toMatch(/aria-selected="true"[^>]*data-country="VN"/);
    const options = [...html.matchAll(/role="option"[^>]*data-country="(\w+)"/g)].map((match) => match[1]);
    expect(options).toHaveLength(DIALING_COUNTRIES.length);
    expect(options.slice(0, 5)).toEqual([...MARKET_COUNTRIES]);
  });

  it('shows a shared code as its largest country and marks the invalid state', async () => {
    const html = await renderHtml(<CountryCodeSelect value="+1" invalid onChange={noop} />);
    expect(html).toContain(`data-testid="country-code-flag" data-country="US">${flagOf('US')}<`);
    expect(html).toMatch(/aria-selected="true"[^>]*data-country="US"/);
    expect(html).toMatch(/role="combobox"[^>]*aria-invalid="true"/);
  });
});
