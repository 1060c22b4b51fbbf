import { api } from '../../../lib/api-client';

/** GET /wps/agent/affiliate: whether a referral code names a member who can take downlines. */
export const checkAffiliate = (code: string) =>
  api<{ valid: boolean }>('/wps/agent/affiliate', { query: { code, domain: window.location.host } }).then(
    (value) => value.valid,
  );
