import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tabs } from '../../ui/tab-list';
import { DataTable } from '../../ui/data-table';
import { Pager } from '../ui/list-pager';
import { PageHeader } from '../ui/page-header';
import { RG_REPORT_PAGE_SIZE, useRgReport } from './rg-admin-api';
import { useDate, useRgValue } from './rg-labels';
import { useListParams } from '../../lib/use-list-params';

/** The report a regulator asks for: members with limits in force, and running breaks and self-exclusions. */
export default function RgReportPage() {
  const { t } = useTranslation('admin-rg');
  const [list, setList] = useListParams<{ page: number; show: 'limits' | 'blocks' }>({ page: 1, show: 'limits' });
  const { show, page } = list;
  const report = useRgReport(show, page);
  const date = useDate();
  const value = useRgValue(report.data?.currency || 'BRL', report.data?.decimals ?? 2);

  return (
    <>
      <PageHeader title={t('report.title')} subtitle={t('report.subtitle')} />
      <Tabs
        className="admin-tabs"
        label={t('report.title')}
        items={(['limits', 'blocks'] as const).map((key) => ({
          key,
          label: t(`report.${key}`),
          testId: `rg-report-${key}`,
        }))}
        selected={show}
        onSelect={(key) => {
          setList({ show: key, page: 1 });
        }}
      >
        <DataTable
          columns={[
            {
              key: 'member',
              header: t('fields.member'),
              cell: (row) => <Link to={`/members/${row.memberId}?tab=responsibleGaming`}>{row.username}</Link>,
            },
            {
              key: 'kind',
              header: t('fields.kind'),
              cell: (row) => (show === 'blocks' ? t(`blockKinds.${row.kind}`) : t(`kinds.${row.kind}`)),
            },
            ...(show === 'limits'
              ? [
                  {
                    key: 'period',
                    header: t('fields.period'),
                    cell: (row: { period: string | null }) => (row.period ? t(`periods.${row.period}`) : '—'),
                  },
                  {
                    key: 'value',
                    header: t('fields.current'),
                    numeric: true,
                    cell: (row: { kind: string; value: number | null }) => value(row.kind, row.value),
                  },
                ]
              : []),
            {
              key: 'until',
              header: show === 'blocks' ? t('fields.end') : t('fields.pending'),
              cell: (row) => (row.until ? date(row.until) : show === 'blocks' ? t('permanent') : '—'),
            },
            { key: 'updated', header: t('fields.updated'), cell: (row) => date(row.updatedAt) },
          ]}
          rows={report.data?.rows}
          rowKey={(row) => `${row.memberId}-${row.kind}-${row.period ?? ''}`}
          loading={report.isFetching}
          empty={t('report.empty')}
          testId="rg-report"
        />
        {report.data ? (
          <Pager
            page={page}
            pageSize={RG_REPORT_PAGE_SIZE}
            total={report.data.total}
            onPage={(next) => setList({ ...list, page: next })}
          />
        ) : null}
      </Tabs>
    </>
  );
}
