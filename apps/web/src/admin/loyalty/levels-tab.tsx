import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipLevelInput } from '@portal/shared/contracts/loyalty';
import type { Language } from '@portal/shared/languages';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { DiscardSaveButtons, FormMessages } from '../ui/editor-shell';
import { Field } from '../ui/field';
import { LocalizedTextInput } from '../ui/localized-text-input';
import { checkLadder, fallingThresholds, LEVEL_PATH, levelDraftOf, nextLevel, type LevelDraft } from './level-draft';
import { useLevels, useSaveLevels } from './loyalty-api';
import { ClubLabelBadge, firstPreviewLanguage, PreviewLanguages } from '../ui/loyalty-controls';
import { useLoyaltyFormat } from './loyalty-format';
import { issuesUnder, textIn, type FieldIssues } from './loyalty-form';
import { useIssueText } from './use-issue-text';
import { isColour } from '../ui/club-label';
import { serverIssues } from '../ui/use-draft';

/** The VIP ladder: loads the saved levels and opens the editor on them. */
export function LevelsTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation(['admin-loyalty', 'admin']);
  const levels = useLevels();
  if (levels.isPending) return <Spinner label={t('admin:states.loading')} />;
  if (levels.isError) {
    return (
      <div className="admin-card">
        <p className="admin-error" role="alert">
          {levels.error.message}
        </p>
        <Button onClick={() => void levels.refetch()}>{t('admin:actions.refresh')}</Button>
      </div>
    );
  }
  return <LadderEditor saved={levels.data.levels} canEdit={canEdit} />;
}

/** The ladder is long: after a refused save, the first level with an issue comes into view. */
const showFirstIssue = () =>
  requestAnimationFrame(() =>
    document
      .querySelector('.loyalty-level .admin-field__error, .loyalty-levels .admin-error')
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
  );

const draftsOf = (levels: VipLevelInput[]) =>
  levels.length ? [...levels].sort((a, b) => a.rankLevel - b.rankLevel).map(levelDraftOf) : [nextLevel(undefined)];

/**
 * The whole ladder in one form, saved whole: rank 0 first (where every member starts), a level
 * added or removed at the top only (ranks stay 0..n without gaps). Above it, the club labels as
 * members will see them, in the language chosen.
 */
