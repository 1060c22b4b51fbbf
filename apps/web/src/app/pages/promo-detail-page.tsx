import { useParams, useSearchParams } from 'react-router';
import { PromotionDetailView } from '../../features/promotions/pages/promotion-detail';
import { usePromotionContext } from '../layout/promotion-pages';
import './parts/page.css';

/** One promotion, by /promotions/:id or /promoDetail?id= (an id that is no number is not found). */
export default function PromoDetailPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const raw = params.id ?? search.get('id') ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  const context = usePromotionContext();
  return (
    <main className="page" data-testid="page-promo-detail" data-promotion-id={raw || undefined}>
      <PromotionDetailView key={id} id={id} context={context} />
    </main>
  );
}
