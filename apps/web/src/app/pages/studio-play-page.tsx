import { useParams, useSearchParams } from 'react-router';
import { INHOUSE_GAMES, type InhouseGame } from '@portal/shared/contracts/seamless';
import { useStatus } from '../../features/system/api/get-status';
import { StudioGamePage } from '../../features/studio/components/studio-game-page';
import NotFoundPage from './not-found-page';

/** /studio/play/:game: the in-house studio's game page, bare (it lives in the /game iframe). */
export default function StudioPlayPage() {
  const { game } = useParams();
  const [search] = useSearchParams();
  const status = useStatus();
  if (!(INHOUSE_GAMES as readonly (string | undefined)[]).includes(game)) return <NotFoundPage />;
  return (
    <StudioGamePage
      game={game as InhouseGame}
      decimals={status.data?.currency.decimals ?? 2}
      replay={search.get('replay')}
      launch={{
        token: search.get('token') ?? '',
        player: search.get('player'),
        currency: search.get('currency'),
        lang: search.get('lang'),
        sig: search.get('sig'),
      }}
    />
  );
}