function LadderEditor({ saved, canEdit }: { saved: VipLevelInput[]; canEdit: boolean }) {
  const { t, i18n } = useTranslation(['admin-loyalty', 'admin']);
  const format = useLoyaltyFormat();
  const [base, setBase] = useState(() => draftsOf(saved));
  const [drafts, setDrafts] = useState(base);
  const [issues, setIssues] = useState<FieldIssues>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [language, setLanguage] = useState<Language>(() => firstPreviewLanguage(i18n.language));
  const save = useSaveLevels();
  const dirty = JSON.stringify(drafts) !== JSON.stringify(base);
  const falling = fallingThresholds(drafts);

  const set = <F extends keyof LevelDraft>(index: number, field: F, value: LevelDraft[F]) => {
    setDrafts((current) => current.map((draft, i) => (i === index ? { ...draft, [field]: value } : draft)));
    setNotice(null);
    const path = `levels.${index}.${LEVEL_PATH[field]}`;
    const threshold = field === 'depositThreshold' || field === 'turnoverThreshold';
    setIssues((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          ([name]) => name !== path && !name.startsWith(`${path}.`) && !(threshold && name === `levels.${index}`),
        ),
      ),
    );
  };

  const add = () => {
    setDrafts((current) => [...current, nextLevel(current[current.length - 1])]);
    setNotice(null);
  };
  const removeLast = () => {
    const last = drafts.length - 1;
    setDrafts((current) => current.slice(0, -1));
    setIssues((current) =>
      Object.fromEntries(Object.entries(current).filter(([name]) => !name.startsWith(`levels.${last}`))),
    );
    setNotice(null);
  };
  const discard = () => {
    setDrafts(base);
    setIssues({});
    setFailure(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setNotice(null);
    const checked = checkLadder(drafts, format.decimals);
    setIssues(checked.fields);
    if (checked.data === null) return showFirstIssue();
    save.mutate(checked.data, {
      onSuccess: (answer) => {
        const next = draftsOf(answer.levels);
        setBase(next);
        setDrafts(next);
        setNotice(t('admin:states.saved'));
      },
      onError: (error) => {
        setIssues(serverIssues(error));
        setFailure(error.message);
        showFirstIssue();
      },
    });
  };

  return (
    <div className="loyalty-tab" data-testid="loyalty-levels">
      <section className="admin-card loyalty-ladder-preview" aria-label={t('levels.preview')}>
        <div className="loyalty-ladder-preview__head">
          <h2>{t('levels.preview')}</h2>
          <PreviewLanguages language={language} onLanguage={setLanguage} testId="levels-preview-lang" />
        </div>
        <p className="admin-muted">{t('levels.previewHint')}</p>
        <ol className="loyalty-ladder" data-testid="levels-preview">
          {drafts.map((draft, rank) => (
            <li key={rank}>
              <ClubLabelBadge
                name={textIn(draft.name, language).text || t('levels.unnamed', { rank })}
                color={draft.color}
                color2={draft.color2}
                testId={`levels-preview-badge-${rank}`}
              />
              <small className="admin-muted">{conditionText(draft, rank)}</small>
            </li>
          ))}
        </ol>
      </section>

      <form className="loyalty-levels" onSubmit={submit} noValidate>
        <fieldset disabled={!canEdit || save.isPending} className="loyalty-levels__fields">
          {drafts.map((draft, rank) => (
            <LevelCard
              key={rank}
              rank={rank}
              draft={draft}
              language={language}
              issues={issuesUnder(issues, `levels.${rank}`)}
              falling={falling.get(rank) ?? []}
              currency={format.currency}
              onChange={(field, value) => set(rank, field, value)}
            />
          ))}
        </fieldset>
        <FormMessages
          failure={failure}
          failureTestId="levels-error"
          hasIssues={Object.keys(issues).length > 0}
          fixText={t('editor.fix')}
          notice={notice}
          noticeTestId="levels-notice"
        />
        {canEdit ? (
          <>
            <div className="admin-actions loyalty-levels__actions">
              <Button onClick={add} disabled={drafts.length >= 100 || save.isPending} data-testid="levels-add">
                {t('levels.add')}
              </Button>
              <Button
                variant="ghost"
                onClick={removeLast}
                disabled={drafts.length <= 1 || save.isPending}
                data-testid="levels-remove"
              >
                {t('levels.removeLast', { rank: drafts.length - 1 })}
              </Button>
              <span className="loyalty-spacer" />
              <DiscardSaveButtons
                dirty={dirty}
                saving={save.isPending}
                onDiscard={discard}
                discardLabel={t('editor.discard')}
                saveLabel={t('levels.save')}
                saveTestId="levels-save"
              />
            </div>
            <p className="admin-muted loyalty-note">{t('levels.removeHint')}</p>
          </>
        ) : (
          <p className="admin-muted">{t('readOnly')}</p>
        )}
      </form>
    </div>
  );

  /** What it takes to reach a level, in a line under its badge. */
  function conditionText(draft: LevelDraft, rank: number): string {
    if (rank === 0) return t('levels.everyone');
    const parts = [
      draft.depositThreshold.trim() &&
        t('levels.depositAtLeast', { amount: format.money(Number(draft.depositThreshold)) }),
      draft.turnoverThreshold.trim() &&
        t('levels.turnoverAtLeast', { amount: format.money(Number(draft.turnoverThreshold)) }),
    ].filter(Boolean);
    return parts.length ? parts.join(t('levels.and')) : t('levels.noCondition');
  }
}

