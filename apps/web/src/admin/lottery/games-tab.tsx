import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { adminApi } from '../lib/admin-api';
import { DataTable, type Column } from '../../ui/data-table';
import { GameForm } from './game-form';
import { LOTTERY_KEY, useGames, useMajorMoney, type ConsoleGame } from './lottery-api';
import { useDeskCall } from './use-desk-call';
import { ActionStatus } from '../ui/action-status';

type Editing = { kind: 'create' } | { kind: 'edit'; game: ConsoleGame } | null;

/** Every lottery game with its schedule, source and limits; on / off, edit, and a new fast game from a template. */
export function GamesTab({ onPeriods }: { onPeriods: (gameCode: string) => void }) {
  const { t } = useTranslation('admin-lottery');
  const money = useMajorMoney();
  const queryClient = useQueryClient();
  const games = useGames();
  const [editing, setEditing] = useState<Editing>(null);
  const [switching, setSwitching] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const { error, run } = useDeskCall();

  const refresh = () => queryClient.invalidateQueries({ queryKey: LOTTERY_KEY });
  const toggle = async (game: ConsoleGame) => {
    setSwitching(game.gameCode);
    setNotice('');
    await run(
      () =>
        adminApi(`/admin/api/lottery/games/${game.gameCode}`, { method: 'PATCH', body: { enabled: !game.enabled } }),
      {
        done: () => {
          setNotice(
            game.enabled ? t('games.turnedOff', { name: game.name }) : t('games.turnedOn', { name: game.name }),
          );
          return refresh();
        },
      },
    );
    setSwitching(null);
  };

  const schedule = (g: ConsoleGame) =>
    g.intervalSeconds ? t('games.every', { seconds: g.intervalSeconds }) : t('games.daily', { time: g.drawTime });
  const columns: Column<ConsoleGame>[] = [
    {
      key: 'name',
      header: t('games.game'),
      cell: (g) => (
        <span className="lottery-game-name">
          <strong>{g.name}</strong>
          <small className="admin-muted">{g.gameCode}</small>
        </span>
      ),
    },
    {
      key: 'market',
      header: t('games.market'),
      cell: (g) => (
        <span className="lottery-game-name">
          {t(`markets.${g.market}`)}
          <small className="admin-muted">{g.product}</small>
        </span>
      ),
    },
    {
      key: 'schedule',
      header: t('games.schedule'),
      cell: (g) => (
        <span className="lottery-game-name">
          {schedule(g)}
          <small className="admin-muted">{t('games.closes', { seconds: g.closeBeforeSeconds })}</small>
        </span>
      ),
    },
    { key: 'source', header: t('games.source'), cell: (g) => t(`sources.${g.resultSource}`) },
    { key: 'limit', header: t('games.liabilityLimit'), numeric: true, cell: (g) => money.major(g.liabilityLimit) },
    {
      key: 'types',
      header: t('games.playTypes'),
      numeric: true,
      cell: (g) => {
        const over = g.betTypes.some((b) => b.return > 1);
        return (
          <span className={over ? 'admin-error' : undefined} title={over ? t('games.overReturn') : undefined}>
            {g.betTypes.filter((b) => b.enabled).length}/{g.betTypes.length}
            {over ? ' ⚠' : ''}
          </span>
        );
      },
    },
    {
      key: 'enabled',
      header: t('games.enabled'),
      cell: (g) => (
        <span className={g.enabled ? 'admin-badge admin-badge--good' : 'admin-badge'}>
          {g.enabled ? t('games.on') : t('games.off')}
        </span>
      ),
    },
    {
      key: 'actions',
      header: '',
      cell: (g) => (
        <span className="admin-actions lottery-row-actions">
          <Button
            size="sm"
            disabled={switching === g.gameCode}
            onClick={() => void toggle(g)}
            data-testid={`game-toggle-${g.gameCode}`}
          >
            {g.enabled ? t('games.turnOff') : t('games.turnOn')}
          </Button>
          <Button
            size="sm"
            onClick={() => setEditing({ kind: 'edit', game: g })}
            data-testid={`game-edit-${g.gameCode}`}
          >
            {t('admin:actions.edit')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onPeriods(g.gameCode)}>
            {t('games.periods')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="lottery-tab" data-testid="lottery-games">
      <div className="admin-actions">
        <Button
          variant="primary"
          onClick={() => {
            setEditing({ kind: 'create' });
            setNotice('');
          }}
          data-testid="game-create"
        >
          {t('games.create')}
        </Button>
      </div>
      {editing && (
        <GameForm
          key={editing.kind === 'edit' ? editing.game.gameCode : 'new'}
          game={editing.kind === 'edit' ? editing.game : undefined}
          onCancel={() => setEditing(null)}
          onDone={(game, approvalId) => {
            setNotice(
              approvalId !== undefined
                ? t('games.filed', { name: game.name, id: approvalId })
                : editing.kind === 'edit'
                  ? t('games.saved', { name: game.name })
                  : t('games.created', { name: game.name }),
            );
            setEditing(null);
            void refresh();
          }}
        />
      )}
      {notice && (
        <p className="lottery-notice" role="status" data-testid="games-notice">
          {notice}
        </p>
      )}
      <ActionStatus error={error || games.error?.message} />
      <DataTable
        columns={columns}
        rows={games.data}
        rowKey={(g) => g.gameCode}
        loading={games.isLoading}
        empty={t('games.empty')}
        testId="games-table"
      />
    </div>
  );
}
