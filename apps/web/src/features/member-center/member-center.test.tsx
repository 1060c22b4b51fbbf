import { describe, expect, it } from 'vitest';
import { attributeValues, renderHtml } from '../../test/render';
import { MemberCenterBody, type MemberCenterOverlayProps } from './components/member-center-overlay';
import { entryOf, isMemberCenterPage, MENU_PAGES, visibleEntries } from './lib/entries';

type BodyProps = Omit<MemberCenterOverlayProps, 'open' | 'onClose'>;

const render = (props: Partial<BodyProps> = {}) =>
  renderHtml(
    <MemberCenterBody
      page="securityCenter"
      member={{ toUpline: false }}
      referral={false}
      pages={{}}
      onNavigate={() => {}}
      {...props}
    />,
  );

/** The menu entries in order, by their page name. */
const entries = (html: string) =>
  attributeValues(html, 'data-testid')
    .filter((id) => id.startsWith('mc-entry-'))
    .map((id) => id.slice('mc-entry-'.length));

/** The entries marked as the current page. */
const current = (html: string) =>
  [...html.matchAll(/aria-current="page" data-testid="mc-entry-(\w+)"/g)].map((match) => match[1]);

describe('member center entries', () => {
  it('lists every entry of the spec table in order when the member may transfer to an upline and referral is on', async () => {
    const html = await render({ member: { toUpline: true }, referral: true });
    expect(entries(html)).toEqual([...MENU_PAGES]);
    expect(html).toContain('>My account<');
    expect(html).toContain('>Platform messages<');
  });

  it('leaves out transfer to upline without toUpline and invite friends without the referral flag', async () => {
    const html = await render({ member: { toUpline: false }, referral: false });
    expect(entries(html)).toEqual(MENU_PAGES.filter((p) => p !== 'transferUpline' && p !== 'referral'));
    expect(entries(await render({ member: { toUpline: true }, referral: false }))).toContain('transferUpline');
    expect(entries(await render({ member: { toUpline: false }, referral: true }))).toContain('referral');
  });

  it('leaves out mission activity when the brand has missions off', async () => {
    const html = await render({ member: { toUpline: true }, referral: true, missions: false, missionCount: 4 });
    expect(entries(html)).toEqual(MENU_PAGES.filter((p) => p !== 'missionLeaderboard'));
    expect(html).not.toContain('mc-mission-badge');
    expect(visibleEntries({ toUpline: true, referral: true, missions: false })).not.toContain('missionLeaderboard');
  });

  it('shows only a spinner until member info has loaded', async () => {
    const html = await render({ member: undefined });
    expect(entries(html)).toEqual([]);
    expect(html).toContain('data-testid="member-center-loading"');
    expect(html).toContain('aria-label="Loading your account"');
    expect(html).not.toContain('member-center-pane');
  });
});

describe('member center page and highlight', () => {
  it('highlights exactly the entry of the page shown, with its title over the pane', async () => {
    const html = await render({ page: 'transactionHistory' });
    expect(current(html)).toEqual(['transactionHistory']);
    expect(html).toContain('data-page="transactionHistory"');
    expect(html).toContain('<h3 class="menu-overlay__heading">Account record</h3>');
  });

  it('lights up my account for the profile page and nothing for the VIP page', async () => {
    expect(current(await render({ page: 'profile' }))).toEqual(['securityCenter']);
    const vip = await render({ page: 'playerRank' });
    expect(current(vip)).toEqual([]);
    expect(vip).toContain('<h3 class="menu-overlay__heading">VIP level</h3>');
  });

  it('renders the page a feature supplies, and the localized empty state for a page that comes later', async () => {
    const supplied = await render({ page: 'securityCenter', pages: { securityCenter: <p data-testid="supplied" /> } });
    expect(supplied).toContain('data-testid="supplied"');
    expect(supplied).not.toContain('mc-later-');

    const later = await render({ page: 'personalHistoryCopy', pages: { securityCenter: <p /> } });
    expect(later).toContain('data-testid="mc-later-personalHistoryCopy"');
    expect(later).toContain('Your bets will be listed here.');
    expect(later).toContain('role="status"');
  });
});

describe('mission badge', () => {
  const badges = (html: string) => [...html.matchAll(/data-testid="mc-mission-badge"[^>]*>([^<]*)</g)].map((m) => m[1]);

  it('shows no badge at zero', async () => {
    expect(badges(await render({ missionCount: 0 }))).toEqual([]);
    expect(badges(await render())).toEqual([]);
  });

  it('shows the count on the mission entry only, named for screen readers', async () => {
    const html = await render({ missionCount: 3 });
    expect(badges(html)).toEqual(['3']);
    expect(html).toMatch(/data-testid="mc-entry-missionLeaderboard">.*?aria-label="Missions waiting: 3"[^>]*>3</);
  });

  it('caps a large count', async () => {
    expect(badges(await render({ missionCount: 250 }))).toEqual(['99+']);
    expect(badges(await render({ missionCount: 99 }))).toEqual(['99']);
    expect(badges(await render({ missionCount: -1 }))).toEqual([]);
  });
});

describe('entries lib', () => {
  it('knows the pages, including the two the overlay references without an entry', () => {
    for (const page of [...MENU_PAGES, 'playerRank', 'profile']) expect(isMemberCenterPage(page)).toBe(true);
    for (const value of ['', null, 'wallet', 'securitycenter']) expect(isMemberCenterPage(value)).toBe(false);
    expect(entryOf('withdraw')).toBe('withdraw');
    expect(visibleEntries({ toUpline: true, referral: true })).toHaveLength(MENU_PAGES.length);
  });
});
