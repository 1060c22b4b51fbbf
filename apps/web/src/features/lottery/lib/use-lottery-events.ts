import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LotteryEvent } from '@portal/shared/contracts/lottery';
import { refreshBalances } from '../../../lib/query-keys';
import { LOTTERY_QUERY_KEY } from '../api/lottery-api';
import { parseLotteryEvent } from './events';

const EVENT_TYPES = ['open', 'close', 'result', 'cancel'] as const;
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * One EventSource per page on GET /lgw/lottery/events for `games`: each pushed open, close, result
 * or cancel reloads the lottery queries (a result or cancel also the balance: payouts and refunds
 * land then). The browser retries a dropped stream itself; when it gives up (the stream closed
 * for good, e.g. the server restarted with an error answer) this opens a new one with a backoff.
 */
export function useLotteryEvents(games: string[], onEvent?: (event: LotteryEvent) => void) {
  const queryClient = useQueryClient();
  const key = [...games].sort().join(',');
  // Read at event time: a new callback each render must not reopen the stream.
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });

  useEffect(() => {
    if (key === '') return;
    let source: EventSource | null = null;
    let retryMs = RETRY_MIN_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const handle = (message: MessageEvent) => {
      const event = parseLotteryEvent(message.data);
      if (!event) return;
      void queryClient.invalidateQueries({ queryKey: LOTTERY_QUERY_KEY });
      if (event.type === 'result' || event.type === 'cancel') void refreshBalances(queryClient);
      onEventRef.current?.(event);
    };

    const open = () => {
      if (stopped) return;
      source = new EventSource(`/lgw/lottery/events?games=${encodeURIComponent(key)}`);
      source.onopen = () => {
        retryMs = RETRY_MIN_MS;
      };
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        timer = setTimeout(open, retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      };
      for (const type of EVENT_TYPES) source.addEventListener(type, handle);
    };
    open();

    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [key, queryClient]);
}
