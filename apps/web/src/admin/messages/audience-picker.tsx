import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_AUDIENCE_KINDS, type MessageAudience } from '@portal/shared/contracts/messages';
import { ApiError } from '../../lib/api-client';
import { Spinner } from '../../ui/spinner';
import { countriesIn, searchCountries } from '../../lib/country-search';
import { clubLabelStyle } from '../ui/club-label';
import { FieldFrame } from '../../ui/form/form-fields';
import '../ui/field-group.css';
import '../ui/pressed.css';
import { parseLevels, toggle, type AudienceDraft } from './message-draft';
import { useAudienceCount } from './messages-api';
import { useCountryName, useLadder, useLevelName } from './use-audience-words';

/** `value` once it has held still for `delayMs` (the count is asked after the typing stops). */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export const AUDIENCE_COUNT_DELAY_MS = 400;

/**
 * How many members the audience reaches now, asked of the server once the picking settles; the
 * page reads it to decide whether to confirm, and shows why it reaches nobody.
 */
export function useReach(audience: MessageAudience | null) {
  const key = JSON.stringify(audience);
  const settledKey = useSettled(key, AUDIENCE_COUNT_DELAY_MS);
  const settled = useMemo(() => JSON.parse(settledKey) as MessageAudience | null, [settledKey]);
  const count = useAudienceCount(settled);
  const current = key === settledKey;
  return {
    /** Null while the audience is incomplete, settling or being counted. */
    recipients: current && count.isSuccess ? count.data.recipients : null,
    counting: audience !== null && (!current || count.isFetching),
    issue:
      current && count.error instanceof ApiError
        ? (Object.values((count.error.value as { fields?: Record<string, string> } | null)?.fields ?? {})[0] ??
          count.error.code)
        : null,
  };
}

/** The audience: one member, VIP levels, an agent's team, countries by dialing code, or everyone. */
export function AudiencePicker({
  value,
  onChange,
  reach,
  sendIssue,
}: {
  value: AudienceDraft;
  onChange: (next: AudienceDraft) => void;
  reach: ReturnType<typeof useReach>;
  /** The server's refusal of the last send (NO_RECIPIENTS, INVALID_VALUE). */
  sendIssue: string | null;
}) {
  const { t } = useTranslation('admin-communication');
  const issue = reach.issue ?? sendIssue;
  return (
    <fieldset className="admin-field-group msg-audience" data-testid="msg-audience">
      <legend>{t('audience.label')}</legend>
      <div className="admin-pressed" role="radiogroup" aria-label={t('audience.label')}>
        {MESSAGE_AUDIENCE_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            role="radio"
            aria-checked={value.kind === kind}
            onClick={() => onChange({ ...value, kind })}
            data-testid={`msg-audience-${kind}`}
          >
            {t(`audience.kinds.${kind}`)}
          </button>
        ))}
      </div>
      {value.kind === 'member' && (
        <UsernameInput
          label={t('audience.memberUsername')}
          value={value.member}
          onChange={(member) => onChange({ ...value, member })}
          testId="msg-audience-username"
        />
      )}
      {value.kind === 'agent' && (
        <UsernameInput
          label={t('audience.agentUsername')}
          hint={t('audience.agentHint')}
          value={value.agent}
          onChange={(agent) => onChange({ ...value, agent })}
          testId="msg-audience-agent"
        />
      )}
      {value.kind === 'vip' && <VipLevels value={value.levels} onChange={(levels) => onChange({ ...value, levels })} />}
      {value.kind === 'country' && (
        <Countries value={value.dialingCodes} onChange={(dialingCodes) => onChange({ ...value, dialingCodes })} />
      )}
      {value.kind === 'all' && <p className="admin-muted msg-audience__note">{t('audience.allHint')}</p>}
      <p className="msg-reach" role="status" aria-live="polite" data-testid="msg-reach">
        {reach.counting ? (
          <>
            <Spinner size={14} /> {t('audience.counting')}
          </>
        ) : issue ? (
          <span className="admin-field__error" data-testid="msg-reach-issue">
            {t(`audience.issues.${audienceIssueKey(issue, value.kind)}`)}
          </span>
        ) : reach.recipients !== null ? (
          <span className={reach.recipients === 0 ? 'admin-field__error' : 'msg-reach__count'}>
            {t('audience.reaches', { count: reach.recipients })}
          </span>
        ) : (
          <span className="admin-muted">{t('audience.incomplete')}</span>
        )}
      </p>
    </fieldset>
  );
}

