import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedbackPage, FeedbackType, FeedbackView } from '@portal/shared/contracts/feedback';
import { ApiError, api, send } from '../../../lib/api-client';
import i18n from '../../../i18n/i18n';

export const FEEDBACK_KEY = ['feedback'] as const;
export const FEEDBACK_PAGE_SIZE = 10;

export const feedbackPageQuery = (token: string | null, page: number) =>
  queryOptions({
    queryKey: [...FEEDBACK_KEY, 'page', token, page],
    queryFn: ({ signal }) =>
      api<FeedbackPage>('/wps/feedback', { signal, query: { page, pageSize: FEEDBACK_PAGE_SIZE } }),
    enabled: token !== null,
  });

/** GET /wps/feedback: the member's feedback with support's replies, and the brand's content bounds. */
export const useFeedbackPage = (token: string | null, page: number) => useQuery(feedbackPageQuery(token, page));

/**
 * PUT /wps/feedback as multipart/form-data: type, content and up to three images under `images`
 * (the client sends FormData as it is, without a JSON content type).
 */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, content, images }: { type: FeedbackType; content: string; images: File[] }) => {
      const form = new FormData();
      form.append('type', type);
      form.append('content', content.trim());
      for (const image of images) form.append('images', image, image.name);
      return api<FeedbackView>('/wps/feedback', { method: 'PUT', body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY }),
  });
}

/**
 * One image of the member's own feedback. They are not public: fetched with the bearer token
 * and shown from the blob.
 */
export const feedbackImageQuery = (token: string | null, path: string) =>
  queryOptions({
    queryKey: [...FEEDBACK_KEY, 'image', token, path],
    queryFn: async ({ signal }) => {
      const response = await send(path, { signal }, token);
      if (!response.ok) throw new ApiError('NOT_FOUND', i18n.t('feedback:imageFailed'), response.status);
      return response.blob();
    },
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });

export const useFeedbackImage = (token: string | null, path: string) => useQuery(feedbackImageQuery(token, path));
