import { describe, expect, it } from 'vitest';
import type { BetGame, LedgerRecord } from '@portal/shared/contracts/records';
import { attributeValues, renderHtml } from '../../test/render.tsx';
import { GameFilter } from './components/game-filter.tsx';
import { LedgerTable } from './components/ledger-table.tsx';
import { PagedRecords, RecordsFilter, usePagedRecords } from './components/paged-records.tsx';
import { CurrencyProvider } from '../../lib/currency';

const labels = (html: string) => attributeValues(html, 'aria-label');

describe('LedgerTable', () => {
  const row = (over: Partial<LedgerRecord>): LedgerRecord => ({
    id: 1,
    transactionId: 1,
    kind: 'transfer',
    wallet: 'main',
    walletName: null,
    amount: 0,
    balanceAfter: 0,
    reference: null,
    createdAt: '2030-06-15T12:00:00.000Z',
    ...over,
  });

  it('shows signed amounts in the brand currency, the wallet and the type in words', async () => {
    const html = await renderHtml(
      <LedgerTable
        items={[
          row({ id: 2, amount: 1234.5, balanceAfter: 1234.5, kind: 'deposit' }),
          row({ id: 3, amount: -30.25, balanceAfter: 1204.25, wallet: 'vendor:PG', walletName: 'PG Soft' }),
          row({ id: 5, amount: 1, balanceAfter: 1, wallet: 'vendor:GONE_VENDOR' }),
          row({ id: 4, amount: 7, balanceAfter: 7, wallet: 'bonus', kind: 'some_later_kind' }),
        ]}
        caption="Account record"
      />,
    );
    expect(html).toContain('+R$1,234.50');
    expect(html).toContain('-R$30.25');
    expect(html).toContain('R$1,204.25');
    // A vendor wallet by its vendor's name; by its code only when the catalogue names it no more.
    expect(html).toContain('PG Soft wallet');
    expect(html).toContain('GONE_VENDOR wallet');
    expect(html).toContain('Bonus wallet');
    expect(html).toContain('Deposit');
    // A kind this build does not know yet still shows, by its name.
    expect(html).toContain('some_later_kind');
    expect(attributeValues(html, 'data-sign')).toEqual(['in', 'out', 'in', 'in']);
  });

  it('shows a currency without minor units whole, as its market writes it', async () => {
    const html = await renderHtml(
      <CurrencyProvider currency={{ code: 'VND', decimals: 0, symbol: '₫' }}>
        <LedgerTable items={[row({ amount: 25000, balanceAfter: 125000 })]} caption="Account record" />
      </CurrencyProvider>,
    );
    expect(html).toContain('+₫25,000<');
    expect(html).toContain('₫125,000<');
  });
});

describe('PagedRecords', () => {
  function Page({ items, filter }: { items: string[]; filter?: boolean }) {
    const records = usePagedRecords();
    const query = {
      isPending: false,
      error: null,
      data: { items, totalPages: 2, totalCapped: false },
      refetch: () => Promise.resolve(),
    };
    return (
      <PagedRecords
        testId="some-record"
        records={records}
        filter={
          filter ? (
            <RecordsFilter
              label="Kind"
              allLabel="All kinds"
              testId="some-kind"
              options={[{ value: 'a', label: 'A' }]}
              records={records}
            />
          ) : undefined
        }
        query={query}
        emptyTitle="Nothing yet"
        emptyDescription="Try another period"
      >
        {(data) => <ul data-testid="some-list">{data.items.join(',')}</ul>}
      </PagedRecords>
    );
  }

  it('shows the filter, the presets, the list and its pager', async () => {
    const html = await renderHtml(<Page items={['x', 'y']} filter />);
    expect(html).toContain('data-testid="some-record"');
    expect(html).toContain('selected="">All kinds</option>');
    expect(html).toContain('data-testid="preset-previous7"');
    expect(html).toContain('>x,y</ul>');
    expect(labels(html)).toContain('Page 2');
  });

  it('shows the empty state instead of an empty list', async () => {
    const html = await renderHtml(<Page items={[]} />);
    expect(html).toContain('Nothing yet');
    expect(html).not.toContain('some-list');
    expect(html).not.toContain('some-kind');
  });
});

describe('GameFilter', () => {
  const games: BetGame[] = [
    { gameCode: 'lotus-slot', gameName: 'Lotus Fortune', product: 'RNG' },
    { gameCode: 'VN_MB', gameName: null, product: 'LOTT' },
  ];

  it('lists the played games by name (else by code) after "All games"', async () => {
    const html = await renderHtml(<GameFilter value="" games={games} onChange={() => {}} />);
    expect(html).toContain('selected="">All games</option>');
    expect(attributeValues(html, 'value')).toEqual(['', 'lotus-slot', 'VN_MB']);
    expect(html).toContain('>Lotus Fortune</option>');
    expect(html).toContain('>VN_MB</option>');
  });

  it('keeps a chosen game the period no longer holds, so the filter still says what it filters', async () => {
    const html = await renderHtml(<GameFilter value="dice" games={games} onChange={() => {}} />);
    expect(attributeValues(html, 'value')).toEqual(['', 'dice', 'lotus-slot', 'VN_MB']);
    expect(html).toContain('value="dice" selected="">dice</option>');
  });
});
