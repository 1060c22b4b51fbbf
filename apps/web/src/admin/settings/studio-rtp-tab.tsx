import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { studioGameSettingsSchema } from '@portal/shared/contracts/studio';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { adminApi } from '../lib/admin-api';
import { FailureText } from './settings-form-dialog';
import { rtpPercent } from './settings-lists';
import { TableScroll } from '../../ui/data-table';

type StudioGame = z.infer<typeof studioGameSettingsSchema>;
const LIST = ['admin', 'studio-settings'];

/** The in-house games' RTP variants, each with its exact RTP per bet, and the one in use. */
export function StudioRtpTab() {
  const { t } = useTranslation('admin-settings');
  const { t: tAdmin } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<{ game: string; variant: string } | null>(null);
  const games = useQuery({ queryKey: LIST, queryFn: () => adminApi<StudioGame[]>('/admin/api/studio/settings') });
  const choose = useMutation({
    mutationFn: ({ game, variant }: { game: string; variant: string }) =>
      adminApi<StudioGame>(`/admin/api/studio/settings/${game}`, { method: 'PUT', body: { variant } }),
    onSuccess: (next) =>
      queryClient.setQueryData<StudioGame[]>(LIST, (old) => old?.map((g) => (g.game === next.game ? next : g))),
    onSettled: () => setAsked(null),
  });

  if (games.isLoading) return <p className="admin-muted">{tAdmin('states.loading')}</p>;
  return (
    <section className="settings-studio" data-testid="studio-tab">
      <p className="admin-muted">{t('studio.subtitle')}</p>
      <FailureText error={games.error ?? choose.error} />
      {games.data?.length === 0 && <p className="admin-muted">{tAdmin('states.empty')}</p>}
      <div className="admin-grid">
        {games.data?.map((game) => (
          <article key={game.game} className="admin-card" data-testid={`studio-${game.game}`}>
            <h2>{t(`studio.games.${game.game}`)}</h2>
            <TableScroll>
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{t('studio.variant')}</th>
                    <th scope="col">{t('studio.bet')}</th>
                    <th scope="col" className="admin-num">
                      {t('studio.rtp')}
                    </th>
                    <th scope="col" />
                  </tr>
                </thead>
                <tbody>
                  {game.variants.map((variant) =>
                    variant.rtps.map((line, i) => (
                      <tr
                        key={`${variant.variant}-${line.bet}`}
                        data-current={variant.variant === game.variant || undefined}
                      >
                        {i === 0 && (
                          <td rowSpan={variant.rtps.length}>
                            <strong>{variant.variant}</strong>
                          </td>
                        )}
                        <td>{line.bet === 'all' ? t('studio.allBets') : line.bet}</td>
                        <td className="admin-num" title={line.rtp}>
                          {rtpPercent(line.rtp)} %
                        </td>
                        {i === 0 && (
                          <td rowSpan={variant.rtps.length}>
                            {variant.variant === game.variant ? (
                              <span
                                className="admin-badge admin-badge--good"
                                data-testid={`studio-${game.game}-current`}
                              >
                                {t('studio.inUse')}
                              </span>
                            ) : (
                              <Button
                                size="sm"
                                disabled={choose.isPending}
                                onClick={() => setAsked({ game: game.game, variant: variant.variant })}
                                data-testid={`studio-${game.game}-use-${variant.variant}`}
                              >
                                {t('studio.use')}
                              </Button>
                            )}
                          </td>
                        )}
                      </tr>
                    )),
                  )}
                </tbody>
              </table>
            </TableScroll>
          </article>
        ))}
      </div>
      <ConfirmDialog
        open={asked !== null}
        title={t('studio.confirmTitle')}
        message={
          asked
            ? t('studio.confirm', {
                game: t(`studio.games.${asked.game}` as 'studio.games.dice'),
                variant: asked.variant,
              })
            : ''
        }
        confirmLabel={tAdmin('actions.confirm')}
        cancelLabel={tAdmin('actions.cancel')}
        busy={choose.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() => asked && choose.mutate(asked)}
      />
    </section>
  );
}
