import { useMoneyFormat } from '../lib/currency';

/** An amount in minor units in the brand's currency, as the current language writes money. */
export function MoneyText({ minor, decimals, className }: { minor: number; decimals?: number; className?: string }) {
  const { money } = useMoneyFormat();
  return (
    <span className={className} data-minor={minor}>
      {money(minor, decimals)}
    </span>
  );
}
