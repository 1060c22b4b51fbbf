import { describe, expect, it } from 'vitest';
import { clubLabelStyle, isColour } from './club-label.ts';
import { textOn } from '../../lib/readable-colors.ts';

describe('the club label preview', () => {
  it('draws the gradient color → color2 with text that reads on it', () => {
    expect(clubLabelStyle('#f5c451', '#b8860b')).toEqual({
      background: 'linear-gradient(135deg, #f5c451, #b8860b)',
      color: '#141a22',
    });
    expect(textOn('#1b2330', '#3d1f6b')).toBe('#ffffff');
  });

  it('falls back to the neutral pair while a colour is half typed', () => {
    expect(isColour('#abc')).toBe(false);
    expect(clubLabelStyle('#abc', '#000000').background).toBe('linear-gradient(135deg, #8a94a6, #000000)');
  });
});
