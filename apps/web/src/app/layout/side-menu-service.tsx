import type { MouseEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { CustomerServiceEntry } from '@portal/shared/contracts/system';
import { statusQuery, useStatus } from '../../features/system/api/get-status';
import { openServiceLine } from '../../features/system/api/open-service-line';
import { useMemberInfo } from '../../features/auth/api/get-member-info';
import {
  isSitePath,
  openingOf,
  openServicePopup,
  visibleServiceLines,
} from '../../features/system/lib/customer-service';
import { useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { useShellActions } from './shell-actions';
import { useUnreadMessageCount } from '../../features/messages/api/messages';
import { UnreadBadge } from '../../features/messages/components/unread-badge';
import { ExternalIcon, HeadsetIcon, HelpIcon, MailIcon, MegaphoneIcon } from '../../ui/icons';

/**
 * The customer-service submenu: the brand's lines in its order (VIP lines for a member ranked above
 * 4, from member info), then platform messages, announcements and the help center. The type-3 line
 * opens in a sized popup window; the e-mail line in the mail program; the others in a new tab.
 */
export function ServiceLinks() {
  const { t } = useTranslation('common');
  const { data: status } = useStatus();
  const token = useSessionStore((s) => s.token);
  const { data: member } = useMemberInfo(token);
  const openModal = useUiStore((s) => s.openModal);
  const actions = useShellActions();
  const unreadMessages = useUnreadMessageCount(token);
  const lines = visibleServiceLines(status?.customerService ?? [], token ? member?.clubLabel.rankLevel : null);

  return (
    <>
      {lines.map((line) => (
        <li key={line.id}>
          <ServiceLine line={line} popupHint={t('menu.service.popup')} />
        </li>
      ))}
      {lines.length === 0 && <li className="side-menu__empty">{t('menu.service.none')}</li>}
      <li>
        <button type="button" className="side-menu__sublink" onClick={() => actions.openMemberCenter('messageV2')}>
          <MailIcon size={16} />
          <span>{t('menu.service.messages')}</span>
          <UnreadBadge
            count={unreadMessages}
            label={t('header.messagesBadge', { count: unreadMessages })}
            testId="side-menu-messages-badge"
          />
        </button>
      </li>
      <li>
        <button type="button" className="side-menu__sublink" onClick={() => openModal('announcements')}>
          <MegaphoneIcon size={16} />
          <span>{t('menu.service.announcements')}</span>
        </button>
      </li>
      <li>
        <NavLink to="/helpmc" className={({ isActive }) => clsx('side-menu__sublink', isActive && 'is-active')}>
          <HelpIcon size={16} />
          <span>{t('menu.service.helpCenter')}</span>
        </NavLink>
      </li>
    </>
  );
}

function ServiceLine({ line, popupHint }: { line: CustomerServiceEntry; popupHint: string }) {
  const opening = openingOf(line);
  const testId = `service-line-${line.id}`;
  if (line.url === null) return <SealedServiceLine line={line} popupHint={popupHint} testId={testId} />;
  // The site's own pages (the help center, /?chat=open for the live chat) open here, in this tab.
  const url = line.url;
  if (isSitePath(url)) {
    return (
      <Link className="side-menu__sublink" to={url} data-testid={testId} data-opening="site">
        <HeadsetIcon size={16} />
        <span>{line.label}</span>
      </Link>
    );
  }
  if (opening === 'mail') {
    return (
      <a className="side-menu__sublink" href={url} data-testid={testId} data-opening="mail">
        <MailIcon size={16} />
        <span>{line.label}</span>
      </a>
    );
  }
  // A blocked popup falls through to the link's own new tab: the player still reaches support.
  const onClick =
    opening === 'popup'
      ? (event: MouseEvent<HTMLAnchorElement>) => {
          if (openServicePopup(url)) event.preventDefault();
        }
      : undefined;
  return (
    <a
      className="side-menu__sublink"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
      data-opening={opening}
      title={opening === 'popup' ? popupHint : undefined}
      onClick={onClick}
    >
      <HeadsetIcon size={16} />
      <span>{line.label}</span>
      <ExternalIcon size={14} className="side-menu__external" />
    </a>
  );
}

/**
 * A line whose address the status answer carries sealed (type 3, or a VIP line): the click opens
 * the popup (type 3) or a new tab at once and the server's opened address follows. A blocked
 * window sends this tab there instead; a line changed since the menu was read fails, and the menu
 * reads the status again.
 */
function SealedServiceLine({
  line,
  popupHint,
  testId,
}: {
  line: CustomerServiceEntry;
  popupHint: string;
  testId: string;
}) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: statusQuery().queryKey });
  const popup = openingOf(line) === 'popup';
  const onClick = () => {
    const address = openServiceLine(line.sealed!);
    if (openServicePopup(address, window, refresh, !popup)) return;
    address.then((url) => window.location.assign(url), refresh);
  };
  return (
    <button
      type="button"
      className="side-menu__sublink"
      data-testid={testId}
      data-opening={popup ? 'popup' : 'tab'}
      title={popup ? popupHint : undefined}
      onClick={onClick}
    >
      <HeadsetIcon size={16} />
      <span>{line.label}</span>
      <ExternalIcon size={14} className="side-menu__external" />
    </button>
  );
}
