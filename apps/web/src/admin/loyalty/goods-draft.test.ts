import { describe, expect, it } from 'vitest';
import type { GoodsAdmin } from '@portal/shared/contracts/loyalty';
import { checkForm } from '../../test/form-check.ts';
import { emptyGoods, goodsDraftOf, goodsInputOf, goodsResolver, stockLeft, type GoodsDraft } from './goods-draft.ts';

const checkGoods = (draft: GoodsDraft, decimals: number, redeemed = 0) =>
  checkForm(goodsResolver(decimals, redeemed), draft);

const cash = () => ({
  ...emptyGoods(),
  kind: 'cash' as const,
  name: { en: 'Cash 10' },
  points: '1000',
  cashValue: '10.50',
  amountRequirement: '200',
  stock: '',
  perMemberLimit: '3',
});

describe('the points mall form', () => {
  it('sends a cash good with its money in major units; empty stock is unlimited', async () => {
    const checked = await checkGoods(cash(), 2);
    expect(checked.fields).toEqual({});
    expect(checked.data).toMatchObject({ cashValue: 10.5, amountRequirement: 200, stock: null, perMemberLimit: 3 });
  });

  it('sends no cash value for an item, whatever was typed', async () => {
    expect(goodsInputOf({ ...cash(), kind: 'item' })).toMatchObject({ kind: 'item', cashValue: null });
    expect((await checkGoods({ ...cash(), kind: 'item' }, 2)).data?.cashValue).toBeNull();
  });

  it('asks a cash good for its value, whole points, amounts within the currency', async () => {
    expect((await checkGoods({ ...cash(), cashValue: '' }, 2)).fields).toEqual({
      cashValue: 'CASH_VALUE_FOR_CASH_GOODS',
    });
    expect((await checkGoods({ ...cash(), cashValue: '1.005', points: '10.5' }, 2)).fields).toEqual({
      cashValue: 'TOO_MANY_DECIMALS',
      points: 'WHOLE_NUMBER',
    });
    expect((await checkGoods({ ...cash(), name: {} }, 2)).fields).toEqual({ name: 'NAME_REQUIRED' });
  });

  it('keeps the stock at or above what members redeemed', async () => {
    expect((await checkGoods({ ...cash(), stock: '4' }, 2, 5)).fields).toEqual({ stock: 'STOCK_BELOW_REDEEMED' });
    expect((await checkGoods({ ...cash(), stock: '5' }, 2, 5)).data?.stock).toBe(5);
    expect(stockLeft(5, 2)).toBe(3);
    expect(stockLeft(null, 2)).toBeNull();
  });

  it('reads stored goods back', async () => {
    const stored: GoodsAdmin = {
      id: 3,
      kind: 'item',
      name: { en: 'Cap' },
      description: {},
      imageUrl: null,
      points: 500,
      amountRequirement: 0,
      cashValue: null,
      stock: 10,
      redeemed: 2,
      perMemberLimit: null,
      enabled: false,
      moneyTerms: {
        status: 'none',
        live: true,
        approvalId: null,
        requestedBy: null,
        approvedAt: null,
        approvedBy: null,
      },
      position: 4,
    };
    const draft = goodsDraftOf(stored);
    expect(draft).toMatchObject({ imageUrl: '', stock: '10', perMemberLimit: '', cashValue: '', enabled: false });
    const { id: _, redeemed: __, moneyTerms: ___, ...input } = stored;
    expect((await checkGoods(draft, 2, stored.redeemed)).data).toEqual(input);
  });
});
