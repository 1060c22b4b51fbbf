import { api } from '../../../lib/api-client';

/** POST /wps/system/customer-service/open: the address of a sealed (type-3) customer-service line. */
export const openServiceLine = (sealed: string) =>
  api<{ url: string }>('/wps/system/customer-service/open', { method: 'POST', body: { sealed } }).then(
    (opened) => opened.url,
  );
