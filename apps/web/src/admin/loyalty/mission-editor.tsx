import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOYALTY_PRODUCTS,
  MISSION_KINDS,
  MISSION_PERIODS,
  type LoyaltyProduct,
} from '@portal/shared/contracts/loyalty';
import type { Language } from '@portal/shared/languages';
import { Button } from '../../ui/button';
import { MoneyTermsPanel } from '../ui/money-terms-panel';
import { Field } from '../ui/field';
import { LocalizedTextInput } from '../ui/localized-text-input';
import { useSaveMission } from './loyalty-api';
import { Check, firstPreviewLanguage, Section } from '../ui/loyalty-controls';
import { useLoyaltyFormat } from './loyalty-format';
import { useDraft } from '../ui/use-draft';
import { MissionPreview } from './mission-preview';
import {
  checkMission,
  emptyMission,
  hasProduct,
  isMoneyKind,
  missionDraftOf,
  withMissionKind,
  type MissionAdmin,
  type MissionDraft,
} from './mission-draft';
import { useIssueText } from './use-issue-text';

/** A mission's form beside the card members will see; saving replaces the whole mission. */
export function MissionEditor({ mission, done }: { mission: MissionAdmin | null; done: (saved: boolean) => void }) {
  const { t, i18n } = useTranslation(['admin-loyalty', 'admin']);
  const format = useLoyaltyFormat();
  const [language, setLanguage] = useState<Language>(() => firstPreviewLanguage(i18n.language));
  const { draft, set, update, issues, failure, submit, saving } = useDraft({
    initial: (): MissionDraft => (mission ? missionDraftOf(mission) : emptyMission()),
    check: (current: MissionDraft) => checkMission(current, format.decimals),
    save: useSaveMission(),
    id: mission?.id ?? null,
    onSaved: () => done(true),
  });
  const issue = useIssueText(issues);
  const money = (label: string) => (format.currency ? `${label} (${format.currency})` : label);

  return (
    <div className="loyalty-editor" data-testid="mission-editor">
      <div className="loyalty-editor__head">
        <Button size="sm" variant="ghost" onClick={() => done(false)}>
          {t('admin:actions.back')}
        </Button>
        <h2>{mission ? t('missions.edit') : t('missions.new')}</h2>
      </div>
      {mission && (
        <MoneyTermsPanel state={mission.moneyTerms} invalidate={['admin', 'loyalty']} testId="mission-money-terms" />
      )}
      <div className="loyalty-editor__body">
        <form className="admin-card loyalty-editor__form" onSubmit={submit} noValidate>
          <Section title={t('missions.goalSection')}>
            <div className="loyalty-row">
              <Field label={t('missions.kind')} hint={t(`missions.kindHints.${draft.kind}`)} error={issue('kind')}>
                <select
                  value={draft.kind}
                  onChange={(event) => {
                    const kind = event.target.value as MissionDraft['kind'];
                    update((current) => withMissionKind(current, kind), ['kind', 'product', 'target']);
                  }}
                  data-testid="mission-field-kind"
                >
                  {MISSION_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`missions.kinds.${kind}`)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label={t('missions.period')} hint={t('missions.periodHint')} error={issue('period')}>
                <select
                  value={draft.period}
                  onChange={(event) => set('period', event.target.value as MissionDraft['period'])}
                  data-testid="mission-field-period"
                >
                  {MISSION_PERIODS.map((period) => (
                    <option key={period} value={period}>
                      {t(`periods.${period}`)}
                    </option>
                  ))}
                </select>
              </Field>
              {hasProduct(draft.kind) && (
                <Field label={t('missions.product')} error={issue('product')}>
                  <select
                    value={draft.product}
                    onChange={(event) => set('product', event.target.value as LoyaltyProduct | '')}
                    data-testid="mission-field-product"
                  >
                    <option value="">{t('missions.anyProduct')}</option>
                    {LOYALTY_PRODUCTS.map((product) => (
                      <option key={product} value={product}>
                        {t(`products.${product}`)}
                      </option>
                    ))}
                  </select>
                </Field>
              )}
              <Field
                label={isMoneyKind(draft.kind) ? money(t('missions.target')) : t('missions.target')}
                hint={t(`missions.targetHints.${draft.kind}`)}
                error={issue('target')}
              >
                <input
                  type="number"
                  inputMode={isMoneyKind(draft.kind) ? 'decimal' : 'numeric'}
                  min="0"
                  step={isMoneyKind(draft.kind) ? 'any' : '1'}
                  value={draft.target}
                  onChange={(event) => set('target', event.target.value)}
                  data-testid="mission-field-target"
                />
              </Field>
            </div>
          </Section>

          <Section title={t('missions.rewardSection')}>
            <div className="loyalty-row">
              <Field label={money(t('missions.reward'))} error={issue('reward')}>
                <input
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="any"
                  value={draft.reward}
                  onChange={(event) => set('reward', event.target.value)}
                  data-testid="mission-field-reward"
                />
              </Field>
              <Field label={t('missions.wallet')} error={issue('rewardWallet')}>
                <select
                  value={draft.rewardWallet}
                  onChange={(event) => set('rewardWallet', event.target.value as MissionDraft['rewardWallet'])}
                  data-testid="mission-field-wallet"
                >
                  <option value="bonus">{t('wallets.bonus')}</option>
                  <option value="main">{t('wallets.main')}</option>
                </select>
              </Field>
              {draft.rewardWallet === 'bonus' && (
                <Field
                  label={t('fields.wageringMultiple')}
                  hint={t('missions.wageringHint')}
                  error={issue('wageringMultiple')}
                >
                  <input
                    type="number"
                    min="0"
                    max="100"
                    step="1"
                    value={draft.wageringMultiple}
                    onChange={(event) => set('wageringMultiple', event.target.value)}
                    data-testid="mission-field-wagering"
                  />
                </Field>
              )}
              <Field
                label={t('missions.missionPoints')}
                hint={t('missions.missionPointsHint')}
                error={issue('missionPoints')}
              >
                <input
                  type="number"
                  min="0"
                  step="1"
                  value={draft.missionPoints}
                  onChange={(event) => set('missionPoints', event.target.value)}
                  data-testid="mission-field-points"
                />
              </Field>
            </div>
          </Section>

          <Section title={t('editor.texts')}>
            <LocalizedTextInput
              label={t('missions.title')}
              value={draft.title}
              onChange={(value) => set('title', value)}
              maxLength={80}
              testId="mission-field-title"
            />
            {issue('title') && <small className="admin-field__error">{issue('title')}</small>}
            <LocalizedTextInput
              label={t('missions.description')}
              value={draft.description}
              onChange={(value) => set('description', value)}
              multiline
              maxLength={300}
              testId="mission-field-description"
            />
            {issue('description') && <small className="admin-field__error">{issue('description')}</small>}
          </Section>

          <Section title={t('editor.display')}>
            <div className="loyalty-row">
              <Field label={t('fields.position')} hint={t('fields.positionHint')} error={issue('position')}>
                <input
                  type="number"
                  min="0"
                  step="1"
                  value={draft.position}
                  onChange={(event) => set('position', event.target.value)}
                  data-testid="mission-field-position"
                />
              </Field>
            </div>
            <Check
              label={t('missions.enabled')}
              checked={draft.enabled}
              onChange={(enabled) => set('enabled', enabled)}
              testId="mission-field-enabled"
            />
          </Section>

          {failure && (
            <p className="admin-error" role="alert" data-testid="mission-error">
              {failure}
            </p>
          )}
          {Object.keys(issues).length > 0 && !failure && (
            <p className="admin-error" role="alert">
              {t('editor.fix')}
            </p>
          )}
          <div className="admin-actions">
            <Button type="submit" variant="primary" disabled={saving} data-testid="mission-save">
              {saving ? t('admin:states.loading') : t('admin:actions.save')}
            </Button>
            <Button variant="ghost" onClick={() => done(false)} disabled={saving}>
              {t('admin:actions.cancel')}
            </Button>
          </div>
        </form>
        <section className="admin-card loyalty-preview" aria-label={t('preview.title')} data-testid="mission-preview">
          <h2>{t('preview.title')}</h2>
          <MissionPreview draft={draft} language={language} onLanguage={setLanguage} />
        </section>
      </div>
    </div>
  );
}
