import { GameFrame } from './parts/game-frame';
import './parts/page.css';

/** /seamless: a seamless-wallet game in an iframe; the shell hides its bars unless the brand shows them. */
export default function SeamlessPage() {
  return <GameFrame testId="page-seamless" />;
}
