/*
 * Customer-service line types and the content address rules, without zod: the player site's shell
 * needs them on its first render, and the schemas in contracts/content-admin build on them.
 */

/** 1 live chat link, 2 e-mail, 3 link opened in a popup, 4 messenger; the table allows up to 9. */
export const CUSTOMER_SERVICE_TYPES = [1, 2, 3, 4] as const;
export const CUSTOMER_SERVICE_TYPE_MAX = 9;
export const CUSTOMER_SERVICE_EMAIL = 2;
/** Spec §6: a member label rank above this brings the VIP customer-service lines. */
export const VIP_SERVICE_RANK_ABOVE = 4;
/** The line opened in a popup window; its address on another site travels sealed (spec §7: decrypted). */
export const CUSTOMER_SERVICE_POPUP = 3;

/**
 * An absolute http(s) address or a path of this site ("/promotions"): never another scheme
 * (javascript:, data:), never a protocol-relative "//host".
 */
const ABSOLUTE = /^https?:\/\/[^\s"'<>\\/?#]+[^\s"'<>\\]*$/i;
const SITE_PATH = /^\/(?![/\\])[^\s"'<>\\]*$/;
export const isContentUrl = (value: string) => SITE_PATH.test(value) || (ABSOLUTE.test(value) && parses(value));
export const isSitePath = (value: string) => SITE_PATH.test(value);
export const isAbsoluteUrl = (value: string) => ABSOLUTE.test(value) && parses(value);

function parses(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
