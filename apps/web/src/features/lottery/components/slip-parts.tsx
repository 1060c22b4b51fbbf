import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../lib/currency';
import { Button } from '../../../ui/button';
import {
  canSelectAll,
  maxPicksOf,
  pointCostMinor,
  pointWinMinor,
  QUICK_PICK_COUNTS,
  unitMinorOf,
  type BetType,
} from '../lib/slip';

/** Quick pick (with how many for per-pick types), select all and clear, and the count chosen. */
export function PickTools({
  type,
  picks,
  quickCount,
  onQuickCount,
  onQuickPick,
  onSelectAll,
  onClear,
}: {
  type: BetType;
  picks: string[];
  quickCount: number;
  onQuickCount: (count: number) => void;
  onQuickPick: () => void;
  onSelectAll: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('lottery');
  return (
    <div className="lottery-tools">
      <div className="lottery-tools__actions">
        {type.perPick ? (
          <select
            className="lottery-tools__count"
            aria-label={t('slip.quickCount')}
            value={quickCount}
            onChange={(e) => onQuickCount(Number(e.target.value))}
            data-testid="slip-quick-count"
          >
            {QUICK_PICK_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        ) : null}
        <Button type="button" variant="ghost" size="sm" onClick={onQuickPick} data-testid="slip-quick-pick">
          {t('slip.quickPick')}
        </Button>
        {canSelectAll(type) ? (
          <Button type="button" variant="ghost" size="sm" onClick={onSelectAll} data-testid="slip-select-all">
            {type.format === 'num3' ? t('slip.selectHundred') : t('slip.selectAll')}
          </Button>
        ) : null}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onClear}
          disabled={picks.length === 0}
          data-testid="slip-clear"
        >
          {t('slip.clear')}
        </Button>
      </div>
      <p className="lottery-tools__chosen" data-testid="slip-selected" data-count={picks.length}>
        {type.perPick
          ? t('slip.chosen', { count: picks.length, max: maxPicksOf(type) })
          : t('slip.chosenTicket', { count: picks.length, size: type.picks[1] })}
        {picks.length > 0 ? <span className="lottery-tools__picks"> {picks.join(' ')}</span> : null}
      </p>
    </div>
  );
}

/** What one point of the type costs at the typed unit, and what it wins on one hit. */
export function PointValue({ type, unit, decimals }: { type: BetType; unit: number; decimals: number }) {
  const { t } = useTranslation('lottery');
  const { money: moneyText } = useMoneyFormat();
  const unitMinor = unitMinorOf(unit, decimals);
  if (unitMinor === null) return null;
  const money = (minor: number) => moneyText(minor, decimals);
  const win = pointWinMinor(type, unitMinor);
  return (
    <p className="lottery-point" data-testid="slip-point-value" data-cost-minor={pointCostMinor(type, unitMinor)}>
      {t('slip.pointCost', {
        cost: money(pointCostMinor(type, unitMinor)),
        unit: money(unitMinor),
        factor: type.stakeFactor,
      })}
      {' · '}
      {win === null ? t('slip.paysTable') : t('slip.pointWin', { win: money(win), odds: type.odds })}
    </p>
  );
}