function LevelCard({
  rank,
  draft,
  language,
  issues,
  falling,
  currency,
  onChange,
}: {
  rank: number;
  draft: LevelDraft;
  language: Language;
  issues: FieldIssues;
  falling: ('deposit' | 'turnover')[];
  currency: string;
  onChange: <F extends keyof LevelDraft>(field: F, value: LevelDraft[F]) => void;
}) {
  const { t } = useTranslation('admin-loyalty');
  const issue = useIssueText(issues);
  const money = (label: string) => (currency ? `${label} (${currency})` : label);
  const number = (field: keyof LevelDraft, options: { step: string; max?: number }) => (
    <input
      type="number"
      inputMode="decimal"
      min="0"
      max={options.max}
      step={options.step}
      value={draft[field] as string}
      onChange={(event) => onChange(field, event.target.value)}
      data-testid={`level-${rank}-${field}`}
    />
  );

  return (
    <section className="admin-card loyalty-level" data-testid={`level-${rank}`}>
      <header className="loyalty-level__head">
        <h3>{t('levels.rank', { rank })}</h3>
        <ClubLabelBadge
          name={textIn(draft.name, language).text || t('levels.unnamed', { rank })}
          color={draft.color}
          color2={draft.color2}
          size="sm"
        />
        {rank === 0 && <span className="admin-badge">{t('levels.starting')}</span>}
      </header>
      {issue('_') && (
        <p className="admin-field__error" data-testid={`level-${rank}-issue`}>
          {issue('_')}
        </p>
      )}
      <LocalizedTextInput
        label={t('levels.name')}
        value={draft.name}
        onChange={(value) => onChange('name', value)}
        maxLength={40}
        testId={`level-${rank}-name`}
      />
      {issue('name') && <small className="admin-field__error">{issue('name')}</small>}

      <div className="loyalty-row">
        <ColourField
          label={t('levels.color')}
          value={draft.color}
          error={issue('color')}
          onChange={(value) => onChange('color', value)}
          testId={`level-${rank}-color`}
        />
        <ColourField
          label={t('levels.color2')}
          value={draft.color2}
          error={issue('color2')}
          onChange={(value) => onChange('color2', value)}
          testId={`level-${rank}-color2`}
        />
      </div>

      {rank === 0 ? (
        <p className="admin-muted loyalty-note">{t('levels.startingHint')}</p>
      ) : (
        <>
          <p className="admin-muted loyalty-note">{t('levels.thresholdsHint')}</p>
          <div className="loyalty-row">
            <Field
              label={money(t('levels.depositThreshold'))}
              hint={t('levels.emptyNoCondition')}
              error={issue('depositThreshold')}
            >
              {number('depositThreshold', { step: 'any' })}
            </Field>
            <Field
              label={money(t('levels.turnoverThreshold'))}
              hint={t('levels.emptyNoCondition')}
              error={issue('turnoverThreshold')}
            >
              {number('turnoverThreshold', { step: 'any' })}
            </Field>
          </div>
          {falling.length > 0 && (
            <p className="loyalty-warning" data-testid={`level-${rank}-falling`}>
              {t('levels.notRising', {
                conditions: falling.map((kind) => t(`levels.conditions.${kind}`)).join(', '),
                below: rank - 1,
              })}
            </p>
          )}
        </>
      )}

      <div className="loyalty-row loyalty-row--benefits">
        <Field label={t('levels.weeklyCashbackPercent')} error={issue('benefits.weeklyCashbackPercent')}>
          {number('weeklyCashbackPercent', { step: '0.01', max: 100 })}
        </Field>
        <Field label={money(t('levels.levelUpBonus'))} error={issue('benefits.levelUpBonus')}>
          {number('levelUpBonus', { step: 'any' })}
        </Field>
        <Field label={money(t('levels.birthdayBonus'))} error={issue('benefits.birthdayBonus')}>
          {number('birthdayBonus', { step: 'any' })}
        </Field>
        <Field
          label={money(t('levels.withdrawDailyMax'))}
          hint={t('levels.emptyBrandLimit')}
          error={issue('benefits.withdrawDailyMax')}
        >
          {number('withdrawDailyMax', { step: 'any' })}
        </Field>
        <Field
          label={t('levels.withdrawDailyCount')}
          hint={t('levels.emptyNoLimit')}
          error={issue('benefits.withdrawDailyCount')}
        >
          {number('withdrawDailyCount', { step: '1' })}
        </Field>
      </div>
    </section>
  );
}

/** A colour picked or typed as #rrggbb: the picker shows grey while the typed text is not a colour yet. */
function ColourField({
  label,
  value,
  error,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (next: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('admin-loyalty');
  return (
    <div className="admin-field">
      <span className="loyalty-field-label">{label}</span>
      <span className="loyalty-colour">
        <input
          type="color"
          aria-label={t('levels.pick', { field: label })}
          value={isColour(value) ? value.trim().toLowerCase() : '#8a94a6'}
          onChange={(event) => onChange(event.target.value)}
          data-testid={`${testId}-picker`}
        />
        <input
          aria-label={label}
          aria-invalid={error ? true : undefined}
          value={value}
          maxLength={7}
          placeholder="#rrggbb"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        />
      </span>
      {error && <small className="admin-field__error">{error}</small>}
    </div>
  );
}
