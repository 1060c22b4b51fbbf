import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOYALTY_PRODUCTS, VIP_PERIODS } from '@portal/shared/contracts/loyalty';
import type { BrandSettings } from '@portal/shared/settings';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { Field } from '../ui/field';
import { useBrandSettings, useSaveLoyaltySettings } from './loyalty-api';
import { DiscardSaveButtons, EditorSection, FormMessages } from '../ui/editor-shell';
import { useLoyaltyFormat } from './loyalty-format';
import { hundredthsOf, numberOf, type FieldIssues } from './loyalty-form';
import {
  checkLoyaltySettings,
  LOYALTY_FLAGS,
  loyaltyPatchOf,
  loyaltySettingsDraftOf,
  type LoyaltySettingsDraft,
} from './loyalty-settings-draft';
import { useIssueText } from './use-issue-text';
import { serverIssues } from '../ui/use-draft';

/** The brand's loyalty rules and switches, read from and saved to the brand settings. */
export function LoyaltySettingsTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation(['admin-loyalty', 'admin']);
  const settings = useBrandSettings();
  if (settings.isPending) return <Spinner label={t('admin:states.loading')} />;
  if (settings.isError) {
    return (
      <div className="admin-card">
        <p className="admin-error" role="alert">
          {settings.error.message}
        </p>
        <Button onClick={() => void settings.refetch()}>{t('admin:actions.refresh')}</Button>
      </div>
    );
  }
  return <SettingsForm saved={settings.data} canEdit={canEdit} />;
}

