import { useTranslation } from 'react-i18next';
import type { InhouseGame } from '@portal/shared/contracts/seamless';
import type { StudioLaunch } from '@portal/shared/contracts/studio';
import { ApiError } from '../../../lib/api-client';
import { MoneyText } from '../../../ui/money-text';
import { PageLoader } from '../../../ui/page-loader';
import { useStudioSession } from '../api/studio-session';
import { BaccaratGame } from './baccarat-game';
import { DiceGame } from './dice-game';
import { FairnessPanel } from './fairness-panel';
import type { GameViewProps } from './game-props';
import { MinesGame } from './mines-game';
import { RoundHistory } from './round-history';
import { SlotGame } from './slot/slot-game';
import { SoundToggle } from './sound-toggle';
import './studio.css';

const VIEWS: Record<InhouseGame, (props: GameViewProps) => React.JSX.Element> = {
  'lotus-slot': SlotGame,
  dice: DiceGame,
  baccarat: BaccaratGame,
  mines: MinesGame,
};

/**
 * A studio game in the /game iframe: the balance from the portal's answers, the game, fairness and
 * history; `replay` (a round of the player's, from the portal's betting record) opens its replay.
 */
export function StudioGamePage({
  game,
  launch,
  decimals,
  replay = null,
}: {
  game: InhouseGame;
  launch: StudioLaunch;
  decimals: number;
  replay?: string | null;
}) {
  const { t } = useTranslation('studio');
  const session = useStudioSession(game, launch);
  if (session.isLoading) return <PageLoader />;
  if (!session.data) {
    const code = session.error instanceof ApiError ? session.error.code : null;
    return (
      <main className="studio studio--empty" data-testid="studio-unavailable">
        <p>{code === 'SEAMLESS_TOKEN_INVALID' || !launch.token ? t('sessionInvalid') : t('failed')}</p>
      </main>
    );
  }
  const View = VIEWS[game];
  const data = session.data;
  return (
    <main className="studio" data-testid="studio-page" data-game={game}>
      <header className="studio-bar">
        <strong>{t(`games.${game}`)}</strong>
        <span className="studio-bar__end">
          <span
            className="studio-balance"
            data-testid="studio-balance"
            data-minor={data.balanceMinor}
            aria-live="polite"
          >
            {t('balance')}: <MoneyText minor={data.balanceMinor} decimals={decimals} />
          </span>
          <SoundToggle />
        </span>
      </header>
      <View token={launch.token} session={data} decimals={decimals} />
      <div className="studio-side">
        <FairnessPanel token={launch.token} game={game} seed={data.seed} />
        <RoundHistory token={launch.token} decimals={decimals} replay={replay} />
      </div>
    </main>
  );
}
