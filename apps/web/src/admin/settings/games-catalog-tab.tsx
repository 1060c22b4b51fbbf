import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  GAME_CATEGORY_CODES,
  type AdminVendor,
  type adminGamePageSchema,
  type adminGameSchema,
} from '@portal/shared/contracts/games';
import { Button } from '../../ui/button';
import { minorOf } from '../../lib/money-form';
import { adminApi, adminDownload } from '../lib/admin-api';
import { DataTable } from '../../ui/data-table';
import { FilterSearch, FilterSelect } from '../ui/list-filters';
import { Pager } from '../ui/list-pager';
import { useMoney } from '../ui/use-money';
import { NameCell, RowSwitch } from './list-cells';
import { failureText, VENDORS } from './settings-lists';
import { useListParams } from '../../lib/use-list-params';

type AdminGame = z.infer<typeof adminGameSchema>;
type GamePage = z.infer<typeof adminGamePageSchema>;
const PAGE_SIZE = 20;

/** The whole catalog in every state: find a game, switch it, put it in maintenance, rank it. */
export function GamesCatalogTab() {
  const { t } = useTranslation('admin-settings');
  const { t: tAdmin } = useTranslation('admin');
  const queryClient = useQueryClient();
  const money = useMoney();
  const [list, setList] = useListParams<{ page: number; vendor?: string; category?: string; q?: string }>({ page: 1 }, [
    'vendor',
    'category',
    'q',
  ]);
  const { vendor, category, q, page } = list;
  const [typed, setTyped] = useState(q ?? '');
  const [exportError, setExportError] = useState('');
  const filter = { vassalage: vendor, category, q: q || undefined };

  const vendors = useQuery({ queryKey: VENDORS, queryFn: () => adminApi<AdminVendor[]>('/admin/api/games/vendors') });
  const key = ['admin', 'games', filter, page];
  const games = useQuery({
    queryKey: key,
    queryFn: () => adminApi<GamePage>('/admin/api/games', { query: { ...filter, pageNo: page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

  const change = useMutation({
    mutationFn: ({ game, body }: { game: AdminGame; body: object }) =>
      adminApi<AdminGame>(`/admin/api/games/${encodeURIComponent(game.nodeId)}`, { method: 'PATCH', body }),
    onSuccess: (next) =>
      queryClient.setQueryData<GamePage>(key, (old) =>
        old ? { ...old, games: old.games.map((g) => (g.nodeId === next.nodeId ? next : g)) } : old,
      ),
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setList({ ...list, q: typed.trim() || undefined, page: 1 });
  };
  const exportCsv = () => {
    setExportError('');
    adminDownload('/admin/api/games', { ...filter, format: 'csv' }, 'games.csv').catch((error: unknown) =>
      setExportError(failureText(error, tAdmin('failed'))),
    );
  };

  const toggle = (game: AdminGame, key: 'enabled' | 'maintenance' | 'isHot') => (
    <RowSwitch
      checked={game[key]}
      disabled={change.isPending}
      label={`${game.name}: ${t(`games.${key}`)}`}
      onChange={(checked) => change.mutate({ game, body: { [key]: checked } })}
      testId={`game-${game.nodeId}-${key}`}
    />
  );
  const number = (game: AdminGame, key: 'hotRank' | 'position', max: number) => (
    <InlineNumber
      key={`${game.nodeId}-${key}-${game[key]}`}
      label={`${game.name}: ${t(`games.${key}`)}`}
      value={game[key]}
      max={max}
      disabled={change.isPending}
      onCommit={(value) => change.mutate({ game, body: { [key]: value } })}
      testId={`game-${game.nodeId}-${key}`}
    />
  );

  return (
    <section className="settings-list" data-testid="games-tab">
      <form className="admin-filters" onSubmit={search}>
        <FilterSelect
          label={t('vendors.vendor')}
          all={tAdmin('fields.all')}
          value={vendor}
          choices={vendors.data?.map((v) => ({ value: v.code, label: v.name })) ?? []}
          onChange={(next) => {
            setList({ ...list, vendor: next, page: 1 });
          }}
          testId="games-filter-vendor"
        />
        <FilterSelect
          label={t('fields.category')}
          all={tAdmin('fields.all')}
          value={category}
          choices={GAME_CATEGORY_CODES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
          onChange={(next) => {
            setList({ ...list, category: next, page: 1 });
          }}
          testId="games-filter-category"
        />
        <FilterSearch
          label={tAdmin('actions.search')}
          value={typed}
          maxLength={60}
          placeholder={t('games.searchHint')}
          onChange={setTyped}
          testId="games-search"
        />
        <Button type="submit" data-testid="games-search-submit">
          {tAdmin('actions.search')}
        </Button>
        <Button onClick={exportCsv} data-testid="games-export">
          {tAdmin('actions.export')}
        </Button>
      </form>
      {(games.error || change.error || exportError) && (
        <p className="admin-error" role="alert" data-testid="games-error">
          {exportError || failureText(games.error ?? change.error, tAdmin('failed'))}
        </p>
      )}
      <DataTable
        testId="games-table"
        rows={games.data?.games}
        loading={games.isLoading}
        rowKey={(g) => g.nodeId}
        empty={t('games.empty')}
        columns={[
          {
            key: 'game',
            header: t('games.game'),
            cell: (g) => <NameCell name={g.name} detail={g.nodeId} />,
          },
          { key: 'vendor', header: t('vendors.vendor'), cell: (g) => g.vendorName },
          { key: 'category', header: t('fields.category'), cell: (g) => t(`categories.${g.gameCategory}`) },
          { key: 'enabled', header: t('games.enabled'), cell: (g) => toggle(g, 'enabled') },
          { key: 'maintenance', header: t('games.maintenance'), cell: (g) => toggle(g, 'maintenance') },
          { key: 'hot', header: t('games.isHot'), cell: (g) => toggle(g, 'isHot') },
          { key: 'rank', header: t('games.hotRank'), cell: (g) => number(g, 'hotRank', 1_000_000) },
          { key: 'position', header: t('games.position'), cell: (g) => number(g, 'position', 100_000) },
          {
            key: 'minBet',
            header: t('games.minBet'),
            numeric: true,
            cell: (g) => money.format(minorOf(g.minBet, money.decimals)),
          },
          {
            key: 'state',
            header: tAdmin('fields.status'),
            cell: (g) =>
              !g.available ? (
                <span className="admin-badge admin-badge--bad">{t('games.unavailable')}</span>
              ) : g.maintenance ? (
                <span className="admin-badge admin-badge--warn">{t('states.maintenance')}</span>
              ) : (
                <span className="admin-badge admin-badge--good">{t('games.playable')}</span>
              ),
          },
        ]}
      />
      {games.data && games.data.total > 0 && (
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          total={games.data.total}
          onPage={(next) => setList({ ...list, page: next })}
        />
      )}
    </section>
  );
}

/** A whole number edited in place: sent on Enter or when the field is left, if it changed and reads. */
function InlineNumber({
  label,
  value,
  max,
  disabled,
  onCommit,
  testId,
}: {
  label: string;
  value: number;
  max: number;
  disabled: boolean;
  onCommit: (value: number) => void;
  testId: string;
}) {
  const [text, setText] = useState(String(value));
  const next = Number(text);
  const valid = text.trim() !== '' && Number.isInteger(next) && next >= 0 && next <= max;
  const commit = () => {
    if (valid && next !== value) onCommit(next);
    else if (!valid) setText(String(value));
  };
  return (
    <input
      type="number"
      className="settings-rules__number"
      aria-label={label}
      aria-invalid={valid ? undefined : true}
      min={0}
      max={max}
      value={text}
      disabled={disabled}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
      data-testid={testId}
    />
  );
}
