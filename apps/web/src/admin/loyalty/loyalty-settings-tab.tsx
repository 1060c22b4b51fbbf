import { useEffect, useState, type FormEvent } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LOYALTY_PRODUCTS, VIP_PERIODS } from '@portal/shared/contracts/loyalty';
import type { BrandSettings } from '@portal/shared/settings';
import { NumberField, SelectField } from '../../ui/form/form-fields';
import { IssueTextProvider } from '../../ui/form/issue-text';
import { useBrandSettings, useSaveLoyaltySettings } from './loyalty-api';
import { DiscardSaveButtons, EditorSection, FormMessages } from '../ui/editor-shell';
import { useLoyaltyFormat } from './loyalty-format';
import { hundredthsOf, numberOf } from './loyalty-form';
import {
  LOYALTY_FLAGS,
  loyaltyPatchOf,
  loyaltySettingsDraftOf,
  loyaltySettingsResolver,
  type LoyaltySettingsDraft,
} from './loyalty-settings-draft';
import { useSayLoyaltyIssue } from './use-issue-text';
import { WhenLoaded } from './when-loaded';
import { serverIssues } from '../ui/use-editor-form';

/** The brand's loyalty rules and switches, read from and saved to the brand settings. */
export function LoyaltySettingsTab({ canEdit }: { canEdit: boolean }) {
  return (
    <WhenLoaded query={useBrandSettings()}>{(data) => <SettingsForm saved={data} canEdit={canEdit} />}</WhenLoaded>
  );
}

function SettingsForm({ saved, canEdit }: { saved: BrandSettings; canEdit: boolean }) {
  const { t } = useTranslation(['admin-loyalty', 'admin']);
  const format = useLoyaltyFormat();
  const form = useForm({ defaultValues: loyaltySettingsDraftOf(saved), resolver: loyaltySettingsResolver() });
  const { control } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveLoyaltySettings();
  const sayIssue = useSayLoyaltyIssue();
  const draft: LoyaltySettingsDraft = form.watch();
  const dirty = JSON.stringify(draft) !== JSON.stringify(loyaltySettingsDraftOf(saved));

  // The last save's notice stands until the operator changes something.
  useEffect(() => {
    const { unsubscribe } = form.watch((_, { type }) => {
      if (type === 'change') setNotice(null);
    });
    return unsubscribe;
  }, [form]);

  const store = (loyalty: BrandSettings['loyalty']) => {
    const patch = loyaltyPatchOf(saved, loyalty, form.getValues('flags'));
    // The same values written another way ("1.50" for "1.5"): nothing to send.
    if (!patch) return form.reset(loyaltySettingsDraftOf(saved));
    save.mutate(patch, {
      onSuccess: (next) => {
        form.reset(loyaltySettingsDraftOf(next));
        setNotice(t('admin:states.saved'));
      },
      onError: (error) => {
        // The server names fields from the settings document's root (loyalty.rollingDays).
        for (const [name, code] of Object.entries(serverIssues(error))) {
          form.setError(name.replace(/^loyalty\./, '') as FieldPath<LoyaltySettingsDraft>, {
            type: 'server',
            message: code,
          });
        }
        setFailure(error.message);
      },
    });
  };

  const submit = (event: FormEvent) => {
    setFailure(null);
    setNotice(null);
    return form.handleSubmit(store)(event);
  };

  const whole = (
    name:
      | 'pointsPerUnit'
      | 'minConvertPoints'
      | 'rollingDays'
      | 'vipGracePeriods'
      | 'rewardValidDays'
      | 'vipRewardWageringMultiple',
    props: { label: string; hint?: string; min: number; max: number },
  ) => <NumberField control={control} name={name} {...props} testId={`loyalty-setting-${name}`} />;
  const conversion = numberOf(draft.pointsPerUnit);

  return (
    <form className="loyalty-settings" onSubmit={submit} noValidate data-testid="loyalty-settings">
      <IssueTextProvider value={sayIssue}>
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
                    className="admin-switch"
                    {...form.register(`flags.${flag}`)}
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
                    <NumberField
                      key={product}
                      control={control}
                      name={`pointsRates.${product}`}
                      label={t(`products.${product}`)}
                      hint={
                        rate !== undefined
                          ? t('settings.rateExample', { amount: format.money(1000), points: format.number(rate / 10) })
                          : undefined
                      }
                      inputMode="decimal"
                      step="0.01"
                      placeholder="0"
                      testId={`loyalty-rate-${product}`}
                    />
                  );
                })}
              </div>
            </EditorSection>
            <EditorSection title={t('settings.conversion')}>
              <div className="loyalty-row">
                {whole('pointsPerUnit', {
                  label: t('settings.pointsPerUnit'),
                  hint:
                    conversion === 0
                      ? t('settings.conversionOff')
                      : conversion !== undefined && Number.isFinite(conversion)
                        ? t('settings.pointsPerUnitExample', {
                            points: format.number(conversion),
                            amount: format.money(1),
                          })
                        : t('settings.pointsPerUnitHint'),
                  min: 0,
                  max: 1_000_000,
                })}
                {whole('minConvertPoints', { label: t('settings.minConvertPoints'), min: 1, max: 1e9 })}
              </div>
            </EditorSection>
          </section>

          <section className="admin-card">
            <h2>{t('settings.vip')}</h2>
            <div className="loyalty-row">
              <SelectField
                control={control}
                name="vipPeriod"
                label={t('settings.vipPeriod')}
                hint={t(`settings.vipPeriodHints.${draft.vipPeriod}`)}
                options={VIP_PERIODS.map((period) => ({ value: period, label: t(`settings.vipPeriods.${period}`) }))}
                testId="loyalty-setting-vipPeriod"
              />
              {draft.vipPeriod === 'rolling' &&
                whole('rollingDays', { label: t('settings.rollingDays'), min: 1, max: 365 })}
              {whole('vipGracePeriods', {
                label: t('settings.vipGracePeriods'),
                hint: t('settings.vipGracePeriodsHint'),
                min: 0,
                max: 12,
              })}
            </div>
          </section>

          <section className="admin-card">
            <h2>{t('settings.rewards')}</h2>
            <div className="loyalty-row">
              {whole('vipRewardWageringMultiple', {
                label: t('settings.vipRewardWageringMultiple'),
                hint: t('settings.vipRewardWageringMultipleHint'),
                min: 0,
                max: 100,
              })}
              {whole('rewardValidDays', {
                label: t('settings.rewardValidDays'),
                hint: t('settings.rewardValidDaysHint'),
                min: 1,
                max: 365,
              })}
            </div>
          </section>
        </fieldset>
      </IssueTextProvider>

      <FormMessages
        failure={failure}
        failureTestId="loyalty-settings-error"
        hasIssues={Object.keys(form.formState.errors).length > 0}
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
              form.reset(loyaltySettingsDraftOf(saved));
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
