import { useTranslation } from 'react-i18next';
import { RG_MONEY_LIMITS, RG_PERIODS, RG_TIME_LIMITS } from '@portal/shared/contracts/responsible-gaming';
import { Spinner } from '../../ui/spinner';
import { ApiError } from '../../lib/api-client';
import { DataTable } from '../../ui/data-table';
import { useMemberRg } from './rg-admin-api';
import { useDate, useRgValue } from './rg-labels';

/**
 * A member's responsible gaming for compliance and support: what holds now (and what waits for
 * its cooling-off), this period's use, a running break, and the history of each.
 */
export function MemberRgTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('admin-rg');
  const { t: ta } = useTranslation('admin');
  const { t: tk } = useTranslation('admin-kyc');
  const rg = useMemberRg(memberId);
  const date = useDate();
  const value = useRgValue(rg.data?.state.currency || 'BRL', rg.data?.state.decimals ?? 2);

  if (rg.error) {
    return (
      <p className="admin-error" role="alert">
        {rg.error instanceof ApiError ? rg.error.message : ta('failed')}
      </p>
    );
  }
  if (!rg.data) return <Spinner />;
  const { state, kyc, changes, exclusions, realityChecks } = rg.data;
  const limitRows = [
    ...RG_MONEY_LIMITS.flatMap((kind) => RG_PERIODS.map((period) => ({ kind, period, ...state.money[kind][period] }))),
    ...RG_TIME_LIMITS.map((kind) => ({ kind, period: null, ...state.time[kind] })),
  ];
  return (
    <div className="rg-admin" data-testid="member-rg">
      <p className={state.block ? 'admin-badge admin-badge--warn' : 'admin-muted'} data-testid="member-rg-block">
        {state.block
          ? t(`blocks.${state.block.kind}`, { until: state.block.until ? date(state.block.until) : t('permanent') })
          : t('noBlock')}
      </p>
      <h3>{t('kyc.title')}</h3>
      <p data-testid="member-rg-kyc">
        <span className={kyc.state === 'verified' ? 'admin-badge admin-badge--good' : 'admin-badge'}>
          {kyc.state === 'none' ? t('kyc.none') : tk(`status.${kyc.state}`)}
        </span>{' '}
        {kyc.verifiedLevel > 0 ? t('kyc.level', { level: kyc.verifiedLevel }) : t('kyc.levelNone')}
        {kyc.lastDecision?.note ? ` · ${t('kyc.note', { note: kyc.lastDecision.note })}` : ''}
      </p>
      {kyc.documents.length > 0 && (
        <DataTable
          columns={[
            { key: 'kind', header: t('fields.kind'), cell: (row) => tk(`kinds.${row.kind}`) },
            { key: 'file', header: t('kyc.file'), cell: (row) => row.fileName },
            { key: 'sent', header: t('kyc.sent'), cell: (row) => date(row.createdAt) },
          ]}
          rows={kyc.documents}
          rowKey={(row) => row.id}
          empty={t('empty')}
        />
      )}
      <h3>{t('limits')}</h3>
      <DataTable
        columns={[
          { key: 'kind', header: t('fields.kind'), cell: (row) => t(`kinds.${row.kind}`) },
          { key: 'period', header: t('fields.period'), cell: (row) => (row.period ? t(`periods.${row.period}`) : '—') },
          { key: 'current', header: t('fields.current'), numeric: true, cell: (row) => value(row.kind, row.current) },
          {
            key: 'pending',
            header: t('fields.pending'),
            cell: (row) =>
              row.pending
                ? t('pendingAt', { value: value(row.kind, row.pending.value), at: date(row.pending.at) })
                : '—',
          },
        ]}
        rows={limitRows}
        rowKey={(row) => `${row.kind}-${row.period ?? ''}`}
        empty={t('empty')}
        testId="member-rg-limits"
      />
      <h3>{t('usage')}</h3>
      <DataTable
        columns={[
          { key: 'period', header: t('fields.period'), cell: (row) => t(`periods.${row.period}`) },
          {
            key: 'deposited',
            header: t('kinds.deposit'),
            numeric: true,
            cell: (row) => value('deposit', row.deposited),
          },
          { key: 'wagered', header: t('kinds.wager'), numeric: true, cell: (row) => value('wager', row.wagered) },
          { key: 'netLoss', header: t('kinds.loss'), numeric: true, cell: (row) => value('loss', row.netLoss) },
          { key: 'resets', header: t('fields.resets'), cell: (row) => date(row.resetsAt) },
        ]}
        rows={state.usage}
        rowKey={(row) => row.period}
        empty={t('empty')}
      />
      <h3>{t('history')}</h3>
      <DataTable
        columns={[
          { key: 'at', header: t('fields.asked'), cell: (row) => date(row.createdAt) },
          { key: 'kind', header: t('fields.kind'), cell: (row) => t(`kinds.${row.kind}`) },
          {
            key: 'period',
            header: t('fields.period'),
            cell: (row) => (row.period === 'none' ? '—' : t(`periods.${row.period}`)),
          },
          { key: 'before', header: t('fields.before'), numeric: true, cell: (row) => value(row.kind, row.before) },
          {
            key: 'requested',
            header: t('fields.requested'),
            numeric: true,
            cell: (row) => value(row.kind, row.requested),
          },
          { key: 'effective', header: t('fields.effective'), cell: (row) => date(row.effectiveAt) },
        ]}
        rows={changes}
        rowKey={(row) => `${row.createdAt}-${row.kind}-${row.period}`}
        empty={t('empty')}
        testId="member-rg-history"
      />
      <h3>{t('exclusions')}</h3>
      <DataTable
        columns={[
          { key: 'kind', header: t('fields.kind'), cell: (row) => t(`blockKinds.${row.kind}`) },
          { key: 'start', header: t('fields.start'), cell: (row) => date(row.startsAt) },
          { key: 'end', header: t('fields.end'), cell: (row) => (row.endsAt ? date(row.endsAt) : t('permanent')) },
        ]}
        rows={exclusions}
        rowKey={(row) => row.startsAt}
        empty={t('empty')}
      />
      <h3>{t('realityChecks')}</h3>
      <DataTable
        columns={[
          { key: 'at', header: t('fields.at'), cell: (row) => date(row.createdAt) },
          {
            key: 'played',
            header: t('fields.played'),
            numeric: true,
            cell: (row) => t('minutes', { count: row.minutesPlayed }),
          },
          { key: 'result', header: t('fields.result'), numeric: true, cell: (row) => value('loss', row.netResult) },
          { key: 'choice', header: t('fields.choice'), cell: (row) => t(`choices.${row.choice}`) },
        ]}
        rows={realityChecks}
        rowKey={(row) => row.createdAt}
        empty={t('empty')}
      />
    </div>
  );
}