function SettingsForm({ saved, canEdit }: { saved: BrandSettings; canEdit: boolean }) {
  const { t } = useTranslation(['admin-loyalty', 'admin']);
  const format = useLoyaltyFormat();
  const [draft, setDraft] = useState<LoyaltySettingsDraft>(() => loyaltySettingsDraftOf(saved));
  const [issues, setIssues] = useState<FieldIssues>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveLoyaltySettings();
  const issue = useIssueText(issues);
  const dirty = JSON.stringify(draft) !== JSON.stringify(loyaltySettingsDraftOf(saved));

  const set = <F extends keyof LoyaltySettingsDraft>(
    field: F,
    value: LoyaltySettingsDraft[F],
    path: string = field,
  ) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setNotice(null);
    setIssues((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== path)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setNotice(null);
    const checked = checkLoyaltySettings(draft);
    setIssues(checked.fields);
    if (checked.data === null) return;
    const patch = loyaltyPatchOf(saved, checked.data, draft.flags);
    // The same values written another way ("1.50" for "1.5"): nothing to send.
    if (!patch) return setDraft(loyaltySettingsDraftOf(saved));
    save.mutate(patch, {
      onSuccess: (next) => {
        setDraft(loyaltySettingsDraftOf(next));
        setNotice(t('admin:states.saved'));
      },
      onError: (error) => {
        // The server names fields from the settings document's root (loyalty.rollingDays).
        const fields = serverIssues(error);
        setIssues(
          Object.fromEntries(Object.entries(fields).map(([name, code]) => [name.replace(/^loyalty\./, ''), code])),
        );
        setFailure(error.message);
      },
    });
  };

  const whole = (
    field:
      | 'pointsPerUnit'
      | 'minConvertPoints'
      | 'rollingDays'
      | 'vipGracePeriods'
      | 'rewardValidDays'
      | 'vipRewardWageringMultiple',
    options: { min: number; max: number },
  ) => (
    <input
      type="number"
      min={options.min}
      max={options.max}
      step="1"
      value={draft[field]}
      onChange={(event) => set(field, event.target.value)}
      data-testid={`loyalty-setting-${field}`}
    />
  );
  const conversion = numberOf(draft.pointsPerUnit);

  return (
    <form className="loyalty-settings" onSubmit={submit} noValidate data-testid="loyalty-settings">
      <fieldset disabled={!canEdit || save.isPending} className="loyalty-settings__fields">
        <section className="admin-card">
          <h2>{t('settings.switches')}</h2>
          <p className="admin-muted">{t('settings.switchesHint')}</p>
          <div className="loyalty-switches">
            {LOYALTY_FLAGS.map((flag) => (
              <label key={flag} className="loyalty-switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={draft.flags[flag]}
                  onChange={(event) => set('flags', { ...draft.flags, [flag]: event.target.checked }, `flags.${flag}`)}
                  data-testid={`loyalty-flag-${flag}`}
                />
                <span>
                  <strong>{t(`settings.flags.${flag}`)}</strong>
                  <small className="admin-muted">{t(`settings.flagHints.${flag}`)}</small>
                </span>
              </label>
            ))}
          </div>
        </section>

        <section className="admin-card">
          <h2>{t('settings.points')}</h2>
          <EditorSection title={t('settings.pointsRates')}>
            <small className="admin-muted">{t('settings.pointsRatesHint', { currency: format.currency })}</small>
            <div className="loyalty-rates">
              {LOYALTY_PRODUCTS.map((product) => {
                const rate = hundredthsOf(draft.pointsRates[product]);
                return (
                  <Field
                    key={product}
                    label={t(`products.${product}`)}
                    hint={
                      rate !== undefined
                        ? t('settings.rateExample', { amount: format.money(1000), points: format.number(rate / 10) })
                        : undefined
                    }
                    error={issue(`pointsRates.${product}`)}
                  >
                    <input
                      type="number"
                      inputMode="decimal"
                      min="0"
                      step="0.01"
                      placeholder="0"
                      value={draft.pointsRates[product]}
                      onChange={(event) =>
                        set(
                          'pointsRates',
                          { ...draft.pointsRates, [product]: event.target.value },
                          `pointsRates.${product}`,
                        )
                      }
                      data-testid={`loyalty-rate-${product}`}
                    />
                  </Field>
                );
              })}
            </div>
          </EditorSection>
          <EditorSection title={t('settings.conversion')}>
            <div className="loyalty-row">
              <Field
                label={t('settings.pointsPerUnit')}
                hint={
                  conversion === 0
                    ? t('settings.conversionOff')
                    : conversion !== undefined && Number.isFinite(conversion)
                      ? t('settings.pointsPerUnitExample', {
                          points: format.number(conversion),
                          amount: format.money(1),
                        })
                      : t('settings.pointsPerUnitHint')
                }
                error={issue('pointsPerUnit')}
              >
                {whole('pointsPerUnit', { min: 0, max: 1_000_000 })}
              </Field>
              <Field label={t('settings.minConvertPoints')} error={issue('minConvertPoints')}>
                {whole('minConvertPoints', { min: 1, max: 1e9 })}
              </Field>
            </div>
          </EditorSection>
        </section>

        <section className="admin-card">
          <h2>{t('settings.vip')}</h2>
          <div className="loyalty-row">
            <Field
              label={t('settings.vipPeriod')}
              hint={t(`settings.vipPeriodHints.${draft.vipPeriod}`)}
              error={issue('vipPeriod')}
            >
              <select
                value={draft.vipPeriod}
                onChange={(event) => set('vipPeriod', event.target.value as LoyaltySettingsDraft['vipPeriod'])}
                data-testid="loyalty-setting-vipPeriod"
              >
                {VIP_PERIODS.map((period) => (
                  <option key={period} value={period}>
                    {t(`settings.vipPeriods.${period}`)}
                  </option>
                ))}
              </select>
            </Field>
            {draft.vipPeriod === 'rolling' && (
              <Field label={t('settings.rollingDays')} error={issue('rollingDays')}>
                {whole('rollingDays', { min: 1, max: 365 })}
              </Field>
            )}
            <Field
              label={t('settings.vipGracePeriods')}
              hint={t('settings.vipGracePeriodsHint')}
              error={issue('vipGracePeriods')}
            >
              {whole('vipGracePeriods', { min: 0, max: 12 })}
            </Field>
          </div>
        </section>

        <section className="admin-card">
          <h2>{t('settings.rewards')}</h2>
          <div className="loyalty-row">
            <Field
              label={t('settings.vipRewardWageringMultiple')}
              hint={t('settings.vipRewardWageringMultipleHint')}
              error={issue('vipRewardWageringMultiple')}
            >
              {whole('vipRewardWageringMultiple', { min: 0, max: 100 })}
            </Field>
            <Field
              label={t('settings.rewardValidDays')}
              hint={t('settings.rewardValidDaysHint')}
              error={issue('rewardValidDays')}
            >
              {whole('rewardValidDays', { min: 1, max: 365 })}
            </Field>
          </div>
        </section>
      </fieldset>

      <FormMessages
        failure={failure}
        failureTestId="loyalty-settings-error"
        hasIssues={Object.keys(issues).length > 0}
        fixText={t('editor.fix')}
        notice={notice}
        noticeTestId="loyalty-settings-notice"
      />
      {canEdit ? (
        <div className="admin-actions">
          <DiscardSaveButtons
            dirty={dirty}
            saving={save.isPending}
            onDiscard={() => {
              setDraft(loyaltySettingsDraftOf(saved));
              setIssues({});
              setFailure(null);
            }}
            discardLabel={t('editor.discard')}
            saveLabel={t('admin:actions.save')}
            saveTestId="loyalty-settings-save"
          />
        </div>
      ) : (
        <p className="admin-muted">{t('settings.adminOnly')}</p>
      )}
    </form>
  );
}
