import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionCostRow } from '@portal/shared/contracts/promotions';
import { toMinor } from '@portal/shared/money';
import { Button } from '../../ui/button';
import { DataTable } from '../../ui/data-table';
import { StatCard, StatGrid } from '../../ui/stat-card';
import { useMoney } from '../ui/use-money';
import '../ui/list-tab.css';
import { exportCost, useCostReport } from './promotions-api';

const DAY_MS = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const MONEY_COLUMNS = ['issued', 'converted', 'forfeited', 'expired', 'active'] as const;

/**
 * What each promotion's bonuses, credited in the range (UTC days, both included), became: the cost
 * is the part that turned into main money; what is still locked may yet.
 */
export function CostTab() {
  const { t } = useTranslation(['admin-promotions', 'admin']);
  const money = useMoney();
  const today = isoDay(Date.now());
  const [range, setRange] = useState({ from: isoDay(Date.now() - 29 * DAY_MS), to: today });
  const [draft, setDraft] = useState(range);
  const [failure, setFailure] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const report = useCostReport(range);
  const rows = report.data?.rows;
  const bad = !draft.from || !draft.to || draft.to < draft.from;

  const major = (amount: number) => {
    const minor = toMinor(amount, money.decimals);
    return minor.ok ? money.format(minor.minor) : String(amount);
  };
  const total = (field: keyof PromotionCostRow) =>
    (rows ?? []).reduce((sum, row) => {
      const minor = toMinor(row[field] as number, money.decimals);
      return sum + (minor.ok ? minor.minor : 0);
    }, 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!bad) setRange(draft);
  };

  return (
    <div className="promo-tab" data-testid="promo-cost">
      <form className="admin-filters" onSubmit={submit}>
        <label className="admin-list-filter">
          <span className="admin-muted">{t('admin:fields.from')}</span>
          <input
            type="date"
            value={draft.from}
            max={today}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            data-testid="promo-cost-from"
          />
        </label>
        <label className="admin-list-filter">
          <span className="admin-muted">{t('admin:fields.to')}</span>
          <input
            type="date"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            aria-invalid={bad ? true : undefined}
            data-testid="promo-cost-to"
          />
        </label>
        <Button type="submit" size="sm" variant="primary" disabled={bad} data-testid="promo-cost-apply">
          {t('cost.apply')}
        </Button>
        <span className="promo-filter__end">
          <Button
            size="sm"
            disabled={exporting}
            onClick={() => {
              setFailure(null);
              setExporting(true);
              exportCost(range)
                .catch((error: Error) => setFailure(error.message))
                .finally(() => setExporting(false));
            }}
            data-testid="promo-cost-export"
          >
            {t('admin:actions.export')}
          </Button>
        </span>
      </form>
      <p className="admin-muted promo-cost__note">{t('cost.note')}</p>
      {(failure || report.isError) && (
        <p className="admin-error" role="alert">
          {failure ?? report.error?.message}
        </p>
      )}
      <StatGrid>
        <StatCard
          label={t('cost.issued')}
          value={money.format(total('issued'))}
          note={t('cost.issuedNote')}
          testId="promo-cost-issued"
        />
        <StatCard label={t('cost.cost')} value={money.format(total('cost'))} note={t('cost.costNote')} />
        <StatCard label={t('cost.active')} value={money.format(total('active'))} note={t('cost.activeNote')} />
        <StatCard
          label={t('cost.claims')}
          value={(rows ?? []).reduce((sum, row) => sum + row.claims, 0)}
          note={t('cost.claimsNote', { count: (rows ?? []).length })}
        />
      </StatGrid>
      <DataTable
        testId="promo-cost-table"
        rows={rows}
        rowKey={(row) => row.promotionId}
        loading={report.isPending}
        empty={t('cost.empty')}
        columns={[
          {
            key: 'title',
            header: t('applications.promotion'),
            cell: (row) => (
              <span className="promo-wrap">
                {row.title}
                <small className="admin-muted promo-wrap__note">{t(`kinds.${row.kind}`)}</small>
              </span>
            ),
          },
          { key: 'claims', header: t('cost.claims'), numeric: true, cell: (row) => row.claims },
          { key: 'members', header: t('cost.members'), numeric: true, cell: (row) => row.members },
          ...MONEY_COLUMNS.map((field) => ({
            key: field,
            header: t(`cost.${field}`),
            numeric: true,
            cell: (row: PromotionCostRow) => major(row[field]),
          })),
          {
            key: 'cost',
            header: t('cost.cost'),
            numeric: true,
            cell: (row) => <strong>{major(row.cost)}</strong>,
          },
        ]}
      />
    </div>
  );
}
