import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/modal';
import { AnnouncementBrowser } from '../../features/announcements/components/announcement-browser';
import { useSessionStore } from '../stores/session-store';
import './announcements-modal.css';

/**
 * The announcements modal of the customer service submenu: the paged list (type PL) with its
 * detail pane; a member also sees and sets the read state.
 */
export default function AnnouncementsModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('common');
  const token = useSessionStore((s) => s.token);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('menu.service.announcements')}
      size="lg"
      className="announcements-modal"
      testId="announcements-modal"
    >
      <AnnouncementBrowser token={token} />
    </Modal>
  );
}
