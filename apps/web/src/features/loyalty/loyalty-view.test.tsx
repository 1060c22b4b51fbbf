import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type {
  GoodsView,
  Leaderboard,
  MissionView,
  PointsOverview,
  RedemptionView,
  VipLevelView,
  VipOverview,
} from '@portal/shared/contracts/loyalty';
import loyalty from '../../i18n/locales/en/loyalty.json';
import auth from '../../i18n/locales/en/auth.json';

// The API client reads the stored language when it loads: outside a browser there is no storage.
vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
const { goodsQuery, pointsQuery } = await import('./api/points');
const { missionsQuery, missionSummaryQuery, useMissionBadgeCount } = await import('./api/missions');
const { vipQuery } = await import('./api/vip');
const { ClubLabelButton } = await import('./components/club-label-button');
const { MissionCountBadge } = await import('./components/count-badge');
const { GoodsCard } = await import('./components/goods-card');
const { LeaderboardTable } = await import('./components/leaderboard');
const { MissionCard } = await import('./components/mission-card');
const { MovementList } = await import('./components/points-history');
const { PointsSummary } = await import('./components/points-summary');
const { RedemptionList } = await import('./components/redemption-history');
const { VipLadder } = await import('./components/vip-ladder');
const { VipStatus } = await import('./components/vip-status');
const { MissionsPage } = await import('./pages/missions-page');
const { PointMall } = await import('./pages/point-mall');
const { VipPage } = await import('./pages/vip-page');

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { loyalty, auth } },
  defaultNS: 'loyalty',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** The HTML in English, with a query client holding whatever the calls would have answered. */
const render = (element: ReactElement, client = new QueryClient()) =>
  renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{element}</I18nextProvider>
    </QueryClientProvider>,
  );
