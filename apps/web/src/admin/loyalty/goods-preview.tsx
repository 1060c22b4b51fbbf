import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/shared/languages';
import { stockLeft, type GoodsDraft } from './goods-draft';
import { useLoyaltyFormat } from './loyalty-format';
import { PreviewFrame } from './preview-frame';
import { numberOf, textIn } from './loyalty-form';

/** The good as a member meets it in the points mall: image, name, what it costs and asks, what is left. */
export function GoodsPreview({
  draft,
  redeemed,
  language,
  onLanguage,
}: {
  draft: GoodsDraft;
  redeemed: number;
  language: Language;
  onLanguage: (next: Language) => void;
}) {
  return (
    <PreviewFrame
      text={draft.name}
      language={language}
      onLanguage={onLanguage}
      testId="goods-preview-lang"
      enabled={draft.enabled}
    >
      <MemberCard draft={draft} redeemed={redeemed} language={language} />
    </PreviewFrame>
  );
}

function MemberCard({ draft, redeemed, language }: { draft: GoodsDraft; redeemed: number; language: Language }) {
  const { t } = useTranslation('admin-loyalty', { lng: language });
  const format = useLoyaltyFormat();
  const name = textIn(draft.name, language);
  const description = textIn(draft.description, language);
  const points = numberOf(draft.points);
  const requirement = numberOf(draft.amountRequirement) ?? 0;
  const cash = numberOf(draft.cashValue);
  const stock = numberOf(draft.stock);
  const limit = numberOf(draft.perMemberLimit);
  const image = draft.imageUrl.trim();
  const finite = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value);

  return (
    <article className="loyalty-goods-card" lang={language} data-testid="goods-preview-card">
      <div className="loyalty-goods-card__image">
        {image ? <img src={image} alt={name.text} /> : <span>{t('preview.noImage')}</span>}
        {draft.kind === 'cash' && finite(cash) && (
          <span className="loyalty-goods-card__cash">{format.money(cash)}</span>
        )}
      </div>
      <div className="loyalty-goods-card__text">
        <strong data-testid="goods-preview-name">{name.text || t('preview.untitled')}</strong>
        {description.text && <span className="admin-muted loyalty-goods-card__description">{description.text}</span>}
        <span className="loyalty-goods-card__points" data-testid="goods-preview-points">
          {t('preview.points', { points: finite(points) ? format.number(points) : '—' })}
        </span>
        {requirement > 0 && (
          <small className="admin-muted">{t('preview.requirement', { amount: format.money(requirement) })}</small>
        )}
        <small className="admin-muted">
          {finite(stock)
            ? t('preview.stockLeft', { left: format.number(stockLeft(stock, redeemed)!) })
            : t('preview.inStock')}
          {finite(limit) ? ` · ${t('preview.limit', { limit: format.number(limit) })}` : ''}
        </small>
        <span className="loyalty-goods-card__button" aria-hidden="true">
          {t('preview.redeem')}
        </span>
      </div>
    </article>
  );
}
