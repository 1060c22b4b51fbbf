import { useTranslation } from 'react-i18next';
import type { LobbyFilter } from '../api/get-game-list';

const MIN_BETS = [0.1, 0.2, 0.5, 1, 5] as const;
const LINES = [5, 20, 25, 40, 243] as const;

/** The lobby's filters: classify chips (from the game menus), the stake a game must accept, paylines. */
export function LobbyFilters({
  classifies,
  filter,
  showLines,
  onChange,
}: {
  classifies: string[];
  filter: LobbyFilter;
  showLines: boolean;
  onChange(change: Partial<LobbyFilter>): void;
}) {
  const { t } = useTranslation('games');
  const number = (value: string) => (value === '' ? undefined : Number(value));
  return (
    <div className="lobby-filters" data-testid="lobby-filters">
      {classifies.length > 0 && (
        <div className="lobby-filters__chips" role="group" aria-label={t('filters.classify')}>
          {[undefined, ...classifies].map((value) => (
            <button
              key={value ?? 'all'}
              type="button"
              className="lobby-filters__chip"
              aria-pressed={filter.gameClassify === value}
              data-testid={`classify-${value ?? 'all'}`}
              onClick={() => onChange({ gameClassify: value })}
            >
              {value ? t(`classify.${value}`, { defaultValue: value }) : t('filters.all')}
            </button>
          ))}
        </div>
      )}
      <label className="lobby-filters__select">
        <span>{t('filters.minBet')}</span>
        <select
          value={filter.minBet ?? ''}
          data-testid="filter-min-bet"
          onChange={(event) => onChange({ minBet: number(event.target.value) })}
        >
          <option value="">{t('filters.any')}</option>
          {MIN_BETS.map((value) => (
            <option key={value} value={value}>
              {t('filters.upTo', { value })}
            </option>
          ))}
        </select>
      </label>
      {showLines && (
        <label className="lobby-filters__select">
          <span>{t('filters.lines')}</span>
          <select
            value={filter.minLineNum ?? ''}
            data-testid="filter-lines"
            onChange={(event) => onChange({ minLineNum: number(event.target.value) })}
          >
            <option value="">{t('filters.any')}</option>
            {LINES.map((value) => (
              <option key={value} value={value}>
                {t('filters.atLeast', { value })}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
