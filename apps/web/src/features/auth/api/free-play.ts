import type { QueryClient } from '@tanstack/react-query';
import type { LoginValue } from '@portal/shared/contracts/auth';
import { encryptedCall } from '../../../lib/encrypt';

/** The visitor's system family, as the free-play call records it. */
function os(): string {
  const ua = navigator.userAgent;
  if (/android/i.test(ua)) return 'android';
  if (/iphone|ipad|ipod/i.test(ua)) return 'ios';
  if (/windows/i.test(ua)) return 'windows';
  if (/mac os/i.test(ua)) return 'macos';
  if (/linux/i.test(ua)) return 'linux';
  return 'other';
}

/** POST /wps/session/login/freeplay (encrypted): a trial account (type 4), signed in. */
export const freePlay = (queryClient: QueryClient) =>
  encryptedCall<LoginValue>(queryClient, '/wps/session/login/freeplay', 'POST', { os: os(), platform: 'web' });
