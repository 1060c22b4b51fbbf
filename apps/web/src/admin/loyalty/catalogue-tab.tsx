import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { DataTable, type Column } from '../../ui/data-table';
import { ListMessages } from '../ui/list-tab';

interface CatalogueRow {
  id: number;
  position: number;
  enabled: boolean;
}

/**
 * The points mall's goods or the missions: in display order with the section's own columns, then
 * on/off, position and edit; the editor stands in place of the list while open.
 */
export function CatalogueTab<Row extends CatalogueRow>(props: {
  /** Test ids: `${prefix}-new`, `-notice`, `-list`, `-edit-<id>`. */
  prefix: string;
  testId: string;
  subtitle: string;
  newLabel: string;
  empty: string;
  canEdit: boolean;
  query: { data?: { list: Row[] }; isPending: boolean; error: Error | null };
  columns: Column<Row>[];
  editor: (row: Row | null, done: (saved: boolean) => void) => ReactNode;
}) {
  const { t } = useTranslation(['admin-loyalty', 'admin']);
  const { prefix, canEdit, query } = props;
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = query.data && [...query.data.list].sort((a, b) => a.position - b.position || a.id - b.id);

  if (editing !== null) {
    return props.editor(editing === 'new' ? null : editing, (saved) => {
      setEditing(null);
      setNotice(saved ? t('admin:states.saved') : null);
    });
  }

  const edit: Column<Row> = {
    key: 'actions',
    header: '',
    cell: (row) => (
      <Button size="sm" onClick={() => setEditing(row)} data-testid={`${prefix}-edit-${row.id}`}>
        {t('admin:actions.edit')}
      </Button>
    ),
  };
  return (
    <div className="loyalty-tab" data-testid={props.testId}>
      <div className="admin-filters">
        <p className="admin-muted loyalty-note">{props.subtitle}</p>
        {canEdit && (
          <span className="loyalty-filter-end">
            <Button variant="primary" size="sm" onClick={() => setEditing('new')} data-testid={`${prefix}-new`}>
              {props.newLabel}
            </Button>
          </span>
        )}
      </div>
      <ListMessages notice={notice} noticeTestId={`${prefix}-notice`} error={query.error} />
      <DataTable
        testId={`${prefix}-list`}
        rows={rows}
        rowKey={(row) => row.id}
        loading={query.isPending}
        empty={props.empty}
        columns={[
          ...props.columns,
          {
            key: 'enabled',
            header: t('admin:fields.status'),
            cell: (row) => (
              <span className={row.enabled ? 'admin-badge admin-badge--good' : 'admin-badge'}>
                {row.enabled ? t('states.on') : t('states.off')}
              </span>
            ),
          },
          { key: 'position', header: t('fields.position'), numeric: true, cell: (row) => row.position },
          ...(canEdit ? [edit] : []),
        ]}
      />
    </div>
  );
}
