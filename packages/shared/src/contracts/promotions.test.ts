import { describe, expect, it } from 'vitest';
import { PROMOTION_REMARK_MAX, promotionApplySchema, remarkLength } from './promotions.ts';

const remarkOf = (remark: string) => promotionApplySchema.safeParse({ remark });

describe("an application's remark", () => {
  it('counts characters as a person does: an emoji is one, not its two UTF-16 units', () => {
    expect(remarkLength('🎰')).toBe(1);
    expect('🎰'.length).toBe(2);
    expect(remarkLength('Ganhei 🎉🎉 no slot')).toBe(17);
  });

  it(`takes ${PROMOTION_REMARK_MAX} emoji (280 UTF-16 units) and refuses ${PROMOTION_REMARK_MAX + 1}`, () => {
    const full = remarkOf('🎰'.repeat(PROMOTION_REMARK_MAX));
    expect(full.success).toBe(true);
    expect(full.data?.remark).toBe('🎰'.repeat(PROMOTION_REMARK_MAX));

    const over = remarkOf('🎰'.repeat(PROMOTION_REMARK_MAX + 1));
    expect(over.success).toBe(false);
    expect(over.error?.issues).toEqual([
      expect.objectContaining({
        code: 'too_big',
        origin: 'string',
        maximum: PROMOTION_REMARK_MAX,
        path: ['remark'],
        message: expect.stringContaining('an emoji counts as one'),
      }),
    ]);
  });

  it('counts plain letters the same way, after trimming; no remark is an empty one', () => {
    expect(remarkOf('x'.repeat(PROMOTION_REMARK_MAX)).success).toBe(true);
    expect(remarkOf('x'.repeat(PROMOTION_REMARK_MAX + 1)).success).toBe(false);
    expect(remarkOf(`   ${'é'.repeat(PROMOTION_REMARK_MAX)}  \n`).data?.remark).toBe('é'.repeat(PROMOTION_REMARK_MAX));
    expect(promotionApplySchema.parse({})).toEqual({ remark: '' });
    expect(promotionApplySchema.safeParse({ remark: 'hi', other: 1 }).success).toBe(false);
  });
});
