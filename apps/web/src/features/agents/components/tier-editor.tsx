import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { CloseIcon } from '../../../ui/icons';
import {
  addTier,
  MAX_TIERS,
  removeTier,
  updateTier,
  type TierBasis,
  type TierDraft,
  type TierRowIssues,
} from '../../../lib/contract-tiers';
import '../../../ui/patterns.css';
import '../../../ui/sunken-states.css';

/** The tiers of an offer: threshold and rate rows, added and removed, thresholds rising. */
export function TierEditor({
  rows,
  basis,
  issues,
  aboveOwn,
  onChange,
}: {
  rows: TierDraft[];
  basis: TierBasis;
  /** Shown once the form was submitted. */
  issues: TierRowIssues[] | null;
  /** Rows whose rate is above the agent's own at that threshold. */
  aboveOwn: readonly number[];
  onChange(rows: TierDraft[]): void;
}) {
  const { t } = useTranslation('agents');
  return (
    <fieldset className="agent-tier-editor">
      <legend>{t('contract.tiers')}</legend>
      <div className="agent-tier-editor__head" aria-hidden="true">
        <span>{t(`contract.threshold.${basis}`)}</span>
        <span>{t('contract.ratePercent')}</span>
        <span />
      </div>
      {rows.map((row, i) => {
        const issue = issues?.[i];
        const over = aboveOwn.includes(i);
        return (
          <div key={i} className="agent-tier-editor__row">
            <label className="agent-field">
              <span className="visually-hidden">{t('contract.tierThreshold', { n: i + 1 })}</span>
              <input
                className="sunken-input"
                inputMode={basis === 'active' ? 'numeric' : 'decimal'}
                autoComplete="off"
                value={row.threshold}
                aria-invalid={issue?.threshold ? true : undefined}
                data-testid={`contract-tier-threshold-${i}`}
                onChange={(e) => onChange(updateTier(rows, i, { threshold: e.target.value }))}
              />
              {issue?.threshold ? (
                <small className="agent-error">{t(`tierIssues.threshold.${issue.threshold}`)}</small>
              ) : null}
            </label>
            <label className="agent-field">
              <span className="visually-hidden">{t('contract.tierRate', { n: i + 1 })}</span>
              <input
                className="sunken-input"
                inputMode="decimal"
                autoComplete="off"
                value={row.rate}
                aria-invalid={issue?.rate || over ? true : undefined}
                data-testid={`contract-tier-rate-${i}`}
                onChange={(e) => onChange(updateTier(rows, i, { rate: e.target.value }))}
              />
              {issue?.rate ? (
                <small className="agent-error">{t(`tierIssues.rate.${issue.rate}`)}</small>
              ) : over ? (
                <small className="agent-error">{t('tierIssues.rate.aboveOwn')}</small>
              ) : null}
            </label>
            <Button
              variant="ghost"
              size="sm"
              className="agent-tier-editor__remove"
              aria-label={t('contract.removeTier', { n: i + 1 })}
              disabled={rows.length <= 1}
              data-testid={`contract-tier-remove-${i}`}
              onClick={() => onChange(removeTier(rows, i))}
            >
              <CloseIcon size={16} />
            </Button>
          </div>
        );
      })}
      <Button
        size="sm"
        disabled={rows.length >= MAX_TIERS}
        data-testid="contract-tier-add"
        onClick={() => onChange(addTier(rows))}
      >
        {t('contract.addTier')}
      </Button>
    </fieldset>
  );
}
