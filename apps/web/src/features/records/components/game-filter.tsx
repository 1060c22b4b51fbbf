import { useTranslation } from 'react-i18next';
import type { BetGame } from '@portal/shared/contracts/records';
import '../../../ui/patterns.css';

/**
 * The betting record's game filter: the games the member bet on in the period (and product). A
 * chosen game the period no longer holds stays listed, so the select still says what is filtered.
 */
export function GameFilter({
  value,
  games,
  onChange,
}: {
  value: string;
  games: readonly BetGame[];
  onChange(value: string): void;
}) {
  const { t } = useTranslation('wallet');
  const options = games.map((game) => ({ value: game.gameCode, label: game.gameName ?? game.gameCode }));
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: value });
  return (
    <label className="records-select sunken-field">
      <span>{t('records.columns.game')}</span>
      <select value={value} data-testid="bet-game" onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('records.allGames')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
