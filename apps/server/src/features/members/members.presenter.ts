import { isLanguage } from '@portal/shared/languages';
import type { ClubLabel, MemberInfo } from '@portal/shared/contracts/members';
import type { MemberRow } from './members.repo.ts';

/** The entry label at rank 0: a member before any VIP standing, or every member when VIP is off. */
export const DEFAULT_CLUB_LABEL: ClubLabel = { labelName: 'Member', color: '#8a94a6', color2: '#5b6475', rankLevel: 0 };

/** The image the client shows when a member has none (and when theirs fails to load). */
export const DEFAULT_AVATAR_URL = '/media/avatar-default.svg';

/** Member info: these fields and no others (never the hash, the contact data or the addresses). */
export function presentMemberInfo(
  member: MemberRow,
  options: { transferToUpline: boolean; clubLabel: ClubLabel },
): MemberInfo {
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    toUpline: options.transferToUpline && member.upline_id !== null,
    clubLabel: options.clubLabel,
    memberLabel: [],
    language: isLanguage(member.language) ? member.language : null,
  };
}

export const presentAvatar = (member: Pick<MemberRow, 'avatar_url'>) => ({
  url: member.avatar_url ?? DEFAULT_AVATAR_URL,
});
