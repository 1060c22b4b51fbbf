import { GameFrame } from './parts/game-frame';
import './parts/page.css';

/** /game: a launched game in an iframe under the header. */
export default function GamePage() {
  return <GameFrame testId="page-game" />;
}
