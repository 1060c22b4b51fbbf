/**
 * The member center overlay's pages: the menu entries in menu order, plus two pages
 * reached from other pages without an entry of their own.
 */
export const MENU_PAGES = [
  'securityCenter',
  /** Identity verification (KYC, decision 042). */
  'verification',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'responsibleGaming',
  'feedback',
] as const;
export type MenuPage = (typeof MENU_PAGES)[number];

export type MemberCenterPage = MenuPage | 'playerRank' | 'profile';

export interface EntryConditions {
  /** Member info `toUpline`: the brand allows it and the member has an upline. */
  toUpline: boolean;
  /** The brand's referral flag. */
  referral: boolean;
  /** The brand's missions flag (missing: on). */
  missions?: boolean;
}

/** The entries this member sees: transfer to upline, invite friends and missions only when they apply. */
export function visibleEntries({ toUpline, referral, missions = true }: EntryConditions): MenuPage[] {
  return MENU_PAGES.filter((page) => {
    if (page === 'transferUpline') return toUpline;
    if (page === 'referral') return referral;
    if (page === 'missionLeaderboard') return missions;
    return true;
  });
}

/** The entry a page lights up: 'profile' lives in my account; the VIP rank page has no entry. */
export function entryOf(page: MemberCenterPage): MenuPage | null {
  if (page === 'profile') return 'securityCenter';
  if (page === 'playerRank') return null;
  return page;
}

export const isMemberCenterPage = (value: string | null): value is MemberCenterPage =>
  value === 'playerRank' || value === 'profile' || (MENU_PAGES as readonly string[]).includes(value ?? '');
