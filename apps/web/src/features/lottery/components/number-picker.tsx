import { useTranslation } from 'react-i18next';

/** The pool of picks as toggle buttons; for the word picks (BIG, ODD...) their translated names. */
export function NumberPicker({
  pool,
  selected,
  onToggle,
}: {
  pool: string[];
  selected: string[];
  onToggle: (pick: string) => void;
}) {
  const { t } = useTranslation('lottery');
  return (
    <div className="lottery-picker" role="group" aria-label={t('slip.picks')} data-testid="number-picker">
      {pool.map((pick) => (
        <button
          key={pick}
          type="button"
          className="lottery-pick"
          aria-pressed={selected.includes(pick)}
          data-pick={pick}
          onClick={() => onToggle(pick)}
        >
          {/^\d+$/.test(pick) ? pick : t(`sides.${pick}`)}
        </button>
      ))}
    </div>
  );
}
