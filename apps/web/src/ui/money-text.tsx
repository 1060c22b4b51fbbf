import { useMoneyFormat } from '../lib/currency';

/**
 * An amount in minor units in the brand's currency and the current language's way of writing money;
 * `plain` leaves the currency sign out where it stands once beside the figure.
 */
export function MoneyText({
  minor,
  decimals,
  plain = false,
  className,
}: {
  minor: number;
  decimals?: number;
  plain?: boolean;
  className?: string;
}) {
  const format = useMoneyFormat();
  return (
    <span className={className} data-minor={minor}>
      {plain ? format.number(minor, decimals) : format.money(minor, decimals)}
    </span>
  );
}
