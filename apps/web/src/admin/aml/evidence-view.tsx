import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AmlEvidence } from '@portal/shared/contracts/aml';
import { useMoney } from '../ui/use-money';
import { minorOf } from '../../lib/money-form';
import { TableScroll } from '../../ui/data-table';

type Value = string | number | boolean | null;

/** Evidence fields that are amounts in major units, times, or member ids (linked to the member's page). */
const MONEY = new Set([
  'amount',
  'stake',
  'net',
  'total',
  'deposit',
  'withdrawal',
  'turnover',
  'leastTransfer',
  'lowVarianceStake',
  'lowVarianceNet',
  'reportingThreshold',
  'bandFrom',
  'netWin',
]);
const TIME = new Set(['at', 'firstAt', 'lastAt']);
const MEMBER = new Set(['memberId', 'fromMemberId', 'toMemberId']);
const PERCENT = new Set(['turnoverPercent', 'sharePercent', 'maxPayoutPercent']);

/** One evidence value as an officer reads it. */
export function useEvidenceValue(currency: string) {
  const { t, i18n } = useTranslation('admin-aml');
  const { format, decimals } = useMoney();
  return (key: string, value: Value): ReactNode => {
    if (value === null || value === '') return '—';
    if (typeof value === 'boolean') return value ? t('yes') : t('no');
    if (MONEY.has(key) && typeof value === 'number') return `${format(minorOf(value, decimals))} ${currency}`;
    if (TIME.has(key) && typeof value === 'string') return new Date(value).toLocaleString(i18n.language);
    if (MEMBER.has(key)) return <Link to={`/members/${value}`}>#{value}</Link>;
    if (PERCENT.has(key)) return `${value} %`;
    if (key === 'kind' && typeof value === 'string') return t(`kinds.${value}`, { defaultValue: value });
    return String(value);
  };
}

const label = (t: (key: string, options?: { defaultValue: string }) => string, key: string) =>
  t(`field.${key}`, { defaultValue: key });

/** The evidence of an alert: its figures, the thresholds in force, and the rows behind it. */
export function EvidenceView({ evidence, currency }: { evidence: AmlEvidence; currency: string }) {
  const { t } = useTranslation('admin-aml');
  const show = useEvidenceValue(currency);
  const columns = [...new Set(evidence.rows.flatMap((row) => Object.keys(row)))];
  const pairs = (record: Record<string, Value>, testId: string) => (
    <dl className="admin-dl" data-testid={testId}>
      {Object.entries(record).map(([key, value]) => (
        <Fragment key={key}>
          <dt>{label(t, key)}</dt>
          <dd>{show(key, value)}</dd>
        </Fragment>
      ))}
    </dl>
  );
  return (
    <section className="aml-evidence" data-testid="aml-evidence">
      <h3>{t('detail.figures')}</h3>
      {pairs(evidence.figures, 'aml-figures')}
      <h3>{t('detail.thresholds')}</h3>
      {pairs(evidence.thresholds, 'aml-thresholds')}
      <h3>{t('detail.rows', { count: evidence.rows.length })}</h3>
      <TableScroll>
        <table className="data-table" data-testid="aml-evidence-rows">
          <thead>
            <tr>
              {columns.map((key) => (
                <th key={key} scope="col">
                  {label(t, key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {evidence.rows.map((row, index) => (
              <tr key={index}>
                {columns.map((key) => (
                  <td key={key}>{show(key, row[key] ?? null)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
