// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { useLocation } from 'react-router';
import admin from '../../i18n/locales/en/admin.json';
import adminLottery from '../../i18n/locales/en/admin-lottery.json';
import { renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, server } from '../../test/msw.ts';
import { PeriodsTab } from './periods-tab.tsx';

// The brand's currency and the markets' rules, as the console reads them.
vi.mock('./lottery-api', async (original) => ({
  ...(await original<typeof import('./lottery-api')>()),
  useMajorMoney: () => ({ decimals: 0, code: 'VND', format: String, major: String }),
  useMarkets: () => ({ data: [] }),
}));

listenForCalls();
withEnglishTexts({ admin, 'admin-lottery': adminLottery });

const period = {
  periodId: 7,
  gameCode: 'FAST_1',
  issue: '20261201-0001',
  stationCode: null,
  stationName: null,
  status: 'open',
  openAt: '2026-12-01T00:00:00.000Z',
  closeAt: '2026-12-01T00:01:00.000Z',
  drawAt: '2026-12-01T00:01:05.000Z',
  seedHash: null,
  seed: null,
  resultSource: null,
  result: null,
};

/** The pages asked of the server, by list, as the calls carry them. */
function answerBothLists() {
  const asked = { periods: [] as string[], liability: [] as string[] };
  server.use(
    http.get('*/admin/api/lottery/games', () => answer([])),
    http.get('*/admin/api/approvals', () => answer({ items: [], page: 1, pageSize: 100, total: 0, totalPages: 1 })),
    http.get('*/admin/api/lottery/periods', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      asked.periods.push(String(page));
      const items = Array.from({ length: 20 }, (_, i) => ({ ...period, periodId: 100 + i, round: 1 }));
      return answer({ items, page, pageSize: 20, total: 100, totalPages: 5 });
    }),
    http.get('*/admin/api/lottery/periods/7', () =>
      answer({
        ...period,
        gameName: 'Fast one',
        market: 'FAST_NORTH',
        resultSourceOfGame: 'rng',
        round: 1,
        cancelReason: null,
        settledAt: null,
        confirmedAt: null,
        bets: 0,
        stake: 0,
        payout: 0,
        rounds: [],
      }),
    ),
    http.get('*/admin/api/lottery/periods/7/liability', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page'));
      asked.liability.push(`${query.get('kind') ?? ''}:${page}`);
      const items = [{ outcome: `L2:${page}`, kind: 'L2', pick: String(page), amount: 10, share: 0.1 }];
      return answer({
        ...period,
        limit: 100,
        outcomes: 60,
        highest: 10,
        items,
        page,
        pageSize: 20,
        total: 60,
        totalPages: 3,
      });
    }),
  );
  return asked;
}

/** The address as the page holds it, to mount again as a reload would. */
const seen = { address: '' };
function Address() {
  const location = useLocation();
  seen.address = `${location.pathname}${location.search}`;
  return null;
}

const mount = (at: string) =>
  renderWithServer(
    <>
      <PeriodsTab periodId={7} onPeriod={() => {}} />
      <Address />
    </>,
    { at },
  );

/** The page a pager marks as the current one. */
const marked = (pager: Element | undefined) => pager?.querySelector('[aria-current="page"]')?.textContent;
/** The liability's pager, inside the period's panel. */
const currentPage = (liability: HTMLElement) => marked(within(liability).getByTestId('admin-pager'));
/** The periods' own pager, the one outside the liability. */
const periodsPage = () =>
  marked(screen.getAllByTestId('admin-pager').find((pager) => !screen.getByTestId('liability').contains(pager)));

describe('the periods and a period’s liability, two pagers on one screen', () => {
  it('keeps each list’s page in the address under its own name, so a reload shows both', async () => {
    const asked = answerBothLists();
    const first = await mount('/lottery?tab=periods&period=7&page=2');
    const liability = await screen.findByTestId('liability');
    await waitFor(() => expect(currentPage(liability)).toBe('1'));
    expect(periodsPage()).toBe('2');

    fireEvent.click(within(liability).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(currentPage(liability)).toBe('3'));
    expect(new URLSearchParams(seen.address.split('?')[1]).get('liabilityPage')).toBe('3');
    expect(new URLSearchParams(seen.address.split('?')[1]).get('page')).toBe('2');
    expect(asked.liability).toContain(':3');

    first.unmount();
    const address = seen.address;
    asked.periods.length = 0;
    asked.liability.length = 0;
    await mount(address);
    await waitFor(() => expect(currentPage(screen.getByTestId('liability'))).toBe('3'));
    expect(periodsPage()).toBe('2');
    expect(asked.periods).toEqual(['2']);
    expect(asked.liability).toEqual([':3']);
  });

  it('starts the liability at its first page when its kind changes, leaving the periods’ page', async () => {
    answerBothLists();
    await mount('/lottery?tab=periods&period=7&page=4&liabilityPage=2');
    const liability = await screen.findByTestId('liability');
    await waitFor(() => expect(currentPage(liability)).toBe('2'));
    fireEvent.change(within(liability).getByTestId('liability-kind'), { target: { value: 'DE' } });
    await waitFor(() => expect(currentPage(liability)).toBe('1'));
    const params = new URLSearchParams(seen.address.split('?')[1]);
    expect([params.get('page'), params.get('liabilityPage'), params.get('liabilityKind')]).toEqual(['4', null, 'DE']);
  });
});
