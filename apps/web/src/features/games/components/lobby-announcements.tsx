import { useTranslation } from 'react-i18next';
import { MegaphoneIcon } from '../../../ui/icons';
import { useGameAnnouncements } from '../api/get-announcements';
import '../../../ui/patterns.css';

/** The lobby's current announcements: titles in a bar, each opening its text in place. */
export function LobbyAnnouncements({ category }: { category: string }) {
  const { t } = useTranslation('games');
  const announcements = useGameAnnouncements(category);
  if (!announcements.data?.length) return null;
  return (
    <section
      className="game-announcements surface-card"
      aria-label={t('announcements')}
      data-testid="game-announcements"
    >
      <MegaphoneIcon size={18} />
      <div className="game-announcements__list">
        {announcements.data.map((item) => (
          <details key={item.id} className="game-announcements__item">
            <summary>{item.title}</summary>
            <p>{item.content}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
