import type { PushSubscriptionPayload } from '@portal/shared/contracts/app-install';
import { deletePushSubscription, getPushKey, savePushSubscription } from '../api/push-subscription';
import { deviceKind, isStandalone } from './app-install';

/**
 * Push notifications in this browser: what it supports, and turning them on (only from a click:
 * browsers refuse a permission prompt nobody asked for) and off.
 */
export type PushSupport = 'supported' | 'unsupported' | 'ios-install-first';

export function pushSupport(): PushSupport {
  const capable = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  // Safari on iPhone and iPad offers push only to a site added to the home screen (iOS 16.4+).
  if (deviceKind() === 'ios' && !isStandalone()) return 'ios-install-first';
  return capable ? 'supported' : 'unsupported';
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration('/');
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

const toPayload = (subscription: PushSubscription) => subscription.toJSON() as PushSubscriptionPayload;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((v, i) => v === b[i]);

/** Asks for permission, subscribes with the brand's key and saves the subscription for the member. */
export async function enablePush(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const worker = await registration();
  if (!worker) throw new Error('no service worker');
  const key = keyBytes((await getPushKey()).publicKey);
  let subscription = await worker.pushManager.getSubscription();
  // A subscription made with another key (a restored database) cannot be used: make a new one.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await savePushSubscription(toPayload(subscription));
  return permission;
}

export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe();
}

/** Saves this browser's subscription again for whoever is signed in now (no prompt). */
export async function resyncPush(): Promise<boolean> {
  if (pushSupport() !== 'supported' || Notification.permission !== 'granted') return false;
  const subscription = await currentSubscription();
  if (!subscription) return false;
  await savePushSubscription(toPayload(subscription));
  return true;
}
