import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import type { Column } from '../../ui/data-table';

/**
 * The cells the settings lists (channels, vendors, games, providers, social sign-in) share, so
 * each list names its columns and not how a row's switch or name is drawn.
 */

/** A row's name in bold with what tells it apart underneath (its code, its bank). */
export function NameCell({ name, detail }: { name: ReactNode; detail: ReactNode }) {
  return (
    <span className="settings-cell-stack">
      <strong>{name}</strong>
      <small className="admin-muted">{detail}</small>
    </span>
  );
}

/** A row's on/off setting, sent as soon as it is switched. */
export function RowSwitch({
  checked,
  disabled,
  label,
  onChange,
  testId,
}: {
  checked: boolean;
  disabled: boolean;
  label: string;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  return (
    <input
      type="checkbox"
      role="switch"
      className="admin-switch"
      checked={checked}
      disabled={disabled}
      aria-label={label}
      onChange={(event) => onChange(event.target.checked)}
      data-testid={testId}
    />
  );
}

/** Whether a vendor's connection details are filled in. */
export function ConnectionBadge({ configured }: { configured: boolean }) {
  const { t } = useTranslation('admin-settings');
  return (
    <span className={configured ? 'admin-badge admin-badge--good' : 'admin-badge admin-badge--warn'}>
      {configured ? t('vendors.configured') : t('vendors.notConfigured')}
    </span>
  );
}

/** The last column: the row's Edit button. */
export function useEditColumn<Row>(onEdit: (row: Row) => void, testIdOf: (row: Row) => string): Column<Row> {
  const { t } = useTranslation('admin');
  return {
    key: 'actions',
    header: '',
    cell: (row) => (
      <Button size="sm" onClick={() => onEdit(row)} data-testid={testIdOf(row)}>
        {t('actions.edit')}
      </Button>
    ),
  };
}
