import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { FirebaseLoginPayload, FirebaseWebConfig, LoginValue } from '@portal/shared/contracts/auth';
import { api } from '../../../lib/api-client';
import { encryptedCall } from '../../../lib/encrypt';

/** GET /wps/session/login/firebase/config: the brand's Firebase web app, or null (no phone way then). */
export const useFirebaseConfig = () =>
  useQuery({
    queryKey: ['auth', 'firebase-config'],
    queryFn: ({ signal }) => api<FirebaseWebConfig>('/wps/session/login/firebase/config', { signal }),
    staleTime: Infinity,
  });

/** POST /wps/session/login/firebase (encrypted): the ID token Firebase gave after its phone check. */
export const firebaseLogin = (queryClient: QueryClient, payload: FirebaseLoginPayload) =>
  encryptedCall<LoginValue>(queryClient, '/wps/session/login/firebase', 'POST', payload);
