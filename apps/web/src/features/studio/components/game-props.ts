import type { StudioSession } from '@portal/shared/contracts/studio';

/** What every game view gets from the game page. */
export interface GameViewProps {
  token: string;
  session: StudioSession;
  decimals: number;
}
