import type { PushKeyValue, PushSubscriptionPayload } from '@portal/shared/contracts/app-install';
import { api } from '../../../lib/api-client';

/** GET /wps/push/key: the brand's VAPID public key (the applicationServerKey). */
export const getPushKey = () => api<PushKeyValue>('/wps/push/key');

/** POST /wps/push/subscription: this browser's subscription, for the signed-in member. */
export const savePushSubscription = (subscription: PushSubscriptionPayload) =>
  api<null>('/wps/push/subscription', { method: 'POST', body: subscription });

/** DELETE /wps/push/subscription: stops the member's notifications on this browser. */
export const deletePushSubscription = (endpoint: string) =>
  api<null>('/wps/push/subscription', { method: 'DELETE', body: { endpoint } });
