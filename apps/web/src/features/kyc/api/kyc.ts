import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KycDocument, KycDocumentKind, KycLevel, KycStatus } from '@portal/shared/contracts/kyc';
import { api, ApiError, send } from '../../../lib/api-client';
import { memberQuery } from '../../../lib/member-query';
import i18n from '../../../i18n/i18n';

export const kycStatusQuery = (token: string | null) =>
  memberQuery<KycStatus>(['kyc', 'status'], token, '/wps/member/kyc');

/** GET /wps/member/kyc: the member's verification state, verified level and newest documents. */
export const useKycStatus = (token: string | null) => useQuery(kycStatusQuery(token));

/**
 * GET /wps/member/kyc/documents/{id}: one of the member's own files. Never public: fetched with
 * the bearer token and shown from the blob.
 */
export const useKycDocument = (token: string | null, id: number) =>
  useQuery({
    queryKey: ['kyc', 'document', token, id],
    queryFn: async ({ signal }) => {
      const response = await send(`/wps/member/kyc/documents/${id}`, { signal }, token);
      if (!response.ok) throw new ApiError('NOT_FOUND', i18n.t('kyc:documents.previewFailed'), response.status);
      return response.blob();
    },
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });

const useRefresh = (token: string | null) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: kycStatusQuery(token).queryKey });
};

/** POST /wps/member/kyc/documents: one file of a kind (multipart `kind`, `file`). */
export function useUploadKycDocument(token: string | null) {
  const refresh = useRefresh(token);
  return useMutation({
    mutationFn: ({ kind, file }: { kind: KycDocumentKind; file: File }) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file, file.name);
      return api<KycDocument>('/wps/member/kyc/documents', { method: 'POST', body: form });
    },
    onSuccess: refresh,
  });
}

/** POST /wps/member/kyc/submissions: the newest files of the level's kinds go for review. */
export function useSubmitKyc(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: KycLevel) => api<KycStatus>('/wps/member/kyc/submissions', { method: 'POST', body: { level } }),
    onSuccess: (status) => queryClient.setQueryData(kycStatusQuery(token).queryKey, status),
  });
}

/** PUT /wps/member/kyc/date-of-birth: for an account made without one (social sign-in), once. */
export function useSetDateOfBirth(token: string | null) {
  const refresh = useRefresh(token);
  return useMutation({
    mutationFn: (dateOfBirth: string) =>
      api<{ dateOfBirth: string }>('/wps/member/kyc/date-of-birth', { method: 'PUT', body: { dateOfBirth } }),
    onSuccess: refresh,
  });
}
