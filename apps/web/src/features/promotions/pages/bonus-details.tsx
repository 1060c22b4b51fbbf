import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BONUS_STATUSES } from '@portal/shared/contracts/promotions';
import { EmptyState } from '../../../ui/empty-state';
import { GiftIcon } from '../../../ui/icons';
import { BONUS_PAGE_SIZE, useBonusPage, type BonusStatus } from '../api/bonuses';
import { BonusCard } from '../components/bonus-card';
import { DepositBonusOffer } from '../components/deposit-bonus-offer';
import { LoadState } from '../../../ui/load-state';
import { Pager } from '../../../ui/pager';
import { PillTabs } from '../../../ui/pill-tabs';
import { WageringFigures } from '../../../ui/wagering-figures';
import { useMoneyFormat } from '../../../lib/currency';
import '../components/promotions.css';
import '../../../ui/patterns.css';

const VIEWS = ['bonuses', 'movements'] as const;

/**
 * Bonus details (member center 'bonusDetails'): a deposit offer ready to claim, what is locked in
 * the bonus wallet with its wagering, then each bonus with its progress, filtered by status and paged. `movements` is the
 * bonus wallet's ledger, which the records feature lists (the page composing them passes it).
 */
export function BonusDetails({ token, movements }: { token: string | null; movements?: ReactNode }) {
  const { t } = useTranslation('promotions');
  const [status, setStatus] = useState<BonusStatus | ''>('');
  const [page, setPage] = useState(1);
  const [view, setView] = useState<(typeof VIEWS)[number]>('bonuses');
  const query = useBonusPage(token, { status: status || undefined, page });
  const { major: money } = useMoneyFormat();

  return (
    <div className="promo-mc" data-testid="bonus-wallet">
      {/* A bonus the last deposit made claimable waits here too, not only on the promotions page. */}
      <DepositBonusOffer token={token} />
      {query.data ? (
        <section className="promo-summary" aria-label={t('bonuses.summary')}>
          <div>
            <p className="promo-summary__label">{t('bonuses.active')}</p>
            <p className="promo-summary__value" data-testid="bonus-active-amount">
              {money(query.data.activeAmount)}
            </p>
          </div>
          <WageringFigures figures={query.data.wagering} testId="bonus-summary-wagering" />
        </section>
      ) : null}

      {movements ? (
        <PillTabs
          tabs={VIEWS.map((v) => ({ id: v, label: t(`bonuses.views.${v}`) }))}
          value={view}
          onChange={setView}
          tabTestId={(v) => `bonus-view-${v}`}
        />
      ) : null}

      {view === 'movements' && movements ? (
        movements
      ) : (
        <>
          <label className="promo-select">
            <span>{t('bonuses.filter')}</span>
            <select
              className="sunken-input"
              value={status}
              data-testid="bonus-status-filter"
              onChange={(event) => {
                setStatus(event.target.value as BonusStatus | '');
                setPage(1);
              }}
            >
              <option value="">{t('bonuses.allStatuses')}</option>
              {BONUS_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`bonuses.statuses.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <LoadState query={query}>
            {query.data && query.data.list.length === 0 ? (
              <div data-testid="bonus-empty">
                <EmptyState
                  icon={<GiftIcon size={40} />}
                  title={t('bonuses.empty')}
                  description={t('bonuses.emptyHint')}
                />
              </div>
            ) : (
              <>
                <ul className="promo-bonuses plain-list">
                  {query.data?.list.map((bonus) => (
                    <BonusCard key={bonus.id} bonus={bonus} />
                  ))}
                </ul>
                <Pager
                  page={page}
                  totalPages={Math.ceil((query.data?.total ?? 0) / BONUS_PAGE_SIZE)}
                  onPage={setPage}
                  testId="promo-pager"
                />
              </>
            )}
          </LoadState>
        </>
      )}
    </div>
  );
}
