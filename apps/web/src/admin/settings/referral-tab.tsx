import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REFERRAL_EVENTS, type ReferralEvent } from '@portal/shared/contracts/promotions';
import { minorToDecimalText } from '@portal/shared/money';
import type { ReferralRule } from '@portal/shared/settings';
import { DraftNumber, useDraftIssue } from './draft-fields';
import { Toggle, useIssueText } from './settings-controls';
import { readAmount } from './settings-lists';
import type { SettingsDraft } from './use-settings-draft';
import { TableScroll } from '../../ui/data-table';

/**
 * Invite a friend: the brand's switch, the rewards an inviter earns per invitee (amounts typed in
 * major units of the brand's currency, stored in minor units) and the two windows in days.
 */
export function ReferralTab({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-settings');
  const issueText = useIssueText();
  const error = useDraftIssue(draft);
  const value = draft.value!;
  const referral = value.referral;
  const currency = value.currency.code;
  // Stored minor units mean what the saved decimals say; a decimals change applies after saving.
  const decimals = draft.saved!.currency.decimals;
  const ids = referral.rules.map((rule) => rule.id);
  const duplicated = new Set(ids.filter((id, i) => ids.indexOf(id) !== i));

  const setRule = (index: number, changes: Partial<ReferralRule>) =>
    draft.set('referral', { rules: referral.rules.map((rule, i) => (i === index ? { ...rule, ...changes } : rule)) });

  return (
    <div className="settings-sections">
      <section className="admin-card" data-testid="settings-referral">
        <h2>{t('referral.title')}</h2>
        <Toggle
          label={t('flags.referral.label')}
          hint={t('referral.flagHint')}
          checked={value.flags.referral}
          error={error('flags.referral')}
          onChange={(referralOn) => draft.set('flags', { referral: referralOn })}
          testId="referral-flag"
        />
        <div className="settings-fields">
          {(['abuseWindowDays', 'rewardValidDays'] as const).map((name) => (
            <DraftNumber
              key={name}
              draft={draft}
              section="referral"
              name={name}
              label={t(`referral.${name}`)}
              hint={t(`referral.${name}Hint`)}
              min={1}
              max={365}
              testId={`referral-${name}`}
            />
          ))}
        </div>
      </section>

      <section className="admin-card" data-testid="referral-rules-card">
        <h2>{t('referral.rulesTitle')}</h2>
        <p className="admin-muted">{t('referral.rulesHint', { currency })}</p>
        {referral.rules.length === 0 ? (
          <p className="admin-muted" data-testid="referral-rules-empty">
            {t('referral.noRules')}
          </p>
        ) : (
          <TableScroll>
            <table className="data-table settings-rules settings-rules--stack" data-testid="referral-rules">
              <thead>
                <tr>
                  <th scope="col">{t('referral.id')}</th>
                  <th scope="col">{t('referral.event')}</th>
                  <th scope="col">{t('referral.threshold', { currency })}</th>
                  <th scope="col">{t('referral.reward', { currency })}</th>
                  <th scope="col">{t('referral.wageringMultiple')}</th>
                </tr>
              </thead>
              <tbody>
                {referral.rules.map((rule, index) => {
                  const base = `referral.rules.${index}`;
                  // The schema's one rule for an id is its pattern: say the pattern, not "not valid".
                  const idIssue = draft.issues[`${base}.id`]
                    ? t('referral.idFormat')
                    : duplicated.has(rule.id)
                      ? t('referral.duplicateId')
                      : undefined;
                  const name = rule.id || String(index + 1);
                  return (
                    <tr key={index} data-testid={`referral-rule-${index}`}>
                      <td data-label={t('referral.id')}>
                        <input
                          className="settings-rules__id"
                          aria-label={`${t('referral.id')} ${index + 1}`}
                          aria-invalid={idIssue ? true : undefined}
                          value={rule.id}
                          maxLength={30}
                          onChange={(e) => setRule(index, { id: e.target.value.trim() })}
                          data-testid={`referral-rule-${index}-id`}
                        />
                        {idIssue && <small className="admin-field__error">{idIssue}</small>}
                      </td>
                      <td data-label={t('referral.event')}>
                        <select
                          className="settings-rules__event"
                          aria-label={`${name}: ${t('referral.event')}`}
                          value={rule.event}
                          onChange={(e) => {
                            const event = e.target.value as ReferralEvent;
                            // Registering has no threshold: a half-typed one must not hold Save back.
                            if (event === 'register') draft.markUnreadable(`${base}.thresholdMinor`, null);
                            setRule(index, { event });
                          }}
                          data-testid={`referral-rule-${index}-event`}
                        >
                          {REFERRAL_EVENTS.map((event) => (
                            <option key={event} value={event}>
                              {t(`referral.events.${event}`)}
                            </option>
                          ))}
                        </select>
                        {error(`${base}.event`) && (
                          <small className="admin-field__error">{error(`${base}.event`)}</small>
                        )}
                      </td>
                      <td data-label={t('referral.threshold', { currency })}>
                        {rule.event === 'register' ? (
                          <small className="settings-rules__note">{t('referral.noThreshold')}</small>
                        ) : (
                          <AmountCell
                            label={`${name}: ${t('referral.threshold', { currency })}`}
                            minor={rule.thresholdMinor}
                            decimals={decimals}
                            allowZero
                            error={error(`${base}.thresholdMinor`)}
                            onChange={(thresholdMinor) => setRule(index, { thresholdMinor })}
                            onUnreadable={(issue) => draft.markUnreadable(`${base}.thresholdMinor`, issue)}
                            testId={`referral-rule-${index}-threshold`}
                          />
                        )}
                        {rule.event !== 'register' && (
                          <small className="settings-rules__note">{t(`referral.thresholdNote.${rule.event}`)}</small>
                        )}
                      </td>
                      <td data-label={t('referral.reward', { currency })}>
                        <AmountCell
                          label={`${name}: ${t('referral.reward', { currency })}`}
                          minor={rule.rewardMinor}
                          decimals={decimals}
                          error={error(`${base}.rewardMinor`)}
                          onChange={(rewardMinor) => setRule(index, { rewardMinor })}
                          onUnreadable={(issue) => draft.markUnreadable(`${base}.rewardMinor`, issue)}
                          testId={`referral-rule-${index}-reward`}
                        />
                      </td>
                      <td data-label={t('referral.wageringMultiple')}>
                        <input
                          type="number"
                          className="settings-rules__number"
                          aria-label={`${name}: ${t('referral.wageringMultiple')}`}
                          aria-invalid={error(`${base}.wageringMultiple`) ? true : undefined}
                          min={0}
                          max={100}
                          step={1}
                          value={Number.isFinite(rule.wageringMultiple) ? rule.wageringMultiple : ''}
                          onChange={(e) =>
                            setRule(index, {
                              wageringMultiple: e.target.value === '' ? Number.NaN : Number(e.target.value),
                            })
                          }
                          data-testid={`referral-rule-${index}-wagering`}
                        />
                        {error(`${base}.wageringMultiple`) && (
                          <small className="admin-field__error">{error(`${base}.wageringMultiple`)}</small>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        )}
        {draft.issues['referral.rules'] && (
          <small className="admin-field__error" role="alert">
            {duplicated.size > 0 ? t('referral.duplicateId') : issueText(draft.issues['referral.rules'])}
          </small>
        )}
      </section>
    </div>
  );
}

/**
 * An amount cell: minor units shown and typed in major units. Text that does not read as an
 * amount is reported (Save waits) and the rule keeps its last good amount.
 */
function AmountCell({
  label,
  minor,
  decimals,
  allowZero,
  error,
  onChange,
  onUnreadable,
  testId,
}: {
  label: string;
  minor: number;
  decimals: number;
  allowZero?: boolean;
  error?: string;
  onChange: (minor: number) => void;
  onUnreadable: (issue: string | null) => void;
  testId: string;
}) {
  const [text, setText] = useState(() => minorToDecimalText(minor, decimals));
  return (
    <>
      <input
        className="settings-rules__amount"
        inputMode="decimal"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const read = readAmount(e.target.value, decimals, allowZero);
          if (read.ok) {
            onUnreadable(null);
            onChange(read.minor);
          } else onUnreadable(read.issue);
        }}
        data-testid={testId}
      />
      {error && <small className="admin-field__error">{error}</small>}
    </>
  );
}
