import { useTranslation } from 'react-i18next';
import type { ClubLabel } from '@portal/shared/contracts/members';
import { CrownIcon } from '../../../ui/icons';
import { labelStyle } from '../lib/colors';
import './loyalty-badges.css';

/**
 * The member's club label for the header: the level's name in its two colours, opening the VIP
 * page. On a phone only the crown in those colours shows (the name stays the button's label).
 */
export function ClubLabelButton({ label, onOpen }: { label: ClubLabel; onOpen(): void }) {
  // The header draws this before the loyalty texts load: it must not suspend the header around it.
  const { t } = useTranslation('loyalty', { useSuspense: false });
  const name = label.labelName.trim();
  if (!name) return null;
  return (
    <button
      type="button"
      className="loyalty-club"
      style={labelStyle(label)}
      aria-label={t('club.open', { level: name })}
      title={t('club.open', { level: name })}
      data-testid="header-club-label"
      data-rank={label.rankLevel}
      onClick={onOpen}
    >
      <CrownIcon size={14} aria-hidden="true" />
      <span className="loyalty-club__name">{name}</span>
    </button>
  );
}
