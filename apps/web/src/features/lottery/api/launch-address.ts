import type { LotteryLaunchPayload, LotteryLaunchValue } from '@portal/shared/contracts/lottery-launch';
import { api } from '../../../lib/api-client';

/** POST /lgw/lottery/launch/v2: the lottery page the server chose for a game (the Language header goes along). */
export const lotteryAddress = (payload: LotteryLaunchPayload) =>
  api<LotteryLaunchValue>('/lgw/lottery/launch/v2', { method: 'POST', body: payload });
