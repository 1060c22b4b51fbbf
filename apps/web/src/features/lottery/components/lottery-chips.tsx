import { ChipGroup, type ChipGroupProps } from '../../../ui/chip-group';

/** The lottery's one-of chips (a bet type, a window, a market): radios in the lottery chip look. */
export function LotteryChips<T>({
  className = 'lottery-types',
  ...props
}: Omit<ChipGroupProps<T>, 'kind' | 'chipClassName'>) {
  return <ChipGroup kind="radio" className={className} chipClassName="lottery-chip" {...props} />;
}
