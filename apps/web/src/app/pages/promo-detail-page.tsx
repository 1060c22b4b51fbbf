import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state';
import { GiftIcon } from '../../ui/icons';
import { buttonClass } from '../../ui/button';
import './parts/page.css';

/** One promotion, by /promotions/:id or /promoDetail?id=; the portal has no promotions yet, so it is not found. */
export default function PromoDetailPage() {
  const { t } = useTranslation('pages');
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ?? search.get('id') ?? '';
  return (
    <main className="page" data-testid="page-promo-detail" data-promotion-id={id || undefined}>
      <EmptyState
        icon={<GiftIcon size={44} />}
        title={t('promoDetail.notFound')}
        description={id ? t('promoDetail.notFoundHintId', { id }) : t('promoDetail.notFoundHint')}
        action={
          <Link className={buttonClass('primary')} to="/promotions">
            {t('promoDetail.allPromotions')}
          </Link>
        }
      />
    </main>
  );
}
