import { useTranslation } from 'react-i18next';
import { PageBanners } from '../../features/system/components/page-banners';
import { useFlags, useStatus } from '../../features/system/api/get-status';
import { PointMall } from '../../features/loyalty/pages/point-mall';
import { useSessionStore } from '../stores/session-store';
import { PageHeading } from './parts/page-heading';
import { StarIcon } from '../../ui/icons';
import { useShellActions } from '../layout/shell-actions';
import './parts/page.css';

/**
 * The points mall: its banners, then the member's points, the goods to redeem, the conversion to
 * money and the histories (the loyalty feature). A visitor is asked to log in; a member without a
 * payment password is sent to the withdrawal page, where it is set.
 */
export default function PointMallPage() {
  const { t } = useTranslation('pages');
  const { data: status } = useStatus();
  const { pointsMall } = useFlags();
  const token = useSessionStore((s) => s.token);
  const actions = useShellActions();
  return (
    <main className="page" data-testid="page-point-mall">
      <PageBanners group="pointMall" />
      <PageHeading icon={<StarIcon size={28} />} title={t('pointMall.title')} subtitle={t('pointMall.subtitle')} />
      <PointMall
        token={token}
        decimals={status?.currency.decimals ?? 2}
        enabled={pointsMall}
        onLogin={actions.openLogin}
        onSetPaymentPassword={() => actions.openMemberCenter('withdraw')}
      />
    </main>
  );
}
