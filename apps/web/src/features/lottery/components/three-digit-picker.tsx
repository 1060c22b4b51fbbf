import { useTranslation } from 'react-i18next';
import { hundredPool } from '../lib/slip';
import { NumberPicker } from './number-picker';

const HUNDREDS = Array.from({ length: 10 }, (_, i) => i);

/**
 * Three-digit numbers (lô 3 số, 3 càng): a thousand buttons do not fit a phone, so the grid shows
 * one hundred at a time (0xx … 9xx, each tab counting its picks), and numbers can be typed too.
 */
export function ThreeDigitPicker({
  hundred,
  onHundred,
  selected,
  onToggle,
  typed,
  onTyped,
  onAddTyped,
}: {
  hundred: number;
  onHundred: (hundred: number) => void;
  selected: string[];
  onToggle: (pick: string) => void;
  typed: string;
  onTyped: (text: string) => void;
  onAddTyped: () => void;
}) {
  const { t } = useTranslation('lottery');
  return (
    <div className="lottery-three" data-testid="three-digit-picker">
      <div className="lottery-hundreds" role="tablist" aria-label={t('slip.hundreds')}>
        {HUNDREDS.map((h) => {
          const count = selected.filter((p) => p[0] === String(h)).length;
          return (
            <button
              key={h}
              type="button"
              role="tab"
              aria-selected={h === hundred}
              className="lottery-hundreds__tab"
              data-testid={`slip-hundred-${h}`}
              onClick={() => onHundred(h)}
            >
              {h}xx{count > 0 ? <small> {count}</small> : null}
            </button>
          );
        })}
      </div>
      <NumberPicker pool={hundredPool(hundred)} selected={selected} onToggle={onToggle} />
      <div className="lottery-typed">
        <label className="lottery-field">
          <span>{t('slip.typePicks')}</span>
          <input
            value={typed}
            inputMode="numeric"
            placeholder="123 456"
            onChange={(e) => onTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              onAddTyped();
            }}
            data-testid="slip-typed-picks"
          />
        </label>
        <button type="button" className="lottery-chip" onClick={onAddTyped} data-testid="slip-typed-add">
          {t('slip.addTyped')}
        </button>
      </div>
    </div>
  );
}