/** Visible text, tags dropped and spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
const count = (html: string, testId: string) => html.split(`data-testid="${testId}"`).length - 1;

const benefits = {
  weeklyCashbackPercent: 0,
  withdrawDailyMax: null,
  withdrawDailyCount: null,
  birthdayBonus: 0,
  levelUpBonus: 0,
};
const member: VipLevelView = {
  rankLevel: 0,
  labelName: 'Member',
  color: '#8a94a6',
  color2: '#5b6475',
  depositThreshold: null,
  turnoverThreshold: null,
  benefits,
};
const silver: VipLevelView = {
  rankLevel: 1,
  labelName: 'Silver',
  color: '#e5e7eb',
  color2: '#9ca3af',
  depositThreshold: 500,
  turnoverThreshold: 5000,
  benefits: {
    weeklyCashbackPercent: 0.5,
    withdrawDailyMax: 20000,
    withdrawDailyCount: 5,
    birthdayBonus: 18,
    levelUpBonus: 10,
  },
};
const gold: VipLevelView = {
  rankLevel: 2,
  labelName: 'Gold',
  color: '#ffe08a',
  color2: '#d89b00',
  depositThreshold: 2000,
  turnoverThreshold: null,
  benefits: { ...silver.benefits, weeklyCashbackPercent: 1, withdrawDailyCount: 1 },
};
const overview = (over: Partial<VipOverview> = {}): VipOverview => ({
  level: member,
  next: silver,
  period: { kind: 'month', start: '2030-06-01T00:00:00.000Z', end: '2030-07-01T00:00:00.000Z' },
  deposits: 120,
  turnover: 1250,
  progressPercent: 25,
  graceLeft: 0,
  levels: [member, silver, gold],
  birthday: null,
  ...over,
});

describe('VipStatus', () => {
  it('shows the level in its colours, the period, what counted, the bar and what is missing for each condition', () => {
    const html = render(<VipStatus overview={overview()} />);
    expect(html).toContain('background:linear-gradient(135deg, #8a94a6, #5b6475)');
    const shown = text(html);
    expect(shown).toContain('Your level Member');
    expect(shown).toContain('This month');
    expect(shown).toMatch(/Jun 1\s–\s30, 2030/);
    expect(shown).toContain('Deposits this period R$120.00');
    expect(shown).toContain('Valid turnover this period R$1,250.00');
    expect(shown).toContain('Next level Silver 25%');
    expect(html).toContain('aria-valuenow="25"');
    expect(html).toContain('width:25%');
    expect(shown).toContain('Deposits: R$120.00 of R$500.00 R$380.00 to go');
    expect(shown).toContain('Valid turnover: R$1,250.00 of R$5,000.00 R$3,750.00 to go');
    expect(shown).toContain('Both conditions must be met to move up.');
    // Rank 0 has nothing to keep.
    expect(html).not.toContain('data-testid="vip-keep"');
  });

  it('marks a met condition as reached and tells a member in grace how many periods they have', () => {
    const shown = text(
      render(
        <VipStatus
          overview={overview({
            level: silver,
            next: gold,
            deposits: 2400,
            turnover: 6000,
            progressPercent: 100,
            graceLeft: 2,
          })}
        />,
      ),
    );
    expect(shown).toContain('Deposits: R$2,400.00 of R$2,000.00 Reached');
    expect(shown).not.toContain('Both conditions');
    expect(shown).toContain('You have already done enough this period to keep your level.');
  });

  it('warns of a drop without grace and congratulates at the top', () => {
    const grace = text(
      render(<VipStatus overview={overview({ level: silver, next: gold, deposits: 10, graceLeft: 1 })} />),
    );
    expect(grace).toContain('you keep your level for 1 more period before moving down');
    const atRisk = text(render(<VipStatus overview={overview({ level: silver, next: gold, deposits: 10 })} />));
    expect(atRisk).toContain('Reach this level’s target by Jun 30, 2030 to keep it.'.replace('’', "'"));
    const top = render(<VipStatus overview={overview({ level: gold, next: null, deposits: 3000 })} />);
    expect(text(top)).toContain('You are at the highest level. Congratulations!');
    expect(top).not.toContain('role="progressbar"');
  });
});

describe('VipLadder', () => {
  it('lists every level with what reaches it and what it gives, the member’s own marked', () => {
    const html = render(<VipLadder levels={[member, silver, gold]} currentRank={1} />);
    expect(count(html, 'vip-ladder-level')).toBe(3);
    const [base, second, third] = html.split('data-testid="vip-ladder-level"').slice(1).map(text);
    expect(base).toContain('Where every member starts');
    expect(base).toContain('Weekly cashback —');
    expect(base).toContain('Daily withdrawal limit Standard');
    expect(base).toContain('Withdrawals per day No limit');
    expect(second).toContain('Your level');
    expect(second).toContain('Deposits from R$500.00 and valid turnover from R$5,000.00');
    expect(second).toContain('Weekly cashback 0.5%');
    expect(second).toContain('Daily withdrawal limit R$20,000.00');
    expect(second).toContain('Withdrawals per day 5 times');
    expect(second).toContain('Birthday bonus R$18.00');
    expect(second).toContain('Level-up bonus R$10.00');
    expect(third).toContain('Deposits from R$2,000.00');
    expect(third).not.toContain(' and ');
    expect(third).toContain('Withdrawals per day 1 time');
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
  });
});

describe('VipPage', () => {
  const seeded = (data: VipOverview) => {
    const client = new QueryClient();
    client.setQueryData(vipQuery('t').queryKey, data);
    return client;
  };

  it('asks for the birthday once, saying it cannot be changed', () => {
    const html = render(<VipPage token="t" enabled />, seeded(overview()));
    expect(html).toContain('data-testid="vip-birthday-form"');
    expect(html).toContain('type="date"');
    expect(text(html)).toContain('It can be set only once and cannot be changed afterwards.');
    expect(count(html, 'vip-ladder-level')).toBe(3);
  });

  it('shows a set birthday read-only', () => {
    const html = render(<VipPage token="t" enabled />, seeded(overview({ birthday: '1990-02-03' })));
    expect(html).not.toContain('vip-birthday-form');
    expect(text(html)).toContain('Birthday February 3, 1990');
  });

  it('says the brand has VIP off instead of asking the server', () => {
    const html = render(<VipPage token="t" enabled={false} />);
    expect(html).toContain('data-testid="loyalty-off-vip"');
    expect(text(html)).toContain('VIP levels are not available on this site');
  });
});

const mission = (over: Partial<MissionView> = {}): MissionView => ({
  id: 7,
  title: 'Spin 50 rounds',
  description: 'Any slot counts',
  period: 'daily',
  kind: 'rounds',
  product: 'RNG',
  target: 50,
  progress: 12,
  state: 'progress',
  reward: 5,
  rewardWallet: 'bonus',
  missionPoints: 10,
  periodEnd: '2030-06-02T00:00:00.000Z',
  ...over,
});
const NOW = Date.parse('2030-06-01T19:30:00.000Z');

describe('MissionCard', () => {
  it('shows counts for rounds, the bar, the reward and its wallet, mission points and the time left; no button yet', () => {
    const html = render(<MissionCard mission={mission()} now={NOW} />);
    const shown = text(html);
    expect(shown).toContain('Spin 50 rounds');
    expect(shown).toContain('In progress');
    expect(shown).toContain('Only Slots counts');
    expect(shown).toContain('Rounds: 12 / 50');
    expect(html).toContain('aria-valuenow="24"');
    expect(shown).toContain('Reward R$5.00 to bonus wallet');
    expect(shown).toContain('Mission points +10');
    expect(shown).toContain('4h 30m left');
    expect(html).not.toContain('mission-claim');
  });

  it('formats money for wager missions and caps the figures at the target', () => {
    const shown = text(
      render(
        <MissionCard
          mission={mission({
            kind: 'wager',
            product: null,
            target: 1000,
            progress: 1500.5,
            state: 'claimable',
            rewardWallet: 'main',
          })}
          now={NOW}
        />,
      ),
    );
    expect(shown).toContain('R$1,000.00 / R$1,000.00 wagered');
    expect(shown).toContain('to main wallet');
    expect(shown).not.toContain('Only');
  });

  it('has a Claim button when claimable, and only says Claimed once taken', () => {
    const claimable = render(<MissionCard mission={mission({ state: 'claimable', progress: 50 })} now={NOW} />);
    expect(claimable).toContain('data-testid="mission-claim"');
    expect(text(claimable)).toContain('Ready to claim');
    expect(claimable).toContain('aria-valuenow="100"');
    const claimed = render(<MissionCard mission={mission({ state: 'claimed', progress: 50 })} now={NOW} />);
    expect(claimed).not.toContain('mission-claim');
    expect(text(claimed)).toContain('Claimed');
  });

  it('counts days for sign-in missions and says Ended after the period', () => {
    const shown = text(
      render(
        <MissionCard
          mission={mission({ kind: 'login_days', product: null, target: 5, progress: 2 })}
          now={Date.parse('2030-06-03T00:00:00Z')}
        />,
      ),
    );
    expect(shown).toContain('Days signed in: 2 / 5');
    expect(shown).toContain('Time left Ended');
  });
});

describe('MissionsPage', () => {
  it('opens on the daily missions, ready ones first, with a badge on each tab that has some', () => {
    const client = new QueryClient();
    client.setQueryData(missionsQuery('t').queryKey, {
      list: [
        mission({ id: 1, title: 'Running one' }),
        mission({ id: 2, title: 'Ready one', state: 'claimable', progress: 50 }),
        mission({ id: 3, title: 'Weekly one', period: 'weekly' }),
      ],
      claimableCount: 1,
    });
    const html = render(<MissionsPage token="t" enabled />, client);
    expect(count(html, 'mission-card')).toBe(2);
    expect(html.indexOf('Ready one')).toBeLessThan(html.indexOf('Running one'));
    expect(html).not.toContain('Weekly one');
    expect(html).toContain('data-testid="tab-badge-daily"');
    expect(html).not.toContain('tab-badge-weekly');
    expect(text(html)).toContain('Daily 1 Weekly Leaderboard');
  });

  it('says when a period has no missions, and when the brand has missions off', () => {
    const client = new QueryClient();
    client.setQueryData(missionsQuery('t').queryKey, { list: [mission({ period: 'weekly' })], claimableCount: 0 });
    expect(text(render(<MissionsPage token="t" enabled />, client))).toContain('No daily missions right now');
    expect(render(<MissionsPage token="t" enabled={false} />)).toContain('loyalty-off-missions');
  });
});

describe('LeaderboardTable', () => {
  const board = (me: Leaderboard['me']): Leaderboard => ({
    periodStart: '2030-06-03T00:00:00.000Z',
    periodEnd: '2030-06-10T00:00:00.000Z',
    top: [
      { rank: 1, username: 'ab***9', points: 1200 },
      { rank: 2, username: 'me***x', points: 800 },
      { rank: 3, username: 'zz***1', points: 40 },
    ],
    me,
  });

  it('highlights the member’s own row when they are in the top', () => {
    const html = render(<LeaderboardTable board={board({ rank: 2, points: 800 })} />);
    expect(count(html, 'leaderboard-row')).toBe(3);
    expect(html.match(/data-me="true"/g)).toHaveLength(1);
    expect(text(html)).toContain('2 me***x You 800');
    expect(text(html)).toMatch(/This week: Jun 3\s–\s9, 2030/);
    expect(html).not.toContain('leaderboard-me');
  });

  it('gives the member’s rank below the table when outside it, or says they are not ranked', () => {
    expect(text(render(<LeaderboardTable board={board({ rank: 72, points: 5 })} />))).toContain(
      'Your rank: #72 with 5 mission points',
    );
    const unranked = render(<LeaderboardTable board={board({ rank: null, points: 0 })} />);
    expect(unranked).not.toContain('data-me="true"');
    expect(text(unranked)).toContain('You are not ranked yet.');
  });
});

describe('badges and the club label', () => {
  it('shows no mission badge at zero, the count above it', () => {
    expect(render(<MissionCountBadge count={0} />)).toBe('');
    const html = render(<MissionCountBadge count={3} />);
    expect(html).toContain('>3<');
    expect(html).toContain('aria-label="3 missions ready to claim"');
  });

  it('counts the claimable missions for the menus only for a signed-in member with missions on', () => {
    const Probe = ({ token, enabled }: { token: string | null; enabled: boolean }) => (
      <MissionCountBadge count={useMissionBadgeCount(token, enabled)} />
    );
    const client = new QueryClient();
    client.setQueryData(missionSummaryQuery('t').queryKey, { claimableCount: 2 });
    client.setQueryData(missionSummaryQuery(null).queryKey, { claimableCount: 2 });
    expect(render(<Probe token="t" enabled />, client)).toContain('>2<');
    expect(render(<Probe token={null} enabled />, client)).toBe('');
    expect(render(<Probe token="t" enabled={false} />, client)).toBe('');
  });

  it('draws the club label in its colours and names the level for screen readers', () => {
    const html = render(
      <ClubLabelButton
        label={{ labelName: 'Gold', color: '#ffe08a', color2: '#d89b00', rankLevel: 2 }}
        onOpen={() => {}}
      />,
    );
    expect(html).toContain('background:linear-gradient(135deg, #ffe08a, #d89b00)');
    expect(html).toContain('color:#141a22');
    expect(html).toContain('aria-label="Your VIP level: Gold. Open the VIP page"');
    expect(html).toContain('>Gold<');
    expect(
      render(
        <ClubLabelButton
          label={{ labelName: ' ', color: '#000000', color2: '#000000', rankLevel: 0 }}
          onOpen={() => {}}
        />,
      ),
    ).toBe('');
  });
});

const goods = (over: Partial<GoodsView> = {}): GoodsView => ({
  id: 4,
  kind: 'item',
  name: 'Team jersey',
  description: 'Official shirt',
  imageUrl: null,
  points: 1500,
  amountRequirement: 1000,
  cashValue: null,
  stockLeft: 3,
  perMemberLimit: 2,
  redeemedByMe: 1,
  ...over,
});

describe('GoodsCard', () => {
  it('shows the price, the turnover asked against the member’s, stock and limit, and Redeem', () => {
    const html = render(<GoodsCard goods={goods()} points={2000} turnover30d={1200} onRedeem={() => {}} />);
    const shown = text(html);
    expect(shown).toContain('Team jersey');
    expect(shown).toContain('1,500 points');
    expect(shown).toContain('Needs R$1,000.00 turnover in 30 days (yours: R$1,200.00)');
    expect(shown).toContain('3 left');
    expect(shown).toContain('Redeemed 1 of 2 allowed');
    expect(html).not.toContain('disabled=""');
    expect(html).not.toContain('goods-blocker');
  });

  it('disables Redeem and says why: points, turnover, limit, stock', () => {
    const why = (g: Partial<GoodsView>, points = 2000, turnover = 1200) => {
      const html = render(<GoodsCard goods={goods(g)} points={points} turnover30d={turnover} onRedeem={() => {}} />);
      expect(html).toContain('disabled=""');
      return text(html.slice(html.indexOf('goods-blocker')));
    };
    expect(why({}, 100)).toContain('Not enough points');
    expect(why({}, 2000, 999)).toContain('Turnover not reached');
    expect(why({ redeemedByMe: 2 })).toContain('Limit reached');
    expect(why({ stockLeft: 0 })).toContain('Sold out');
  });

  it('says unlimited stock and shows a cash good’s money', () => {
    const shown = text(
      render(
        <GoodsCard
          goods={goods({
            kind: 'cash',
            cashValue: 25,
            stockLeft: null,
            perMemberLimit: null,
            redeemedByMe: 0,
            amountRequirement: 0,
          })}
          points={2000}
          turnover30d={0}
          onRedeem={() => {}}
        />,
      ),
    );
    expect(shown).toContain('R$25.00');
    expect(shown).toContain('Always in stock');
    expect(shown).not.toContain('Needs');
    expect(shown).not.toContain('Redeemed');
  });
});

const points: PointsOverview = {
  points: 12500,
  earnRates: { RNG: 1, LIVE: 0.5, SPORTS: 0 },
  pointsPerUnit: 100,
  minConvertPoints: 1000,
  redeemedQuantity: 3,
};

describe('PointsSummary', () => {
  it('shows the points, goods redeemed and each product that earns', () => {
    const shown = text(render(<PointsSummary overview={points} />));
    expect(shown).toContain('Your points 12,500');
    expect(shown).toContain('Goods redeemed 3');
    expect(shown).toContain('Points per 100 of valid turnover Slots 1 Live casino 0.5');
    expect(shown).not.toContain('Sports');
  });
});

describe('PointMall', () => {
  it('asks a visitor to log in, and says when the brand has the mall off', () => {
    const out = render(
      <PointMall token={null} decimals={2} enabled onLogin={() => {}} onSetPaymentPassword={() => {}} />,
    );
    expect(out).toContain('data-testid="mall-login"');
    expect(text(out)).toContain('Log in to use the points mall');
    const off = render(
      <PointMall token="t" decimals={2} enabled={false} onLogin={() => {}} onSetPaymentPassword={() => {}} />,
    );
    expect(text(off)).toContain('The points mall is not available on this site');
    expect(off).not.toContain('mall-login');
  });

  const mall = (overview: PointsOverview, list: GoodsView[]) => {
    const client = new QueryClient();
    client.setQueryData(pointsQuery('t').queryKey, overview);
    client.setQueryData(goodsQuery('t').queryKey, { list, turnover30d: 1200 });
    return render(
      <PointMall token="t" decimals={2} enabled onLogin={() => {}} onSetPaymentPassword={() => {}} />,
      client,
    );
  };

  it('shows the points, the conversion at its rate and the goods grid', () => {
    const html = mall(points, [goods(), goods({ id: 5, name: 'Cap' })]);
    expect(count(html, 'goods-card')).toBe(2);
    expect(text(html)).toContain('100 points = R$1.00. At least 1,000 points at a time');
    expect(html).toContain('data-testid="convert-form"');
    expect(html).toContain('data-testid="field-paymentPassword"');
    expect(text(html)).toContain('You receive: R$0.00');
  });

  it('hides the conversion when the brand does not convert, and says when there are no goods', () => {
    const html = mall({ ...points, pointsPerUnit: null }, []);
    expect(html).not.toContain('convert-form');
    expect(text(html)).toContain('No goods to redeem right now');
  });
});

describe('histories', () => {
  const redemption = (over: Partial<RedemptionView>): RedemptionView => ({
    id: 1,
    goodsId: 4,
    goodsName: 'Team jersey',
    kind: 'item',
    points: 1500,
    status: 'processing',
    remark: null,
    createdAt: '2030-06-01T10:00:00.000Z',
    decidedAt: null,
    ...over,
  });

  it('shows each redemption’s status, and a rejection with its remark and the points back', () => {
    const html = render(
      <RedemptionList
        list={[
          redemption({ id: 1 }),
          redemption({ id: 2, status: 'approved' }),
          redemption({ id: 3, status: 'rejected', remark: 'Out of size' }),
        ]}
      />,
    );
    const shown = text(html);
    expect(shown).toContain('In process');
    expect(shown).toContain('Approved');
    expect(shown).toContain('Rejected');
    expect(shown).toContain('Reason: Out of size');
    expect(shown).toContain('The points were returned to you.');
    expect(count(html, 'redemption-remark')).toBe(1);
    expect(text(render(<RedemptionList list={[]} />))).toContain('You have not redeemed anything yet');
  });

  it('names each points movement with its signed amount and the balance after', () => {
    const shown = text(
      render(
        <MovementList
          list={[
            { id: 1, kind: 'earned', points: 120, balanceAfter: 1620, createdAt: '2030-06-01T10:00:00.000Z' },
            { id: 2, kind: 'redeemed', points: -1500, balanceAfter: 120, createdAt: '2030-06-01T11:00:00.000Z' },
            { id: 3, kind: 'refunded', points: 1500, balanceAfter: 1620, createdAt: '2030-06-01T12:00:00.000Z' },
            { id: 4, kind: 'converted', points: -1000, balanceAfter: 620, createdAt: '2030-06-01T13:00:00.000Z' },
            { id: 5, kind: 'adjusted', points: 5, balanceAfter: 625, createdAt: '2030-06-01T14:00:00.000Z' },
          ]}
        />,
      ),
    );
    expect(shown).toContain('Earned +120 Balance: 1,620');
    expect(shown).toContain('Redeemed −1,500 Balance: 120');
    expect(shown).toContain('Refunded +1,500');
    expect(shown).toContain('Converted −1,000 Balance: 620');
    expect(shown).toContain('Adjusted +5');
  });
});
