import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { cardRank, cardSuit, isRedSuit } from '../lib/cards';
import './studio-tables.css';

const SUIT_NAMES = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
const RANK_NAMES: Record<string, string> = { A: 'A', J: 'J', Q: 'Q', K: 'K', '10': 'TEN' };

/** A card 0..51 drawn as a playing card (corner indices and a centre pip); `deal` slides and flips it in. */
export function PlayingCard({ card, deal = false }: { card: number; deal?: boolean }) {
  const { t } = useTranslation('studio');
  const rank = cardRank(card);
  const suit = cardSuit(card);
  const rankName = RANK_NAMES[rank];
  const label = t('tables.card', {
    rank: rankName ? t(`symbols.${rankName}`) : rank,
    suit: t(`tables.suits.${SUIT_NAMES[Math.floor(card / 13) % 4]!}`),
  });
  return (
    <span
      className={clsx('tcard', isRedSuit(card) && 'tcard--red', deal && 'tcard--deal')}
      role="img"
      aria-label={label}
      data-card={card}
    >
      <span className="tcard__inner">
        <span className="tcard__face tcard__front" aria-hidden="true">
          <span className="tcard__index">
            {rank}
            <span>{suit}</span>
          </span>
          <span className="tcard__pip">{suit}</span>
          <span className="tcard__index tcard__index--end">
            {rank}
            <span>{suit}</span>
          </span>
        </span>
        <span className="tcard__face tcard__back" aria-hidden="true" />
      </span>
    </span>
  );
}
