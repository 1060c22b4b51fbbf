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

/** Test ids of each catalogue's parts: `${prefix}-new`, `-notice`, `-list`, `-edit-<id>`. */
const TEST_PREFIX = { goods: 'goods', missions: 'mission' } as const;

/**
 * The points mall's goods or the missions: in display order with the section's own columns, then
 * on/off, position and edit; the editor stands in place of the list while open. Its texts are
 * the catalogue's keys (`goods.subtitle`, `missions.new`...).
 */
export function CatalogueTab<Row extends CatalogueRow>(props: {
  catalogue: keyof typeof TEST_PREFIX;
  canEdit: boolean;
  query: { data?: { list: Row[] }; isPending: boolean; error: Error | null };
  columns: Column<Row>[];
  editor: (row: Row | null, done: (saved: boolean) => void) => ReactNode;
}) {
  const { t } = useTranslation(['admin-loyalty', 'admin']);
  const { catalogue, canEdit, query } = props;
  const prefix = TEST_PREFIX[catalogue];
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
    <div className="loyalty-tab" data-testid={`loyalty-${catalogue}`}>
      <div className="admin-filters">
        <p className="admin-muted loyalty-note">{t(`${catalogue}.subtitle`)}</p>
        {canEdit && (
          <span className="loyalty-filter-end">
            <Button variant="primary" size="sm" onClick={() => setEditing('new')} data-testid={`${prefix}-new`}>
              {t(`${catalogue}.new`)}
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
        empty={canEdit ? t(`${catalogue}.empty`) : t(`${catalogue}.emptyReadOnly`)}
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
