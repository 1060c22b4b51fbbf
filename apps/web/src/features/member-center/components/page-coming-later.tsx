import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import type { MemberCenterPage } from '../lib/entries';

/**
 * A page not built yet (rewards, referral, missions, messages, player rank):
 * its empty state with a line saying what will be here, never made-up rows.
 */
export function PageComingLater({ page }: { page: MemberCenterPage }) {
  const { t } = useTranslation('account');
  return (
    <div className="member-center__later" data-testid={`mc-later-${page}`}>
      <EmptyState title={t(`memberCenter.later.${page}`)} description={t('memberCenter.laterNote')} />
    </div>
  );
}
