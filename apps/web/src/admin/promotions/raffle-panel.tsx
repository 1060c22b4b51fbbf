import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminPromotion, AdminRaffle } from '@portal/shared/contracts/promotions';
import { toMinor } from '@portal/shared/money';
import { Button } from '../../ui/button';
import { adminApi } from '../lib/admin-api';
import { DataTable } from '../../ui/data-table';
import { useMoney } from '../ui/use-money';

/**
 * A raffle's draw in the console (decision 054): the seed's hash players see, when it draws, and
 * once drawn the pool and the winners by name with whether each took the prize. A raffle past its
 * end can be drawn at once instead of at the minute's sweep; the seed decides, not who presses.
 */
export function RafflePanel({ promotion }: { promotion: AdminPromotion }) {
  const { t, i18n } = useTranslation('admin-promotions');
  const client = useQueryClient();
  const money = useMoney();
  const queryKey = ['admin', 'promotions', 'raffle', promotion.id];
  const raffle = useQuery({
    queryKey,
    queryFn: ({ signal }) => adminApi<AdminRaffle>(`/admin/api/promotions/${promotion.id}/raffle`, { signal }),
  });
  const draw = useMutation({
    mutationFn: () => adminApi<AdminRaffle>(`/admin/api/promotions/${promotion.id}/raffle/draw`, { method: 'POST' }),
    onSuccess: (drawn) => client.setQueryData(queryKey, drawn),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'promotions'] }),
  });
  const shown = (major: number) => {
    const minor = toMinor(major, money.decimals);
    return minor.ok ? money.format(minor.minor) : String(major);
  };
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const data = raffle.data;

  return (
    <section className="admin-card raffle-panel" data-testid="raffle-panel" aria-labelledby="raffle-panel-title">
      <h3 id="raffle-panel-title">{t('raffle.title')}</h3>
      {raffle.isError ? (
        <p className="admin-error" role="alert">
          {raffle.error.message}
        </p>
      ) : null}
      {data ? (
        <>
          <p className="admin-muted">{t('raffle.commitment')}</p>
          <code className="raffle-panel__hash">{data.seedHash}</code>
          {data.drawAt ? (
            <p>
              {t('raffle.drawAt')}: {when(data.drawAt)}
            </p>
          ) : null}
          {data.drawnAt === null ? (
            <p className="admin-muted" data-testid="raffle-panel-pending">
              {t('raffle.pending')}
            </p>
          ) : (
            <p data-testid="raffle-panel-drawn">
              {t('raffle.drawnAt', { at: when(data.drawnAt) })} ·{' '}
              {t('raffle.pool', { tickets: count(data.totalTickets ?? 0), entrants: count(data.entrants ?? 0) })}
            </p>
          )}
          {data.drawable ? (
            <div className="raffle-panel__draw">
              <Button onClick={() => draw.mutate()} disabled={draw.isPending} data-testid="raffle-panel-draw">
                {t('raffle.drawNow')}
              </Button>
              <small className="admin-muted">{t('raffle.drawHint')}</small>
            </div>
          ) : null}
          {draw.isError ? (
            <p className="admin-error" role="alert">
              {draw.error.message}
            </p>
          ) : null}
          {data.drawnAt !== null ? (
            <DataTable
              testId="raffle-panel-winners"
              rows={data.winners}
              rowKey={(w) => w.rank}
              empty={t('raffle.noWinners')}
              columns={[
                { key: 'rank', header: t('raffle.rank'), cell: (w) => w.rank, numeric: true },
                { key: 'member', header: t('raffle.member'), cell: (w) => `${w.username} (#${w.memberId})` },
                { key: 'ticket', header: t('raffle.ticket'), cell: (w) => `#${w.ticket}`, numeric: true },
                { key: 'prize', header: t('raffle.prize'), cell: (w) => shown(w.amount), numeric: true },
                {
                  key: 'taken',
                  header: t('raffle.taken'),
                  cell: (w) => (w.claimed ? t('raffle.taken') : t('raffle.waiting')),
                },
              ]}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
