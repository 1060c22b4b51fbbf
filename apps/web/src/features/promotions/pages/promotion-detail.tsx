import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { GiftIcon } from '../../../ui/icons';
import { ApiError } from '../../../lib/api-client';
import { usePromotion } from '../api/promotions';
import { ApplyForm } from '../components/apply-form';
import { ClaimHistory } from '../components/claim-history';
import { LoadState } from '../../../ui/load-state';
import { MarkdownText } from '../../../ui/markdown-text';
import { PromotionActionButton, type ActionContext } from '../components/promotion-action-button';
import { PromotionArt } from '../components/promotion-art';
import { PromotionPeriod } from '../components/promotion-period';
import { PromotionRules } from '../components/promotion-rules';
import { RaffleBox } from '../components/raffle-box';
import { StateBadge } from '../components/state-badge';
import { useNow } from '../../../lib/use-now';
import '../components/promotions.css';
import '../../../ui/patterns.css';

/**
 * One promotion (/promotions/:id, /promoDetail?id=): banner, title, period and countdown, the
 * action, the operator's text and terms, the rules table, the application form of a manual-review
 * offer, and the member's history with it.
 */
export function PromotionDetailView({ id, context }: { id: number; context: ActionContext }) {
  const { t } = useTranslation('promotions');
  const query = usePromotion(context.token, id);
  const now = useNow();
  const [sent, setSent] = useState(false);
  const notFound =
    !Number.isSafeInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404);
  const wantsForm = typeof window !== 'undefined' && window.location.hash === '#apply';

  // Arriving from a card's Apply: the form is where the member is going.
  useEffect(() => {
    if (wantsForm && query.data) document.getElementById('apply')?.scrollIntoView({ block: 'center' });
  }, [wantsForm, query.data]);

  if (notFound) {
    return (
      <div data-testid="promo-not-found">
        <EmptyState
          icon={<GiftIcon size={44} />}
          title={t('detail.notFound')}
          description={t('detail.notFoundHint')}
          action={
            <Link className={buttonClass('primary')} to="/promotions">
              {t('detail.allPromotions')}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <LoadState query={query}>
      {query.data ? (
        <article className="promo-detail" data-testid="promo-detail" data-state={query.data.state}>
          <PromotionArt imageUrl={query.data.imageUrl} kind={query.data.kind} title={query.data.title} large />
          <header className="promo-detail__head">
            <div className="promo-detail__titles">
              <StateBadge state={query.data.state} kind={query.data.kind} />
              <h1 className="promo-detail__title">{query.data.title}</h1>
              {query.data.summary ? <p className="promo-detail__summary">{query.data.summary}</p> : null}
              <PromotionPeriod promotion={query.data} now={now} />
            </div>
            <PromotionActionButton
              promotion={query.data}
              now={now}
              context={context}
              onApply={() => document.getElementById('apply')?.scrollIntoView({ block: 'center', behavior: 'smooth' })}
            />
          </header>

          {sent && query.data.state === 'applying' ? (
            <p className="promo-notice" role="status" data-testid="promo-apply-sent">
              {t('apply.sent')}
            </p>
          ) : null}

          {query.data.kind === 'manual' && query.data.state === 'join' ? (
            <section className="promo-section surface-card" aria-labelledby="promo-apply-title">
              <h2 className="promo-section__title" id="promo-apply-title">
                {t('apply.title')}
              </h2>
              {context.token === null ? (
                <p className="promo-muted">{t('apply.logInFirst')}</p>
              ) : (
                <ApplyForm promotionId={query.data.id} onSent={() => setSent(true)} />
              )}
            </section>
          ) : null}

          {query.data.raffle ? (
            <RaffleBox promotion={query.data} raffle={query.data.raffle} signedIn={context.token !== null} />
          ) : null}

          {query.data.body.trim() ? (
            <section className="promo-section surface-card">
              <h2 className="promo-section__title">{t('detail.about')}</h2>
              <MarkdownText text={query.data.body} testId="promo-body" />
            </section>
          ) : null}

          <section className="promo-section surface-card">
            <h2 className="promo-section__title">{t('detail.rules')}</h2>
            <PromotionRules promotion={query.data} />
          </section>

          {query.data.terms.trim() ? (
            <section className="promo-section surface-card">
              <h2 className="promo-section__title">{t('detail.terms')}</h2>
              <MarkdownText text={query.data.terms} testId="promo-terms" />
            </section>
          ) : null}

          {context.token !== null ? (
            <section className="promo-section surface-card">
              <h2 className="promo-section__title">{t('detail.history')}</h2>
              <ClaimHistory history={query.data.history} />
            </section>
          ) : null}
        </article>
      ) : null}
    </LoadState>
  );
}
