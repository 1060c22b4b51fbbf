import { describe, expect, it } from 'vitest';
import { clip, marqueeSeconds, plainText } from './plain-text.ts';

describe('plainText', () => {
  it('keeps plain text, joining its lines', () => {
    expect(plainText('Maintenance tonight\nfrom 02:00 to 04:00')).toBe('Maintenance tonight from 02:00 to 04:00');
  });

  it('drops Markdown marks and keeps the words of links and images', () => {
    const text = [
      '# Big **weekend** offer',
      '',
      '- Deposit _twice_ and get [a bonus](https://example.com/x)',
      '1. See ![the banner](https://example.com/b.png)',
      '> `code` and ~~old~~ terms',
    ].join('\n');
    expect(plainText(text)).toBe('Big weekend offer Deposit twice and get a bonus See the banner code and old terms');
  });

  it('drops HTML tags rather than showing them', () => {
    expect(plainText('Hello <script>alert(1)</script> world')).toBe('Hello alert(1) world');
  });

  it('leaves an underscore inside a word and a lone asterisk alone', () => {
    expect(plainText('snake_case 5 * 3')).toBe('snake_case 5 * 3');
  });
});

describe('clip', () => {
  it('cuts at characters, never in the middle of an emoji', () => {
    expect(clip('🙂🙂🙂🙂', 3)).toBe('🙂🙂…');
    expect(clip('short', 10)).toBe('short');
  });
});

describe('marqueeSeconds', () => {
  it('reads long lines slower and short ones no faster than 12 s', () => {
    expect(marqueeSeconds('x')).toBe(12);
    expect(marqueeSeconds('x'.repeat(600))).toBe(100);
  });
});
