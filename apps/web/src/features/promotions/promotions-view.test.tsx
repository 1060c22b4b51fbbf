import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { BonusView, PromotionDetail } from '@portal/shared/contracts/promotions';
import promotions from '../../i18n/locales/en/promotions.json';
import common from '../../i18n/locales/en/common.json';
import { PromotionRules } from './components/promotion-rules.tsx';
import { BonusCard } from './components/bonus-card.tsx';
import { MarkdownText } from '../../ui/markdown-text.tsx';
import { CountdownText } from './components/countdown-text.tsx';
import { rewardTitle } from './lib/reward-title.ts';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { promotions, common } },
  defaultNS: 'promotions',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
const render = (element: ReactElement) =>
  renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
/** The rules table as label → value text. */
const rows = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<th scope="row">([^<]*)<\/th><td>(.*?)<\/td><\/tr>/g)].map((m) => [
      m[1],
      (m[2] ?? '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ]),
  );

const detail = (over: Partial<PromotionDetail> = {}): PromotionDetail => ({
  id: 1,
  kind: 'first_deposit',
  category: 'deposit',
  title: 'Welcome',
  summary: '',
  imageUrl: null,
  startsAt: '2030-06-01T00:00:00.000Z',
  endsAt: null,
  state: 'join',
  claimableAmount: null,
  body: '',
  terms: '',
  requiresJoin: true,
  wageringMultiple: 10,
  wageringBase: 'bonus_deposit',
  onWithdrawal: 'forfeit',
  bonusValidDays: 7,
  contributions: { RNG: 10_000, LIVE: 1_250, SPORTS: 0 },
  rules: { matchPercent: 100, maxBonus: 500, minDeposit: 20 },
  history: [],
  raffle: null,
  ...over,
});

describe('PromotionRules', () => {
  it('shows the figures, the wagering with its base, contributions as percents, validity and the withdrawal rule', () => {
    const table = rows(render(<PromotionRules promotion={detail()} />));
    expect(table).toEqual({
      'Deposit match': '100%',
      'Maximum bonus': 'R$500.00',
      'Minimum deposit': 'R$20.00',
      Wagering: 'Bet 10× the bonus plus the deposit',
      'What counts towards wagering': 'Slots 100% Live casino 12.5%',
      'Bonus valid for': '7 days',
      'Withdrawing before wagering is done':
        'You can withdraw, but the bonus is cancelled and taken out of your bonus wallet.',
    });
  });

  it('says when there is no wagering and explains a refused withdrawal', () => {
    const table = rows(
      render(
        <PromotionRules
          promotion={detail({ wageringMultiple: 0, onWithdrawal: 'refuse', bonusValidDays: 1, rules: { amount: 8 } })}
        />,
      ),
    );
    expect(table['Wagering']).toBe('None: the bonus is yours at once');
    expect(table['What counts towards wagering']).toBeUndefined();
    expect(table['Bonus amount']).toBe('R$8.00');
    expect(table['Bonus valid for']).toBe('1 day');
    expect(table['Withdrawing before wagering is done']).toBe('A withdrawal is refused until the wagering is done.');
  });
});

describe('BonusCard', () => {
  const bonus = (over: Partial<BonusView> = {}): BonusView => ({
    id: 3,
    source: 'referral',
    promotionId: null,
    title: '',
    amount: 50,
    wageringRequired: 500,
    wageringRemaining: 375,
    wagering: { required: 500, done: 125, left: 375 },
    progressPercent: 25,
    status: 'active',
    onWithdrawal: 'forfeit',
    expiresAt: '2030-07-01T00:00:00.000Z',
    createdAt: '2030-06-01T00:00:00.000Z',
    settledAt: null,
    ...over,
  });

  it('names a bonus without a title by its source and shows the progress with required / done / left', () => {
    const html = render(<BonusCard bonus={bonus()} />);
    expect(html).toContain('Invite-a-friend reward');
    expect(html).toContain('aria-valuenow="25"');
    expect(html).toContain('width:25%');
    const figures = (html.match(/<dt>[^<]*<\/dt><dd[^>]*><span[^>]*>[^<]*/g) ?? []).map((m) =>
      m
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    expect(figures).toEqual(['Wagering required R$500.00', 'Wagered R$125.00', 'Left to wager R$375.00']);
    expect(html).toContain('Wagering');
  });

  it('uses the promotion title when there is one, and drops the bar without wagering', () => {
    const html = render(
      <BonusCard
        bonus={bonus({
          title: 'Reload 50%',
          wageringRequired: 0,
          wageringRemaining: 0,
          wagering: { required: 0, done: 0, left: 0 },
        })}
      />,
    );
    expect(html).toContain('Reload 50%');
    expect(html).not.toContain('role="progressbar"');
    expect(html).toContain('No wagering needed');
  });
});

describe('MarkdownText', () => {
  it('renders the operator’s Markdown: headings, lists, emphasis', () => {
    const html = render(<MarkdownText text={'## How it works\n\n1. Deposit\n2. **Claim**\n\nPlay.'} />);
    expect(html).toContain('<h2>How it works</h2>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<strong>Claim</strong>');
    expect(html).toContain('<p>Play.</p>');
  });

  it('never renders raw HTML or a script link from the operator text', () => {
    const html = render(<MarkdownText text={'<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) Second'} />);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('Second');
  });
});

describe('CountdownText', () => {
  it('shows days only when there are any', () => {
    expect(render(<CountdownText at={90_061_000} now={0} />)).toContain('>1d 01:01:01<');
    expect(render(<CountdownText at={3_600_000} now={0} />)).toContain('>01:00:00<');
  });
});

describe('rewardTitle: invite and VIP rewards worded in the page language', () => {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'en', resources: { en: { promotions } }, initAsync: false });
  const t = i18n.getFixedT('en', 'promotions');
  const base = { amount: 5, claimPath: '/x', href: '/', key: 'k' };

  it('names the level of a level-up bonus, and the kind of the other VIP rewards', () => {
    expect(
      rewardTitle(
        { ...base, source: 'vip', title: 'level_up · Bronze', vip: { kind: 'level_up', level: 'Bronze' } },
        t,
      ),
    ).toBe('Level-up bonus: Bronze');
    expect(rewardTitle({ ...base, source: 'vip', title: 'cashback', vip: { kind: 'cashback', level: '' } }, t)).toBe(
      'Weekly VIP cashback',
    );
  });

  it("keeps a mission's or promotion's own title", () => {
    expect(rewardTitle({ ...base, source: 'mission', title: 'Log in today' }, t)).toBe('Log in today');
  });
});
