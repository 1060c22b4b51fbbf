import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ExclusionImportValue,
  ExclusionStats,
  KycDecisionPayload,
  KycQueuePage,
  KycSubmissionDetail,
  KycSubmissionStatus,
} from '@portal/shared/contracts/kyc';
import { ApiError, send } from '../../lib/api-client';
import i18n from '../../i18n/i18n';
import { adminApi, useAdminSession } from '../lib/admin-api';
import { useQueuePage, useQueueRecord } from '../ui/queue-queries';

export const KYC_KEY = ['admin', 'kyc'];
export const KYC_PAGE_SIZE = 20;

/** GET /admin/api/kyc/submissions: one status (pending oldest first), paged. */
export const useKycQueue = (status: KycSubmissionStatus, page: number) =>
  useQueuePage<KycQueuePage>([...KYC_KEY, 'queue'], '/admin/api/kyc/submissions', {
    status,
    page,
    pageSize: KYC_PAGE_SIZE,
  });

/** GET /admin/api/kyc/submissions/{id}: the member's facts and the documents sent. */
export const useKycSubmission = (id: number | null) =>
  useQueueRecord<KycSubmissionDetail>(
    [...KYC_KEY, 'submission', id],
    id === null ? null : `/admin/api/kyc/submissions/${id}`,
  );

/**
 * GET /admin/api/kyc/documents/{id}: a document behind the operator token, as a blob (an image
 * shown inline, a PDF in a frame); never a public address.
 */
export const useKycDocumentBlob = (id: number) =>
  useQuery({
    queryKey: [...KYC_KEY, 'document', id],
    queryFn: async ({ signal }) => {
      const response = await send(`/admin/api/kyc/documents/${id}`, { signal }, useAdminSession.getState().token);
      if (!response.ok) throw new ApiError('NOT_FOUND', '', response.status);
      return response.blob();
    },
    staleTime: Infinity,
    gcTime: 60_000,
  });

/** POST /admin/api/kyc/submissions/{id}/decision: approve, reject (reason) or ask for more (note). */
export function useKycDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: KycDecisionPayload }) =>
      adminApi<KycSubmissionDetail>(`/admin/api/kyc/submissions/${id}/decision`, { method: 'POST', body: payload }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KYC_KEY }),
  });
}

/** GET /admin/api/kyc/exclusions: the national exclusion list's size and last import. */
export const useExclusionStats = () =>
  useQuery({
    queryKey: [...KYC_KEY, 'exclusions'],
    queryFn: ({ signal }) => adminApi<ExclusionStats>('/admin/api/kyc/exclusions', { signal }),
  });

/** POST /admin/api/kyc/exclusions?mode=: a text or CSV file of SHA-256 hashes, one a line. */
export function useImportExclusions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, mode }: { file: File; mode: 'replace' | 'append' }) => {
      // The file as it is (text or CSV, one hash a line): the server reads it, not the browser.
      const token = useAdminSession.getState().token;
      let response: Response;
      try {
        response = await fetch(`/admin/api/kyc/exclusions?mode=${mode}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'text/plain',
            Accept: 'application/json',
            Language: i18n.language,
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: await file.text(),
        });
      } catch {
        throw new ApiError('NETWORK_ERROR', i18n.t('common:errors.network'), 0);
      }
      const body = (await response.json().catch(() => null)) as {
        value?: unknown;
        code?: string;
        message?: string;
      } | null;
      if (!response.ok) {
        throw new ApiError(
          (body?.code ?? 'INTERNAL_ERROR') as ApiError['code'],
          body?.message ?? '',
          response.status,
          body?.value,
        );
      }
      return body!.value as ExclusionImportValue;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...KYC_KEY, 'exclusions'] }),
  });
}
