import type { TFunction } from 'i18next';

/**
 * A product or vendor in words: the lottery's products (LOTT, ELOTT) and the game categories by
 * their translations, a vendor by its name; the code only for one the catalogue no longer names.
 */
export function productText(t: TFunction, product: string, vendorName: string | null): string {
  return vendorName ?? t(`common:products.${product}`, { defaultValue: product });
}

/** Date and time in the page language. */
export const dateTimeText = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

/** A yyyy-MM-dd day in the page language. */
export const dayText = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
