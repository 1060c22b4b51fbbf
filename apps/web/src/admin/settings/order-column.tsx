import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import type { Column } from '../../ui/data-table';

/**
 * The first column of a list the operator orders by hand: up and down buttons that move a row
 * one place. The first row cannot go up nor the last down; `locked` holds every row (while a
 * move runs, or while a filter hides rows the numbering would skip).
 */
export function useOrderColumn<Row>(
  all: readonly Row[],
  locked: boolean,
  move: (row: Row, delta: -1 | 1) => void,
): Column<Row> {
  const { t } = useTranslation('admin-settings');
  return {
    key: 'order',
    header: t('fields.order'),
    cell: (row) => (
      <span className="settings-order">
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('fields.moveUp')}
          disabled={locked || all.indexOf(row) === 0}
          onClick={() => move(row, -1)}
        >
          ↑
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('fields.moveDown')}
          disabled={locked || all.indexOf(row) === all.length - 1}
          onClick={() => move(row, 1)}
        >
          ↓
        </Button>
      </span>
    ),
  };
}
