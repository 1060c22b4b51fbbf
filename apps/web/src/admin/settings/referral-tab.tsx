import { useTranslation } from 'react-i18next';
import { REFERRAL_EVENTS, type ReferralEvent } from '@portal/shared/contracts/promotions';
import { NumberField } from '../../ui/form/form-fields';
import { IssueTextProvider } from '../../ui/form/issue-text';
import { useSaySettingsIssue } from './settings-controls';
import { CellField, CellSelect, SwitchField } from './settings-fields';
import type { SettingsDraft } from './use-settings-draft';
import { TableScroll } from '../../ui/data-table';
import { SettingsCard } from './settings-card';

const COLUMNS = ['id', 'event', 'threshold', 'reward', 'wageringMultiple'] as const;

/**
 * Invite a friend: the brand's switch, the rewards an inviter earns per invitee (amounts typed in
 * major units of the brand's currency, stored in minor units) and the two windows in days.
 */
export function ReferralTab({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-settings');
  const say = useSaySettingsIssue();
  const { control } = draft;
  const { referral, currency } = draft.value!;
  // The schema's rule on the list as a whole (each id once), named under the table.
  const rulesError = draft.form.formState.errors.referral?.rules;
  const rulesCode = rulesError?.root?.message ?? rulesError?.message;
  const heading = (column: (typeof COLUMNS)[number]) => t(`referral.${column}`, { currency: currency.code });

  /** A rule's amount, typed in major units of the brand's currency. */
  const amount = (index: number, column: 'threshold' | 'reward') => (
    <CellField
      control={control}
      name={`referral.rules.${index}.${column}Minor`}
      className="settings-rules__amount"
      inputMode="decimal"
      label={`${referral.rules[index]!.id || index + 1}: ${heading(column)}`}
      testId={`referral-rule-${index}-${column}`}
    />
  );

  return (
    <div className="settings-sections">
      <SettingsCard title={t('referral.title')} testId="settings-referral">
        <SwitchField
          control={control}
          name="flags.referral"
          label={t('flags.referral.label')}
          hint={t('referral.flagHint')}
          testId="referral-flag"
        />
        <div className="settings-fields">
          {(['abuseWindowDays', 'rewardValidDays'] as const).map((name) => (
            <NumberField
              key={name}
              control={control}
              name={`referral.${name}`}
              label={t(`referral.${name}`)}
              hint={t(`referral.${name}Hint`)}
              testId={`referral-${name}`}
            />
          ))}
        </div>
      </SettingsCard>

      <SettingsCard
        title={t('referral.rulesTitle')}
        hint={t('referral.rulesHint', { currency: currency.code })}
        testId="referral-rules-card"
      >
        {referral.rules.length === 0 ? (
          <p className="admin-muted" data-testid="referral-rules-empty">
            {t('referral.noRules')}
          </p>
        ) : (
          <TableScroll>
            <table className="data-table settings-rules settings-rules--stack" data-testid="referral-rules">
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col">
                      {heading(column)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {referral.rules.map((rule, index) => {
                  const base = `referral.rules.${index}` as const;
                  const name = rule.id || String(index + 1);
                  return (
                    <tr key={index} data-testid={`referral-rule-${index}`}>
                      <td data-label={heading('id')}>
                        {/* The schema's one rule for an id is its pattern: say the pattern, not "not valid". */}
                        <IssueTextProvider value={() => t('referral.idFormat')}>
                          <CellField
                            control={control}
                            name={`${base}.id`}
                            className="settings-rules__id"
                            label={`${t('referral.id')} ${index + 1}`}
                            maxLength={30}
                            normalize={(text) => text.trim()}
                            testId={`referral-rule-${index}-id`}
                          />
                        </IssueTextProvider>
                      </td>
                      <td data-label={heading('event')}>
                        <CellSelect
                          control={control}
                          name={`${base}.event`}
                          className="settings-rules__event"
                          label={`${name}: ${t('referral.event')}`}
                          options={REFERRAL_EVENTS.map((event) => ({
                            value: event,
                            label: t(`referral.events.${event}`),
                          }))}
                          // Registering has no threshold: a half-typed one must not hold Save back.
                          onPick={(event: ReferralEvent) => {
                            if (event === 'register') draft.form.resetField(`${base}.thresholdMinor`);
                          }}
                          testId={`referral-rule-${index}-event`}
                        />
                      </td>
                      <td data-label={heading('threshold')}>
                        {rule.event === 'register' ? (
                          <small className="settings-rules__note">{t('referral.noThreshold')}</small>
                        ) : (
                          <>
                            {amount(index, 'threshold')}
                            <small className="settings-rules__note">{t(`referral.thresholdNote.${rule.event}`)}</small>
                          </>
                        )}
                      </td>
                      <td data-label={heading('reward')}>{amount(index, 'reward')}</td>
                      <td data-label={heading('wageringMultiple')}>
                        <CellField
                          control={control}
                          name={`${base}.wageringMultiple`}
                          type="number"
                          className="settings-rules__number"
                          label={`${name}: ${heading('wageringMultiple')}`}
                          min={0}
                          testId={`referral-rule-${index}-wagering`}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        )}
        {rulesCode && (
          <small className="admin-field__error" role="alert">
            {say(rulesCode)}
          </small>
        )}
      </SettingsCard>
    </div>
  );
}
