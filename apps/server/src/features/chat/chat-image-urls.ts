import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';

const HOUR_MS = 3_600_000;

/**
 * Chat images are read through URLs the server signs (review N11): whoever is shown a message (a
 * room's reader, an operator) gets its image's URL, valid for one to two hours; a bare name or an
 * old link opens nothing. The expiry is rounded to the hour so a URL stays the same (and cached)
 * for an hour. The key is a sealed server secret, the same on every instance.
 */
export function createChatImageUrls(loadKey: () => Promise<Buffer>, clock: Clock) {
  let key: Buffer | null = null;
  const mac = (name: string, expires: number) =>
    createHmac('sha256', key!).update(`chat-image\n${name}\n${expires}`).digest('hex');
  return {
    /** Loads the key: call before the first url(), outside any transaction. */
    async ready() {
      key ??= await loadKey();
    },
    url(name: string | null): string | null {
      if (!name) return null;
      if (!key) throw new Error('chat image URLs used before ready()');
      const expires = Math.ceil((clock.now().getTime() + HOUR_MS) / HOUR_MS) * (HOUR_MS / 1000);
      return `/wps/chat/images/${name}?expires=${expires}&sig=${mac(name, expires)}`;
    },
    /** Seconds the signed URL stays valid, or null when it is forged or expired. */
    check(name: string, expires: number, sig: string): number | null {
      if (!key || !/^[0-9a-f]{64}$/.test(sig)) return null;
      const good = timingSafeEqual(Buffer.from(mac(name, expires), 'hex'), Buffer.from(sig, 'hex'));
      const left = expires - Math.floor(clock.now().getTime() / 1000);
      return good && left > 0 ? left : null;
    },
  };
}

export type ChatImageUrls = ReturnType<typeof createChatImageUrls>;
