import { describe, expect, it } from 'vitest';
import { contrastRatio, readableColors } from './readable-colors';

describe('readable colours on an operator’s colour', () => {
  it('keeps a dark colour with white text and a pale one with dark text', () => {
    expect(readableColors('#0b3d2e')).toEqual({ background: '#0b3d2e', color: '#ffffff' });
    expect(readableColors('#f5c451')).toEqual({ background: '#f5c451', color: '#0b0f14' });
  });

  it('darkens a mid colour neither text reads on until white reaches 4.5:1', () => {
    const mid = readableColors('#0f8a6a')!;
    expect(contrastRatio('#ffffff', '#0f8a6a')).toBeLessThan(4.5);
    expect(mid.color).toBe('#ffffff');
    expect(mid.background).not.toBe('#0f8a6a');
    expect(contrastRatio(mid.color, mid.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('answers null for what is not a hex colour', () => {
    expect(readableColors('red; background: url(x)')).toBeNull();
    expect(readableColors('#abc')).toEqual(expect.objectContaining({ background: '#abc' }));
  });
});
