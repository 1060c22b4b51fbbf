import { api, ApiError } from '../../../lib/api-client';

/** DELETE /wps/session/logout. A session the server already ended (401) is as good as logged out. */
export async function logout(): Promise<void> {
  try {
    await api<null>('/wps/session/logout', { method: 'DELETE' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}
