import { useTranslation } from 'react-i18next';
import { isLanguage, DEFAULT_LANGUAGE } from '@portal/shared/languages';
import { useChatInfo } from '../api/chat-api';
import { useChatStore } from '../lib/chat-store';
import { totalUnread } from '../lib/chat-state';
import { CountBadge } from '../../../ui/count-badge';

/**
 * Unread chat messages on the side menu's entry: the live count while the window is open, the
 * polled GET /wps/chat otherwise; nothing for visitors, trial accounts or with the flag off.
 */
export function ChatUnreadBadge({ token, enabled, open }: { token: string | null; enabled: boolean; open: boolean }) {
  const { t, i18n } = useTranslation('common');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const info = useChatInfo(token, language, enabled && !open);
  const live = useChatStore(totalUnread);
  const count = !token || !enabled ? 0 : open ? live : (info.data?.unReadCount ?? 0);
  return <CountBadge count={count} label={t('menu.chat')} testId="menu-chat-badge" />;
}
