import { create } from 'zustand';
import type { OperatorRole } from '@portal/shared/contracts/operators';
import { ApiError, createApi, send, type RequestOptions } from '../../lib/api-client';

const TOKEN_KEY = 'adminToken';

export interface OperatorSession {
  username: string;
  roles: OperatorRole[];
  restriction: 'PASSWORD_CHANGE_REQUIRED' | 'OPERATOR_TWO_STEP_REQUIRED' | null;
}

interface AdminSessionState {
  token: string | null;
  operator: OperatorSession | null;
  signIn(token: string, operator: OperatorSession): void;
  update(operator: OperatorSession): void;
  signOut(): void;
}

/** The operator's session: the token in this tab's sessionStorage, apart from any player token. */
export const useAdminSession = create<AdminSessionState>((set) => ({
  token: sessionStorage.getItem(TOKEN_KEY),
  operator: null,
  signIn(token, operator) {
    sessionStorage.setItem(TOKEN_KEY, token);
    set({ token, operator });
  },
  update(operator) {
    set({ operator });
  },
  signOut() {
    sessionStorage.removeItem(TOKEN_KEY);
    set({ token: null, operator: null });
  },
}));

/** Every back-office call: the operator token, the envelope unwrapped; a refused token signs out. */
export const adminApi = createApi({
  token: () => useAdminSession.getState().token,
  rejected: () => useAdminSession.getState().signOut(),
});

/** Saves what a call answers as a file (a CSV export): the browser's download, named by `filename`. */
export async function adminDownload(path: string, query: RequestOptions['query'], filename: string): Promise<void> {
  const response = await send(path, { query }, useAdminSession.getState().token);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError((body?.code ?? 'INTERNAL_ERROR') as ApiError['code'], body?.message ?? '', response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** An image the API serves behind the operator token (a withdrawal proof), as an object URL. */
export async function adminImageUrl(path: string): Promise<string> {
  const response = await send(path, {}, useAdminSession.getState().token);
  if (!response.ok) throw new ApiError('NOT_FOUND', '', response.status);
  return URL.createObjectURL(await response.blob());
}

/** One empty list: a selector answering a new `[]` each time would re-render without end. */
const NO_ROLES: readonly OperatorRole[] = [];

/** The signed-in operator's roles (none before sign-in), for what a page shows; the server checks again. */
export const useOperatorRoles = () => useAdminSession((state) => state.operator?.roles ?? NO_ROLES);

/** Admin holds every role. */
export const canUse = (held: readonly OperatorRole[], allowed: readonly OperatorRole[] | 'any') =>
  allowed === 'any' || held.includes('admin') || allowed.some((role) => held.includes(role));
