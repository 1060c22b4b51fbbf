import { ChipGroup, type ChipGroupProps } from '../../../ui/chip-group';

/** A table's one-of choice before the round (the baccarat bet, the dice direction): a segmented radio row. */
export function StudioChoice<T>(props: Omit<ChipGroupProps<T>, 'kind' | 'className' | 'chipClassName'>) {
  return <ChipGroup kind="radio" className="segmented studio-segmented" chipClassName="segmented__option" {...props} />;
}
