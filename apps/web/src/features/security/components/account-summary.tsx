import { useTranslation } from 'react-i18next';
import type { SecurityOverview } from '@portal/shared/contracts/security';
import { relativeTime } from '../lib/relative-time';

/** How many of mobile, e-mail and two-step protect the account: the summary's level. */
export function securityLevel(overview: SecurityOverview): 'low' | 'medium' | 'high' {
  const done = [overview.mobile !== null, overview.email !== null, overview.twoStepEnabled].filter(Boolean).length;
  return done === 3 ? 'high' : done === 2 ? 'medium' : 'low';
}

/** The account name, when the password last changed, and a three-step security level. */
export function AccountSummary({ overview }: { overview: SecurityOverview }) {
  const { t, i18n } = useTranslation('account');
  const level = securityLevel(overview);
  const filled = { low: 1, medium: 2, high: 3 }[level];
  return (
    <div className="security-summary" data-testid="security-summary">
      <span className="security-summary__avatar" aria-hidden="true">
        {overview.account.slice(0, 1).toUpperCase()}
      </span>
      <div className="security-summary__who">
        <p className="security-summary__account" data-testid="security-account">
          {overview.account}
        </p>
        <p className="security-summary__meta">
          {t('security.summary.passwordChanged', { time: relativeTime(overview.passwordChangedAt, i18n.language) })}
        </p>
      </div>
      <div className="security-summary__level" data-level={level} data-testid="security-level">
        <span className="security-summary__level-label">{t('security.summary.level')}</span>
        <span className="security-summary__meter" aria-hidden="true">
          {[1, 2, 3].map((step) => (
            <span key={step} data-on={step <= filled ? 'true' : undefined} />
          ))}
        </span>
        <strong>{t(`security.summary.levels.${level}`)}</strong>
      </div>
    </div>
  );
}
