import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../ui/data-table';
import { useMemberAlerts } from './aml-api';

/** A member's AML alerts on their page, each linking to the queue's detail. */
export function MemberAlerts({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation('admin-aml');
  const { t: ta } = useTranslation('admin');
  const alerts = useMemberAlerts(memberId);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const money = (amount: number, currency: string) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(amount);
  return (
    <section aria-labelledby="member-aml-title" data-testid="member-aml">
      <h3 id="member-aml-title">{t('title')}</h3>
      <DataTable
        columns={[
          { key: 'raised', header: t('raisedAt'), cell: (row) => date.format(new Date(row.createdAt)) },
          {
            key: 'rule',
            header: t('rule'),
            cell: (row) => <Link to={`/aml-alerts?status=&open=${row.id}`}>{t(`rules.${row.rule}.name`)}</Link>,
          },
          { key: 'summary', header: t('subject'), cell: (row) => row.summary },
          { key: 'amount', header: ta('fields.amount'), numeric: true, cell: (row) => money(row.amount, row.currency) },
          {
            key: 'status',
            header: t('outcomeLabel'),
            cell: (row) => (row.outcome ? t(`outcome.${row.outcome}`) : t(`status.${row.status}`)),
          },
        ]}
        rows={alerts.data}
        rowKey={(row) => row.id}
        loading={alerts.isFetching}
        empty={t('empty')}
      />
    </section>
  );
}
