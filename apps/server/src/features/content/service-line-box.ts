import type { Selectable } from 'kysely';
import { CUSTOMER_SERVICE_EMAIL, CUSTOMER_SERVICE_POPUP, isSitePath } from '@portal/shared/contracts/content-admin';
import type { CustomerServiceEntries } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { createSecretBox } from '../../platform/secret-box.ts';

type Line = Pick<Selectable<CustomerServiceEntries>, 'id' | 'type' | 'url' | 'vip_only'>;

/**
 * Spec §7: "the entry of type 3 is decrypted and opened in a popup". A brand's popup line is its
 * support desk, whose address often carries the desk's account or widget key: the status answer
 * (public, cached, scraped) carries it sealed (AES-256-GCM under a key of its own), and the
 * player's click asks the server to open it. A VIP line (a VIP host's chat) travels sealed too, so
 * only a VIP opens it, not every visitor who reads the status. A site path, or an e-mail line, is
 * no secret and travels plain.
 */
export function createServiceLineBox(ctx: Pick<AppContext, 'db' | 'env'>) {
  const box = createSecretBox(ctx, 'customer-service-line');
  return {
    sealed: (line: Line) =>
      (line.type === CUSTOMER_SERVICE_POPUP || (line.vip_only && line.type !== CUSTOMER_SERVICE_EMAIL)) &&
      !isSitePath(line.url),
    seal: (line: Line) => box.seal(JSON.stringify({ id: line.id, url: line.url })),
    /** The line id and address a sealed value holds, or null when it is not one of ours. */
    async open(sealed: string): Promise<{ id: number; url: string } | null> {
      try {
        const value = JSON.parse(await box.open(sealed)) as { id?: unknown; url?: unknown };
        return typeof value.id === 'number' && typeof value.url === 'string' ? { id: value.id, url: value.url } : null;
      } catch {
        return null;
      }
    },
  };
}

export type ServiceLineBox = ReturnType<typeof createServiceLineBox>;
