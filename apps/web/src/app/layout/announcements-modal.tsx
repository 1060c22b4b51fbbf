import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/modal';
import { MegaphoneIcon } from '../../ui/icons';
import './announcements-modal.css';

/**
 * The announcements modal of the customer service submenu. The portal has no announcements yet
 * (they would be a paged list with a detail pane), so the modal shows its empty state.
 */
export default function AnnouncementsModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('common');
  return (
    <Modal open={open} onClose={onClose} title={t('menu.service.announcements')} size="lg">
      <div className="announcements__empty">
        <MegaphoneIcon size={36} />
        <p>{t('announcements.empty')}</p>
      </div>
    </Modal>
  );
}
