import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameItem } from '@portal/shared/contracts/games';
import { ApiError } from '../../../lib/api-client';
import { Modal } from '../../../ui/modal';
import { Button } from '../../../ui/button';
import { useLaunchGame, type LaunchMode, type LaunchSubject } from '../api/launch-game';
import { GameTile } from './game-tile';
import './game-strip.css';

type Problem = { kind: 'maintenance'; popular: GameItem[] } | { kind: 'notice'; message: string } | null;

/**
 * The game launch flow on the web: a visitor logs in first; the answer opens the /game iframe
 * page or the lottery page the lottery's launch call (v2) answers; a game under maintenance offers
 * popular games instead; an unavailable game says so. Returns the launcher and the dialog it may show.
 */
export function useGameLauncher(options: {
  token: string | null;
  onNeedLogin(): void;
  launchMode?: LaunchMode;
  /** Right before the player is taken to the game (an overlay the launch came from closes). */
  onLeave?(): void;
}) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const mutation = useLaunchGame();
  const [problem, setProblem] = useState<Problem>(null);

  const launchSubject = (subject: LaunchSubject, replay?: string) => {
    if (!options.token) return options.onNeedLogin();
    setProblem(null);
    mutation.mutate(
      { subject, launchMode: options.launchMode, replay },
      {
        onSuccess: (to) => {
          options.onLeave?.();
          void navigate(to);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'GAME_MAINTENANCE') {
            const popular = (error.value as { popular?: GameItem[] } | null)?.popular ?? [];
            setProblem({ kind: 'maintenance', popular });
          } else {
            setProblem({ kind: 'notice', message: (error as Error).message });
          }
        },
      },
    );
  };

  const launch = (game: Pick<GameItem, 'nodeId'>) => launchSubject(game.nodeId);
  /** A PvP room opens its vendor's game through the same launch call (gameId + vassalage, roomId). */
  const launchRoom = (room: { gameCode: string; vassalage: string; roomId: string }) =>
    launchSubject({ gameId: room.gameCode, vassalage: room.vassalage, roomId: room.roomId });

  const dialog: ReactNode = (
    <Modal
      open={problem !== null}
      onClose={() => setProblem(null)}
      title={problem?.kind === 'maintenance' ? t('launch.maintenanceTitle') : t('launch.failedTitle')}
      size={problem?.kind === 'maintenance' ? 'lg' : 'sm'}
      testId="game-launch-dialog"
      footer={
        <Button variant="primary" onClick={() => setProblem(null)}>
          {t('launch.ok')}
        </Button>
      }
    >
      {problem?.kind === 'maintenance' ? (
        <>
          <p>{t('launch.maintenanceText')}</p>
          <div className="game-strip" data-testid="game-popular-instead">
            {problem.popular.map((game) => (
              <GameTile
                key={game.nodeId}
                game={game}
                favorite={false}
                showFavorite={false}
                onLaunch={launch}
                onToggleFavorite={() => {}}
              />
            ))}
          </div>
        </>
      ) : (
        <p data-testid="game-launch-message">{problem?.kind === 'notice' ? problem.message : ''}</p>
      )}
    </Modal>
  );

  /** An in-house round from the betting record: its game opens on that round's replay. */
  const replay = (nodeId: string, roundId: string) => launchSubject(nodeId, roundId);

  return { launch, launchRoom, replay, launching: mutation.isPending, dialog };
}
