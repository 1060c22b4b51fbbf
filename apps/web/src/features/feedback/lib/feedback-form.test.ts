import { describe, expect, it } from 'vitest';
import { addImages, contentLength, contentState, imageIssue } from './feedback-form.ts';

const bounds = { minLength: 10, maxLength: 500 };
const png = (size = 1000) => ({ type: 'image/png', size });

describe('the character counter', () => {
  it('counts characters as the server does: trimmed, an emoji as one', () => {
    expect(contentLength('  hello  ')).toBe(5);
    expect(contentLength('🙂'.repeat(500))).toBe(500);
    expect('🙂'.repeat(500).length).toBe(1000);
  });

  it("places the text against the brand's bounds", () => {
    expect(contentState('   ', bounds)).toBe('empty');
    expect(contentState('too short', bounds)).toBe('short');
    expect(contentState('just enough', bounds)).toBe('ok');
    expect(contentState('🙂'.repeat(500), bounds)).toBe('ok');
    expect(contentState('🙂'.repeat(501), bounds)).toBe('long');
    expect(contentState('a'.repeat(10), { minLength: 10, maxLength: 10 })).toBe('ok');
  });
});

describe('images', () => {
  it('takes PNG and JPG up to 5 MB', () => {
    expect(imageIssue(png(5 * 1024 * 1024))).toBeNull();
    expect(imageIssue({ type: 'image/jpeg', size: 10 })).toBeNull();
    expect(imageIssue(png(5 * 1024 * 1024 + 1))).toBe('size');
    expect(imageIssue({ type: 'image/gif', size: 10 })).toBe('type');
  });

  it('keeps no more than three', () => {
    expect(addImages([1, 2], [3, 4, 5])).toEqual({ files: [1, 2, 3], dropped: 2 });
    expect(addImages([1, 2, 3], [4])).toEqual({ files: [1, 2, 3], dropped: 1 });
  });
});
