import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuOverlayBody, MenuOverlayModal } from '../../../ui/menu-overlay';
import { Spinner } from '../../../ui/spinner';
import { entryOf, type MemberCenterPage } from '../lib/entries';
import { useMemberCenterEntries } from './member-center-menu';
import { PageComingLater } from './page-coming-later';
import './member-center.css';

export interface MemberCenterOverlayProps {
  /** Whether the overlay is open; `page` stays set while it closes so the pane does not blank. */
  open: boolean;
  page: MemberCenterPage;
  /** The member as the menu needs it; undefined while member info loads (nothing is shown then). */
  member: { toUpline: boolean } | undefined;
  /** The brand's referral flag: invite friends is listed only with it. */
  referral: boolean;
  /** The brand's missions flag: mission activity is listed only with it (missing: on). */
  missions?: boolean;
  /** Unseen missions; the badge shows only above 0. The missions feature supplies it. */
  missionCount?: number;
  /** Unread platform messages; the messages entry's badge shows only above 0. */
  messageCount?: number;
  /** The pages other features render; any page not given shows its "coming" empty state. */
  pages: Partial<Record<MemberCenterPage, ReactNode>>;
  onNavigate(page: MemberCenterPage): void;
  onClose(): void;
}

/**
 * The member center overlay: a left menu of the entries, the chosen
 * page in the right pane, the active entry highlighted, a close button. On phones the menu turns
 * into a row of chips above the page. Nothing but a spinner shows until member info has loaded.
 */
export function MemberCenterOverlay({ open, onClose, ...body }: MemberCenterOverlayProps) {
  const { t } = useTranslation('account');
  return (
    <MenuOverlayModal
      open={open}
      onClose={onClose}
      title={t('memberCenter.title')}
      className="member-center-modal"
      testId="member-center"
    >
      <MemberCenterBody {...body} />
    </MenuOverlayModal>
  );
}

/** The overlay's content, apart from the modal wrapper (the unit tests render it on its own). */
export function MemberCenterBody({
  page,
  member,
  referral,
  missions = true,
  missionCount = 0,
  messageCount = 0,
  pages,
  onNavigate,
}: Omit<MemberCenterOverlayProps, 'open' | 'onClose'>) {
  const { t } = useTranslation('account');
  const active = entryOf(page);
  const title = active ? t(`memberCenter.entries.${active}`) : t(`memberCenter.pages.${page as 'playerRank'}`);
  const entries = useMemberCenterEntries({
    conditions: { toUpline: member?.toUpline ?? false, referral, missions },
    missionCount,
    messageCount,
  });

  if (member === undefined) {
    return (
      <div className="member-center__loading" data-testid="member-center-loading">
        <Spinner size={32} label={t('memberCenter.loading')} />
      </div>
    );
  }
  return (
    <MenuOverlayBody
      menuLabel={t('memberCenter.menu')}
      entries={entries}
      active={active}
      onNavigate={onNavigate}
      page={page}
      heading={title}
      paneTestId="member-center-pane"
    >
      {pages[page] ?? <PageComingLater page={page} />}
    </MenuOverlayBody>
  );
}
