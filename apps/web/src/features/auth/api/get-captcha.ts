import type { CaptchaValue } from '@portal/shared/contracts/auth';
import { api } from '../../../lib/api-client';

/** GET /wps/captcha: a single-use image challenge for the next login (a PNG data URL). */
export const getCaptcha = () => api<CaptchaValue>('/wps/captcha');
