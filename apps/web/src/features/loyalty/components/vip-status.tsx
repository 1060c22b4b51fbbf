import { useTranslation } from 'react-i18next';
import type { VipOverview } from '@portal/shared/contracts/loyalty';
import { periodDayText, periodRangeText } from '../lib/format';
import { clampPercent, keepStatus, vipRequirements } from '../lib/progress';
import { LevelBadge } from './level-badge';
import { ProgressBar } from './progress-bar';
import { useMoneyFormat } from '../../../lib/currency';
import '../../../ui/patterns.css';

/**
 * The member's level in its colours, the running period with what has counted (deposits, valid
 * turnover), the bar to the next level with what is still missing, and whether the level is kept.
 */
export function VipStatus({ overview }: { overview: VipOverview }) {
  const { t, i18n } = useTranslation('loyalty');
  const lang = i18n.language;
  const { major: money } = useMoneyFormat();
  const { level, next, period } = overview;
  const requirements = vipRequirements(overview);
  const percent = clampPercent(overview.progressPercent);
  const keep = keepStatus(overview);
  // The period's end is exclusive: the last day that counts is the one before it.
  const lastDay = new Date(Date.parse(period.end) - 1).toISOString();
  return (
    <section className="loyalty-card loyalty-vip-status surface-card" data-testid="vip-status">
      <div className="loyalty-vip-status__head">
        <div>
          <p className="loyalty-muted">{t('vip.current')}</p>
          <LevelBadge label={level} size="lg" testId="vip-current-level" />
        </div>
        <p className="loyalty-vip-status__period" data-testid="vip-period">
          <span>{t(`vip.periods.${period.kind}`)}</span>
          <span className="loyalty-muted">{periodRangeText(period.start, period.end, lang)}</span>
        </p>
      </div>

      <dl className="fact-list loyalty-facts">
        <div>
          <dt>{t('vip.deposits')}</dt>
          <dd data-testid="vip-deposits">{money(overview.deposits)}</dd>
        </div>
        <div>
          <dt>{t('vip.turnover')}</dt>
          <dd data-testid="vip-turnover">{money(overview.turnover)}</dd>
        </div>
      </dl>

      {next ? (
        <div className="loyalty-vip-next" data-testid="vip-next">
          <div className="loyalty-vip-next__head">
            <span>{t('vip.towards')}</span>
            <LevelBadge label={next} size="sm" testId="vip-next-level" />
            <strong className="loyalty-vip-next__percent">{t('vip.percent', { percent })}</strong>
          </div>
          <ProgressBar percent={percent} tone="gold" label={t('vip.progress', { level: next.labelName })} />
          <ul className="loyalty-vip-missing plain-list" data-testid="vip-missing">
            {requirements.map((r) => (
              <li key={r.condition} data-met={r.missing === 0 ? 'true' : undefined}>
                <span>{t(`vip.need.${r.condition}`, { have: money(r.have), need: money(r.need) })}</span>
                <strong>{r.missing === 0 ? t('vip.met') : t('vip.missing', { amount: money(r.missing) })}</strong>
              </li>
            ))}
          </ul>
          {requirements.length > 1 ? <p className="loyalty-muted">{t('vip.bothConditions')}</p> : null}
        </div>
      ) : (
        <p className="loyalty-notice" data-testid="vip-top">
          {t('vip.topLevel')}
        </p>
      )}

      {keep !== 'base' ? (
        <p className="loyalty-notice" data-tone={keep === 'kept' ? 'go' : 'warn'} data-testid="vip-keep">
          {keep === 'kept'
            ? t('vip.keep.kept')
            : keep === 'grace'
              ? t('vip.keep.grace', { count: overview.graceLeft })
              : t('vip.keep.atRisk', { date: periodDayText(lastDay, lang) })}
        </p>
      ) : null}
    </section>
  );
}
