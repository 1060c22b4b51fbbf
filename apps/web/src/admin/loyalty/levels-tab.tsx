import { useEffect, useState } from 'react';
import { useFieldArray, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { VipLevelInput } from '@portal/shared/contracts/loyalty';
import type { Language } from '@portal/shared/languages';
import { Button } from '../../ui/button';
import { MoneyField, NumberField, useKitField, type KitFieldProps } from '../../ui/form/form-fields';
import { IssueTextProvider } from '../../ui/form/issue-text';
import { LocalizedTextField } from '../../ui/form/localized-text-field';
import { DiscardSaveButtons, FormMessages } from '../ui/editor-shell';
import { useEditorForm } from '../ui/use-editor-form';
import {
  fallingThresholds,
  ladderResolver,
  levelDraftOf,
  nextLevel,
  type LadderDraft,
  type LevelDraft,
} from './level-draft';
import { useLevels, useSaveLevels } from './loyalty-api';
import { ClubLabelBadge, firstPreviewLanguage, PreviewLanguages } from '../ui/loyalty-controls';
import { useLoyaltyFormat } from './loyalty-format';
import { textIn } from './loyalty-form';
import { useSayLoyaltyIssue } from './use-issue-text';
import { WhenLoaded } from './when-loaded';
import { isColour } from '../ui/club-label';

/** The VIP ladder: loads the saved levels and opens the editor on them. */
export function LevelsTab({ canEdit }: { canEdit: boolean }) {
  return (
    <WhenLoaded query={useLevels()}>{(data) => <LadderEditor saved={data.levels} canEdit={canEdit} />}</WhenLoaded>
  );
}

/** The ladder is long: after a refused save, the first level with an issue comes into view. */
const showFirstIssue = () =>
  requestAnimationFrame(() =>
    document
      .querySelector('.loyalty-level .admin-field__error, .loyalty-levels .admin-error')
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
  );

const ladderOf = (levels: VipLevelInput[]): LadderDraft => ({
  levels: levels.length
    ? [...levels].sort((a, b) => a.rankLevel - b.rankLevel).map(levelDraftOf)
    : [nextLevel(undefined)],
});

/** A threshold's box, by level: a change there answers the level's "needs a threshold". */
const THRESHOLD_NAME = /^levels\.(\d+)\.(deposit|turnover)Threshold$/;

/**
 * The whole ladder in one form, saved whole: rank 0 first (where every member starts), a level
 * added or removed at the top only (ranks stay 0..n without gaps). Above it, the club labels as
 * members will see them, in the language chosen.
 */
function LadderEditor({ saved, canEdit }: { saved: VipLevelInput[]; canEdit: boolean }) {
  const { t, i18n } = useTranslation(['admin-loyalty', 'admin']);
  const format = useLoyaltyFormat();
  const [base, setBase] = useState(() => ladderOf(saved));
  const [notice, setNotice] = useState<string | null>(null);
  const [language, setLanguage] = useState<Language>(() => firstPreviewLanguage(i18n.language));
  const sayIssue = useSayLoyaltyIssue();
  const { form, shell, clearFailure } = useEditorForm({
    defaultValues: base,
    resolver: ladderResolver(format.decimals),
    save: useSaveLevels(),
    id: null,
    onSaved: (answer) => {
      const next = ladderOf(answer.levels);
      setBase(next);
      form.reset(next);
      setNotice(t('admin:states.saved'));
    },
  });
  const { control } = form;
  const levels = useFieldArray({ control, name: 'levels' });
  const draft: LadderDraft = form.watch();
  const falling = fallingThresholds(draft.levels);
  const levelIssues = form.formState.errors.levels;

  useEffect(() => {
    const { unsubscribe } = form.watch((_, { name, type }) => {
      if (type !== 'change') return;
      // The last save's notice stands until the operator changes something.
      setNotice(null);
      const level = name?.match(THRESHOLD_NAME)?.[1];
      if (level !== undefined && form.getFieldState(`levels.${Number(level)}`).error?.message) {
        void form.trigger(`levels.${Number(level)}`);
      }
    });
    return unsubscribe;
  }, [form]);

  // A refusal from the server: its issues are on the fields now.
  useEffect(() => {
    if (shell.failure) showFirstIssue();
  }, [shell.failure]);

  const add = () => {
    levels.append(nextLevel(draft.levels[draft.levels.length - 1]));
    setNotice(null);
  };
  const removeLast = () => {
    levels.remove(draft.levels.length - 1);
    setNotice(null);
  };
  const discard = () => {
    form.reset(base);
    clearFailure();
  };
  const count = levels.fields.length;

  return (
    <div className="loyalty-tab" data-testid="loyalty-levels">
      <section className="admin-card loyalty-ladder-preview" aria-label={t('levels.preview')}>
        <div className="loyalty-ladder-preview__head">
          <h2>{t('levels.preview')}</h2>
          <PreviewLanguages language={language} onLanguage={setLanguage} testId="levels-preview-lang" />
        </div>
        <p className="admin-muted">{t('levels.previewHint')}</p>
        <ol className="loyalty-ladder" data-testid="levels-preview">
          {draft.levels.map((level, rank) => (
            <li key={rank}>
              <ClubLabelBadge
                name={textIn(level.name, language).text || t('levels.unnamed', { rank })}
                color={level.color}
                color2={level.color2}
                testId={`levels-preview-badge-${rank}`}
              />
              <small className="admin-muted">{conditionText(level, rank)}</small>
            </li>
          ))}
        </ol>
      </section>

      <form
        className="loyalty-levels"
        onSubmit={(event) => {
          setNotice(null);
          void shell.onSubmit(event).then(showFirstIssue);
        }}
        noValidate
      >
        <IssueTextProvider value={sayIssue}>
          <fieldset disabled={!canEdit || shell.saving} className="loyalty-levels__fields">
            {levels.fields.map((field, rank) => (
              <LevelCard
                key={field.id}
                control={control}
                rank={rank}
                draft={draft.levels[rank] ?? field}
                language={language}
                issue={levelIssues?.[rank]?.message}
                falling={falling.get(rank) ?? []}
                currency={format.currency}
              />
            ))}
          </fieldset>
        </IssueTextProvider>
        <FormMessages
          failure={shell.failure}
          failureTestId="levels-error"
          hasIssues={shell.hasIssues}
          fixText={t('editor.fix')}
          notice={notice}
          noticeTestId="levels-notice"
        />
        {canEdit ? (
          <>
            <div className="admin-actions loyalty-levels__actions">
              <Button onClick={add} disabled={count >= 100 || shell.saving} data-testid="levels-add">
                {t('levels.add')}
              </Button>
              <Button
                variant="ghost"
                onClick={removeLast}
                disabled={count <= 1 || shell.saving}
                data-testid="levels-remove"
              >
                {t('levels.removeLast', { rank: count - 1 })}
              </Button>
              <span className="loyalty-spacer" />
              <DiscardSaveButtons
                dirty={form.formState.isDirty}
                saving={shell.saving}
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
  function conditionText(level: LevelDraft, rank: number): string {
    if (rank === 0) return t('levels.everyone');
    const parts = [
      level.depositThreshold.trim() &&
        t('levels.depositAtLeast', { amount: format.money(Number(level.depositThreshold)) }),
      level.turnoverThreshold.trim() &&
        t('levels.turnoverAtLeast', { amount: format.money(Number(level.turnoverThreshold)) }),
    ].filter(Boolean);
    return parts.length ? parts.join(t('levels.and')) : t('levels.noCondition');
  }
}

/** One level's boxes; `issue` is the level's own (a level above the first needs a threshold). */
function LevelCard({
  control,
  rank,
  draft,
  language,
  issue,
  falling,
  currency,
}: {
  control: KitFieldProps<LadderDraft>['control'];
  rank: number;
  draft: LevelDraft;
  language: Language;
  issue: string | undefined;
  falling: ('deposit' | 'turnover')[];
  currency: string;
}) {
  const { t } = useTranslation('admin-loyalty');
  const sayIssue = useSayLoyaltyIssue();
  const at = (field: string) => `levels.${rank}.${field}` as FieldPath<LadderDraft>;
  const money = (field: string, label: string, hint?: string) => (
    <MoneyField
      control={control}
      name={at(field)}
      label={label}
      hint={hint}
      currency={currency}
      testId={`level-${rank}-${field.replace('benefits.', '')}`}
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
      {issue && (
        <p className="admin-field__error" data-testid={`level-${rank}-issue`}>
          {sayIssue(issue)}
        </p>
      )}
      <LocalizedTextField
        control={control}
        name={at('name')}
        label={t('levels.name')}
        maxLength={40}
        testId={`level-${rank}-name`}
      />

      <div className="loyalty-row">
        <ColourField control={control} name={at('color')} label={t('levels.color')} testId={`level-${rank}-color`} />
        <ColourField control={control} name={at('color2')} label={t('levels.color2')} testId={`level-${rank}-color2`} />
      </div>

      {rank === 0 ? (
        <p className="admin-muted loyalty-note">{t('levels.startingHint')}</p>
      ) : (
        <>
          <p className="admin-muted loyalty-note">{t('levels.thresholdsHint')}</p>
          <div className="loyalty-row">
            {money('depositThreshold', t('levels.depositThreshold'), t('levels.emptyNoCondition'))}
            {money('turnoverThreshold', t('levels.turnoverThreshold'), t('levels.emptyNoCondition'))}
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
        <NumberField
          control={control}
          name={at('benefits.weeklyCashbackPercent')}
          label={t('levels.weeklyCashbackPercent')}
          inputMode="decimal"
          step="0.01"
          max={100}
          testId={`level-${rank}-weeklyCashbackPercent`}
        />
        {money('benefits.levelUpBonus', t('levels.levelUpBonus'))}
        {money('benefits.birthdayBonus', t('levels.birthdayBonus'))}
        {money('benefits.withdrawDailyMax', t('levels.withdrawDailyMax'), t('levels.emptyBrandLimit'))}
        <NumberField
          control={control}
          name={at('benefits.withdrawDailyCount')}
          label={t('levels.withdrawDailyCount')}
          hint={t('levels.emptyNoLimit')}
          testId={`level-${rank}-withdrawDailyCount`}
        />
      </div>
    </section>
  );
}

/** A colour picked or typed as #rrggbb: the picker shows grey while the typed text is not a colour yet. */
function ColourField<Values extends FieldValues>(
  props: Omit<KitFieldProps<Values>, 'hint' | 'label'> & { label: string },
) {
  const { t } = useTranslation('admin-loyalty');
  const { field, error } = useKitField(props);
  const { label, testId } = props;
  const value = (field.value as string | undefined) ?? '';
  return (
    <div className="admin-field">
      <span className="loyalty-field-label">{label}</span>
      <span className="loyalty-colour">
        <input
          type="color"
          aria-label={t('levels.pick', { field: label })}
          value={isColour(value) ? value.trim().toLowerCase() : '#8a94a6'}
          onChange={(event) => field.onChange(event.target.value)}
          data-testid={`${testId}-picker`}
        />
        <input
          ref={field.ref}
          name={field.name}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          value={value}
          maxLength={7}
          placeholder="#rrggbb"
          spellCheck={false}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          data-testid={testId}
        />
      </span>
      {error && <small className="admin-field__error">{error}</small>}
    </div>
  );
}
