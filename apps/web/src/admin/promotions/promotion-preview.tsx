import { useTranslation } from 'react-i18next';
import type { VipLevelInput } from '@portal/shared/contracts/loyalty';
import { PROMOTION_KIND_RULES, type PromotionKind } from '@portal/shared/contracts/promotions';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@portal/shared/languages';
import { PressedChoices } from '../ui/list-tab';
import { countriesOf, textIn, vipLevelName, type PromotionDraft } from './promotion-draft';

/** Markdown as plain paragraphs, as the player's page shows it without raw HTML. */
function Paragraphs({ text }: { text: string }) {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((block, index) => (
        <p key={index} className="promo-preview__paragraph">
          {block}
        </p>
      ))}
    </>
  );
}

/** What the kind pays, in words, from the figures typed so far. */
function useRulesLine(kind: PromotionKind, rules: PromotionDraft['rules']) {
  const { t } = useTranslation('admin-promotions');
  return PROMOTION_KIND_RULES[kind].fields
    .filter((field) => (rules[field] ?? '').trim() !== '')
    .map((field) => `${t(`rules.${field}`)}: ${rules[field]}`)
    .join(' · ');
}

/** Who may take part, in words: the VIP levels by their names in `language`, the age, the countries. */
function useEligibilityLines(draft: PromotionDraft, ladder: readonly VipLevelInput[] | undefined, language: Language) {
  const { t } = useTranslation('admin-promotions');
  const lines: string[] = [];
  const { eligibility } = draft;
  if (eligibility.vipLevels.length) {
    const names = eligibility.vipLevels.map(
      (rank) => vipLevelName(rank, ladder ?? [], language) ?? t('editor.vipLevel', { rank }),
    );
    lines.push(t('preview.vipLevels', { levels: names.join(', ') }));
  }
  const days = eligibility.registeredWithinDays.trim();
  if (days) lines.push(t('preview.registeredWithin', { days }));
  const countries = countriesOf(eligibility);
  if (countries.length) lines.push(t('preview.countries', { codes: countries.join(', ') }));
  return lines.length ? lines : [t('preview.everyone')];
}

/**
 * The promotion as a player meets it, in a chosen language: the card of the list (image, title,
 * summary, dates) and the detail (body, what it pays, wagering, terms).
 */
export function PromotionPreview({
  draft,
  imageUrl,
  ladder,
  language,
  onLanguage,
}: {
  draft: PromotionDraft;
  imageUrl: string | null;
  /** The brand's VIP ladder, for the eligibility's level names (undefined while it loads). */
  ladder: readonly VipLevelInput[] | undefined;
  language: Language;
  onLanguage: (next: Language) => void;
}) {
  const { t, i18n } = useTranslation('admin-promotions');
  const title = textIn(draft.title, language);
  const summary = textIn(draft.summary, language);
  const body = textIn(draft.body, language);
  const terms = textIn(draft.terms, language);
  const rulesLine = useRulesLine(draft.kind, draft.rules);
  const eligibility = useEligibilityLines(draft, ladder, language);
  const day = (value: string) => (value ? new Date(value).toLocaleDateString(i18n.language) : '');

  return (
    <div className="promo-preview__wrap">
      <PressedChoices
        label={t('editor.previewLanguage')}
        value={language}
        onPick={onLanguage}
        options={LANGUAGES.map((code) => ({ value: code, label: code }))}
        testIdOf={(code) => `promo-preview-lang-${code}`}
        small
      />
      {title.shown !== language && (
        <p className="admin-muted promo-preview__note">
          {title.shown
            ? t('editor.fallback', { language: LANGUAGE_NAMES[language], shown: LANGUAGE_NAMES[title.shown] })
            : t('editor.noText', { language: LANGUAGE_NAMES[language] })}
        </p>
      )}

      <article className="promo-card" lang={language} data-testid="promo-preview-card">
        <div className="promo-card__image">
          {imageUrl ? <img src={imageUrl} alt={title.text} /> : <span>{t('editor.noImage')}</span>}
          <span className="promo-card__kind">{t(`kinds.${draft.kind}`)}</span>
        </div>
        <div className="promo-card__text">
          <strong data-testid="promo-preview-title">{title.text || t('editor.untitled')}</strong>
          {summary.text && <span className="admin-muted">{summary.text}</span>}
          <small className="admin-muted">
            {draft.endsAt
              ? t('list.period', { from: day(draft.startsAt), to: day(draft.endsAt) })
              : t('list.from', { from: day(draft.startsAt) })}
          </small>
        </div>
      </article>

      <article className="promo-detail" lang={language} data-testid="promo-preview-detail">
        <h3>{title.text || t('editor.untitled')}</h3>
        {body.text ? <Paragraphs text={body.text} /> : <p className="admin-muted">{t('editor.noBody')}</p>}
        {rulesLine && <p className="promo-detail__rules">{rulesLine}</p>}
        <p className="admin-muted">
          {Number(draft.wageringMultiple) > 0
            ? t('preview.wagering', {
                multiple: draft.wageringMultiple,
                base: t(`wageringBases.${draft.wageringBase}`),
                days: draft.bonusValidDays,
              })
            : t('preview.noWagering', { days: draft.bonusValidDays })}
        </p>
        {terms.text && (
          <details open>
            <summary>{t('fields.terms')}</summary>
            <Paragraphs text={terms.text} />
          </details>
        )}
        <div className="promo-detail__eligibility" data-testid="promo-preview-eligibility">
          <strong>{t('editor.eligibility')}</strong>
          <ul>
            {eligibility.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </article>
    </div>
  );
}
