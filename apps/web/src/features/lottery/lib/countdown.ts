/**
 * Countdowns tick locally from the server's own times: the answer carries `serverTime` and the
 * instants (closeAt, drawAt); the gap between the server's clock and this device's clock is taken
 * once per answer, so a device clock that is off by minutes still shows the right time left.
 */
export function clockOffsetMs(serverTime: string, receivedAtMs: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAtMs;
}

/** Milliseconds left until `instant` (server time), never below zero. */
export function remainingMs(instant: string, nowMs: number, offsetMs: number): number {
  const at = Date.parse(instant);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, at - (nowMs + offsetMs));
}

/** 'H:MM:SS' past an hour, else 'MM:SS'; seconds rounded up so 0:00 shows only at the instant. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}
