import type { Language } from '@portal/shared/languages';
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/app-error.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { PushRepo } from './push.repo.ts';

/** Where a notification's tap lands when the caller names no page: the member center's inbox (apps/web: member-center-url.ts). */
export const INBOX_PATH = '/?mc=messageV2';

/** What a notification shows; the service worker reads exactly these fields. */
export interface PushMessage {
  /** The notification's title, in the member's language (the caller words it). */
  title: string;
  body: string;
  /** A path of this site the tap opens; the inbox when left out. */
  url?: string;
  /** Notifications with the same tag replace each other (one per message id, say). */
  tag?: string;
}

export interface PushOutcome {
  /** Push services that accepted the message. */
  sent: number;
  /** Subscriptions the push service said are gone (404/410), now deleted. */
  removed: number;
  failed: number;
}

/**
 * Push services browsers use: in production a subscription must point at one of them, so a
 * member cannot make the server post to an address of its choosing (an internal service).
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

const TITLE_MAX = 120;
const BODY_MAX = 400;
/** A notification nobody received in a day is stale (a message, not an alarm). */
const TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export function isAllowedEndpoint(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  // Push services speak HTTPS only (RFC 8030 §8); web-push sends nothing else.
  if (url.protocol !== 'https:') return false;
  if (!production) return true;
  if (url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** Keeps a message within what a push payload (4 KB) and a notification show; a path of ours only. */
export function pushPayload(message: PushMessage): string {
  const url = message.url && /^\/(?!\/)[^\s\\]*$/.test(message.url) ? message.url : INBOX_PATH;
  return JSON.stringify({
    title: message.title.slice(0, TITLE_MAX),
    body: message.body.slice(0, BODY_MAX),
    url,
    ...(message.tag ? { tag: message.tag.slice(0, 64) } : {}),
  });
}

/**
 * Web Push (RFC 8030, payloads encrypted per RFC 8291, VAPID per RFC 8292) to members' browsers:
 * subscriptions they made from the site, and `sendPush`, which features call when something
 * reaches a member (a platform message).
 */
export function createPushService(deps: {
  repo: PushRepo;
  box: SecretBox;
  env: Pick<Env, 'NODE_ENV'>;
  clock: Clock;
  log: () => FastifyBaseLogger | undefined;
  /** Who the push services may contact about our traffic: mailto: or https:. */
  subject: () => Promise<string>;
  /** The HTTPS agent for push services (tests trust their local push service's certificate). */
  agent?: Agent;
}) {
  let keys: Promise<{ publicKey: string; privateKey: string }> | null = null;

  /** The VAPID pair: made once for the brand, its private half sealed at rest. */
  function vapidKeys() {
    keys ??= (async () => {
      let row = await deps.repo.vapidKeys();
      if (!row) {
        const made = webpush.generateVAPIDKeys();
        await deps.repo.insertVapidKeys(made.publicKey, await deps.box.seal(made.privateKey));
        row = await deps.repo.vapidKeys();
      }
      if (!row) throw new Error('push VAPID keys missing after insert');
      return { publicKey: row.public_key, privateKey: await deps.box.open(row.private_key_sealed) };
    })().catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  }

  return {
    async publicKey(): Promise<string> {
      return (await vapidKeys()).publicKey;
    },

    async subscribe(
      member: { id: number; sessionId: number },
      subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
      userAgent: string | undefined,
      language: Language,
    ) {
      if (!isAllowedEndpoint(subscription.endpoint, deps.env.NODE_ENV === 'production')) {
        throw new AppError('VALIDATION_FAILED', { value: { fields: { endpoint: 'INVALID_VALUE' } } });
      }
      await deps.repo.upsert({
        memberId: member.id,
        sessionId: member.sessionId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        userAgent: userAgent?.slice(0, 300) ?? null,
        language,
      });
    },

    async unsubscribe(memberId: number, endpoint: string) {
      if (!(await deps.repo.deleteOwn(memberId, endpoint))) throw new AppError('NOT_FOUND');
    },

    /**
     * Shows `message` on every browser where the member allowed notifications and is still signed
     * in. Never throws: a push is a courtesy on top of the inbox, so a push service that is down
     * is logged, not passed on. Call it after the message's transaction commits.
     */
    async sendPush(memberId: number, message: PushMessage): Promise<PushOutcome> {
      const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 };
      try {
        const subscriptions = await deps.repo.deliverable(memberId);
        if (subscriptions.length === 0) return outcome;
        const { publicKey, privateKey } = await vapidKeys();
        const vapidDetails = { subject: await deps.subject(), publicKey, privateKey };
        const payload = pushPayload(message);
        const sent: number[] = [];
        const gone: number[] = [];
        await Promise.all(
          subscriptions.map(async (s) => {
            try {
              await webpush.sendNotification(
                { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
                payload,
                {
                  vapidDetails,
                  TTL: TTL_SECONDS,
                  urgency: 'normal',
                  contentEncoding: 'aes128gcm',
                  timeout: SEND_TIMEOUT_MS,
                  ...(deps.agent ? { agent: deps.agent } : {}),
                },
              );
              sent.push(s.id);
            } catch (error) {
              const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
              if (status === 404 || status === 410) gone.push(s.id);
              else {
                outcome.failed += 1;
                deps.log()?.warn({ err: error, status, subscriptionId: s.id }, 'push not delivered');
              }
            }
          }),
        );
        await deps.repo.markSent(sent, deps.clock.now());
        await deps.repo.deleteById(gone);
        outcome.sent = sent.length;
        outcome.removed = gone.length;
      } catch (error) {
        deps.log()?.error({ err: error, memberId }, 'push sending failed');
      }
      return outcome;
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
