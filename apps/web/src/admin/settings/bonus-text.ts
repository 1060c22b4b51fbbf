/** A currency code next to an amount: "1000 VND", "10.50 BRL", "USD 5". */
const AMOUNT_WITH_CODE = /\d[\d.,]*\s*([A-Z]{3})\b|\b([A-Z]{3})\s*\d/g;

/**
 * The currency the register bonus text names next to an amount when it is not the brand's own,
 * or null. The text is free (the operator writes it), so the console can only point out a
 * mismatch such as "1000 VND" on a brand that pays in BRL; it refuses nothing.
 */
export function otherCurrencyIn(text: string, brandCode: string): string | null {
  const own = brandCode.trim().toUpperCase();
  for (const match of text.matchAll(AMOUNT_WITH_CODE)) {
    const code = match[1] ?? match[2]!;
    if (code !== own) return code;
  }
  return null;
}
