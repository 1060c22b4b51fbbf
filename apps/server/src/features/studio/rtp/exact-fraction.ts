/** An exact probability or RTP: num / den with BigInt parts. */
export interface Fraction {
  num: bigint;
  den: bigint;
}

export const fraction = (num: bigint | number, den: bigint | number): Fraction => ({
  num: BigInt(num),
  den: BigInt(den),
});

/** The decimal expansion, truncated to `places` digits (exact digits, no float rounding). */
export function toDecimal(f: Fraction, places = 10): string {
  const scaled = (f.num * 10n ** BigInt(places)) / f.den;
  const text = scaled.toString().padStart(places + 1, '0');
  return `${text.slice(0, -places)}.${text.slice(-places)}`;
}

/** Rounded basis points (9,600 is 96.00 %). */
export const toBps = (f: Fraction): number => Number((f.num * 20_000n + f.den) / (2n * f.den));

export const toNumber = (f: Fraction): number => Number(f.num) / Number(f.den);
