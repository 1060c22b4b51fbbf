import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@portal/shared/contracts/members';
import { isLanguage, type Language } from '@portal/shared/languages';
import { memberInfoQuery, useMemberInfo } from '../../features/auth/api/get-member-info';
import { storeMemberLanguage } from '../../features/auth/api/member-language';
import { useStatus } from '../../features/system/api/get-status';
import { changeLanguage } from '../../i18n/i18n';
import { isTrialAccount, useSessionStore } from '../stores/session-store';

/** The session this page found when it loaded: a reload or a new tab of it, not a sign-in. */
const restoredToken = useSessionStore.getState().token;

/**
 * The member's language lives on the server (PUT /wps/member/language) so the codes, e-mails and
 * pushes it sends speak it, and it follows the member to another device: a sign-in takes the
 * stored one (a member who never chose one stores the site's). A session this page restored keeps
 * the language the page loaded in (the browser's choice, or `?lang=`) and stores it, as it stores
 * every later switch. A trial account keeps its language in this browser only.
 */
export function useMemberLanguage() {
  const token = useSessionStore((s) => s.token);
  const trial = useSessionStore((s) => isTrialAccount(s.agentType));
  const member = useMemberInfo(trial ? null : token).data;
  const offered = useStatus().data?.languages;
  const client = useQueryClient();
  const { i18n } = useTranslation();
  // The session whose stored language the site has taken: switches before that are not the member's.
  const adopted = useRef<string | null>(null);

  const store = (language: Language, session: string) => {
    const key = memberInfoQuery(session).queryKey;
    storeMemberLanguage(language)
      .then(({ language: stored }) =>
        client.setQueryData<MemberInfo>(key, (info) => (info ? { ...info, language: stored } : info)),
      )
      // The site still speaks the choice; the server learns it at the next switch or sign-in.
      .catch(() => {});
  };

  useEffect(() => {
    if (!token || trial || !member || adopted.current === token) return;
    adopted.current = token;
    const stored = member.language;
    const signedInHere = token !== restoredToken;
    if (signedInHere && stored && stored !== i18n.language && (offered ?? [stored]).includes(stored))
      void changeLanguage(stored);
    else if (stored !== i18n.language && isLanguage(i18n.language)) store(i18n.language, token);
    // Once per session, when the member info arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, trial, member]);

  useEffect(() => {
    if (!token || trial) return;
    const onChange = (language: string) => {
      if (adopted.current !== token || !isLanguage(language)) return;
      const info = client.getQueryData<MemberInfo>(memberInfoQuery(token).queryKey);
      if (info?.language !== language) store(language, token);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, trial, i18n]);
}
