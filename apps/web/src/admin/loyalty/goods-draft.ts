import { z } from 'zod';
import { goodsInputSchema, type GoodsAdmin, type GoodsKind } from '@portal/shared/contracts/loyalty';
import { formResolver } from '../../lib/form-resolver.ts';
import { moneyIssues, nullableNumberOf, numberOf, textOf, textsOf, type LocalizedValue } from './loyalty-form.ts';

/** The goods editor's state: figures as typed text; an empty stock or limit means none. */
export interface GoodsDraft {
  kind: GoodsKind;
  name: LocalizedValue;
  description: LocalizedValue;
  imageUrl: string;
  points: string;
  amountRequirement: string;
  cashValue: string;
  stock: string;
  perMemberLimit: string;
  enabled: boolean;
  position: string;
}

export function emptyGoods(): GoodsDraft {
  return {
    kind: 'item',
    name: {},
    description: {},
    imageUrl: '',
    points: '',
    amountRequirement: '0',
    cashValue: '',
    stock: '',
    perMemberLimit: '',
    enabled: true,
    position: '0',
  };
}

export function goodsDraftOf(goods: GoodsAdmin): GoodsDraft {
  return {
    kind: goods.kind,
    name: goods.name,
    description: goods.description,
    imageUrl: goods.imageUrl ?? '',
    points: String(goods.points),
    amountRequirement: String(goods.amountRequirement),
    cashValue: textOf(goods.cashValue),
    stock: textOf(goods.stock),
    perMemberLimit: textOf(goods.perMemberLimit),
    enabled: goods.enabled,
    position: String(goods.position),
  };
}

/** The API's body: an item carries no cash value, whatever was typed while it was a cash good. */
export function goodsInputOf(draft: GoodsDraft): unknown {
  return {
    kind: draft.kind,
    name: textsOf(draft.name),
    description: textsOf(draft.description),
    imageUrl: draft.imageUrl.trim() || null,
    points: numberOf(draft.points),
    amountRequirement: numberOf(draft.amountRequirement),
    cashValue: draft.kind === 'cash' ? (numberOf(draft.cashValue) ?? null) : null,
    stock: nullableNumberOf(draft.stock),
    perMemberLimit: nullableNumberOf(draft.perMemberLimit),
    enabled: draft.enabled,
    position: numberOf(draft.position),
  };
}

/**
 * The goods form's check: the draft made into the API's body and parsed by the route's schema;
 * besides, amounts past the currency's decimals and a stock below what members already redeemed
 * (`redeemed`, 0 for new goods), which the server cannot store.
 */
export function goodsResolver(decimals: number, redeemed = 0) {
  const schema = z.custom<GoodsDraft>().transform(goodsInputOf).pipe(goodsInputSchema);
  return formResolver(schema, (draft) => {
    const money = {
      amountRequirement: draft.amountRequirement,
      ...(draft.kind === 'cash' && { cashValue: draft.cashValue }),
    };
    const extra = moneyIssues(money, decimals);
    const stock = numberOf(draft.stock);
    if (stock !== undefined && stock < redeemed) extra.stock = 'STOCK_BELOW_REDEEMED';
    return extra;
  });
}

/** What is left to redeem: null when the stock is unlimited. */
export const stockLeft = (stock: number | null, redeemed: number): number | null =>
  stock === null ? null : Math.max(0, stock - redeemed);
