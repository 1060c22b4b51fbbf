import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/shared/languages';
import { useLoyaltyFormat } from './loyalty-format';
import { PreviewFrame } from './preview-frame';
import { numberOf, textIn } from './loyalty-form';
import { isMoneyKind, type MissionDraft } from './mission-draft';

/**
 * The mission as a member meets it on the missions page at the start of a period: what to do,
 * the bar at 0 of the target, the reward and its wallet, the mission points.
 */
export function MissionPreview({
  draft,
  language,
  onLanguage,
}: {
  draft: MissionDraft;
  language: Language;
  onLanguage: (next: Language) => void;
}) {
  const { t } = useTranslation('admin-loyalty');
  const wagering =
    Number(draft.wageringMultiple) > 0
      ? t('preview.wagering', { multiple: draft.wageringMultiple })
      : t('preview.noWagering');
  return (
    <PreviewFrame
      text={draft.title}
      language={language}
      onLanguage={onLanguage}
      testId="mission-preview-lang"
      enabled={draft.enabled}
      notes={draft.rewardWallet === 'bonus' && <p className="admin-muted loyalty-note">{wagering}</p>}
    >
      <MemberCard draft={draft} language={language} />
    </PreviewFrame>
  );
}

function MemberCard({ draft, language }: { draft: MissionDraft; language: Language }) {
  const { t } = useTranslation('admin-loyalty', { lng: language });
  const format = useLoyaltyFormat();
  const title = textIn(draft.title, language);
  const description = textIn(draft.description, language);
  const target = numberOf(draft.target);
  const reward = numberOf(draft.reward);
  const points = numberOf(draft.missionPoints) ?? 0;
  const amount = (value: number) => (isMoneyKind(draft.kind) ? format.money(value) : format.number(value));

  return (
    <article className="loyalty-mission-card" lang={language} data-testid="mission-preview-card">
      <div className="loyalty-mission-card__head">
        <strong data-testid="mission-preview-title">{title.text || t('preview.untitled')}</strong>
        <span className="loyalty-pill">{t('preview.inProgress')}</span>
      </div>
      {description.text && <p className="admin-muted">{description.text}</p>}
      {draft.product && (
        <p className="loyalty-mission-card__product">
          {t('preview.onlyProduct', { product: t(`products.${draft.product}`) })}
        </p>
      )}
      <div className="loyalty-bar" role="img" aria-label={t('preview.progress', { percent: 0 })}>
        <span style={{ width: '0%' }} />
      </div>
      <p className="loyalty-mission-card__figures">
        <span>
          {t(`preview.figures.${draft.kind}`, {
            progress: amount(0),
            target: target !== undefined && Number.isFinite(target) ? amount(target) : '—',
          })}
        </span>
        <strong>0%</strong>
      </p>
      <dl className="loyalty-mission-card__reward">
        <div>
          <dt>{t('preview.reward')}</dt>
          <dd>
            <strong>{format.money(reward ?? null)}</strong>{' '}
            <span className="admin-muted">{t(`wallets.${draft.rewardWallet}`)}</span>
          </dd>
        </div>
        {points > 0 && Number.isFinite(points) && (
          <div>
            <dt>{t('preview.missionPoints')}</dt>
            <dd>+{format.number(points)}</dd>
          </div>
        )}
      </dl>
      <small className="admin-muted">{t(`preview.resets.${draft.period}`)}</small>
    </article>
  );
}