/** The words for the server's issue with an audience, by the kind picked. */
function audienceIssueKey(issue: string, kind: AudienceDraft['kind']) {
  if (issue === 'NO_RECIPIENTS') return 'noRecipients';
  if (issue === 'INVALID_VALUE' && kind === 'member') return 'noMember';
  if (issue === 'INVALID_VALUE' && kind === 'agent') return 'noAgent';
  return 'failed';
}

function UsernameInput({
  label,
  hint,
  value,
  onChange,
  testId,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (next: string) => void;
  testId: string;
}) {
  return (
    <FieldFrame label={label} hint={hint}>
      {(aria) => (
        <input
          {...aria}
          value={value}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        />
      )}
    </FieldFrame>
  );
}

/**
 * One check box per level of the brand's ladder in its club colours. An operator whose roles do
 * not read the ladder (support alone) types the level numbers instead.
 */
function VipLevels({ value, onChange }: { value: number[]; onChange: (levels: number[]) => void }) {
  const { t } = useTranslation('admin-communication');
  const { ladder, readable, loading } = useLadder();
  const levelName = useLevelName();
  const [typed, setTyped] = useState(value.join(', '));
  if (loading) return <Spinner size={16} />;
  if (!readable || ladder.length === 0) {
    const parsed = parseLevels(typed);
    return (
      <FieldFrame
        label={t('audience.levelNumbers')}
        hint={t('audience.levelNumbersHint')}
        error={parsed === null ? t('audience.levelNumbersBad') : undefined}
      >
        {(aria) => (
          <input
            {...aria}
            value={typed}
            inputMode="numeric"
            onChange={(event) => {
              setTyped(event.target.value);
              const levels = parseLevels(event.target.value);
              if (levels) onChange(levels);
            }}
            data-testid="msg-audience-levels"
          />
        )}
      </FieldFrame>
    );
  }
  return (
    <div className="msg-levels" role="group" aria-label={t('audience.kinds.vip')}>
      {ladder.map((level) => (
        <label key={level.rankLevel} className="msg-level" data-selected={value.includes(level.rankLevel) || undefined}>
          <input
            type="checkbox"
            checked={value.includes(level.rankLevel)}
            onChange={() => onChange(toggle(value, level.rankLevel))}
            data-testid={`msg-audience-level-${level.rankLevel}`}
          />
          <span className="msg-level__rank" style={clubLabelStyle(level.color, level.color2)} aria-hidden="true">
            {level.rankLevel}
          </span>
          <span className="msg-level__name">{levelName(level.rankLevel)}</span>
        </label>
      ))}
    </div>
  );
}

/** Countries by dialing code: the chosen ones as chips, a search over the list (the brand's markets first). */
function Countries({ value, onChange }: { value: string[]; onChange: (codes: string[]) => void }) {
  const { t, i18n } = useTranslation('admin-communication');
  const [query, setQuery] = useState('');
  const countryName = useCountryName();
  const countries = useMemo(() => countriesIn(i18n.language), [i18n.language]);
  const shown = query.trim() ? searchCountries(countries, query) : countries;
  return (
    <div className="msg-countries">
      {value.length > 0 && (
        <ul className="msg-countries__chosen" aria-label={t('audience.chosenCountries')}>
          {value.map((code) => (
            <li key={code}>
              <button
                type="button"
                className="msg-chip"
                onClick={() => onChange(toggle(value, code))}
                aria-label={t('audience.removeCountry', { country: countryName(code) })}
                data-testid={`msg-country-chip-${code}`}
              >
                {countryName(code)} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        type="search"
        className="msg-countries__search"
        placeholder={t('audience.countrySearch')}
        aria-label={t('audience.countrySearch')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        data-testid="msg-country-search"
      />
      <div className="msg-countries__list" role="group" aria-label={t('audience.kinds.country')}>
        {shown.length === 0 && <small className="admin-muted">{t('audience.noCountry')}</small>}
        {shown.map((country) => (
          <label key={country.countryCode} className="msg-country">
            <input
              type="checkbox"
              checked={value.includes(country.countryDialingCode)}
              onChange={() => onChange(toggle(value, country.countryDialingCode))}
              data-testid={`msg-country-${country.countryCode}`}
            />
            <span>{country.name}</span>
            <span className="admin-muted">{country.countryDialingCode}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
