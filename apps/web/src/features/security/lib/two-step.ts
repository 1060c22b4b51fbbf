import type { TwoStepSetup } from '@portal/shared/contracts/security';

/** An authenticator app's code: six digits (spaces people type between groups are dropped). */
export const TOTP_CODE = /^\d{6}$/;
export const cleanCode = (value: string) => value.replace(/\s+/g, '');

/** The secret for typing by hand: groups of four, as authenticator apps show it. */
export const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? '';

/** The text of the downloadable recovery codes file: one code a line, after a short heading. */
export function recoveryCodesFile(codes: readonly string[], heading: string): string {
  return [heading, '', ...codes, ''].join('\n');
}

/**
 * What the two-step card shows. From "off": setup (QR, key, code) then the recovery codes once,
 * then back to idle ("on"). From "on": a code to turn it off, or a code for new recovery codes.
 */
export type TwoStepView =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: TwoStepSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' }
  | { kind: 'renew' };

export type TwoStepEvent =
  | { type: 'setupStarted'; setup: TwoStepSetup }
  | { type: 'codesIssued'; codes: string[] }
  | { type: 'ask'; kind: 'disable' | 'renew' }
  | { type: 'done' };

export function nextTwoStepView(view: TwoStepView, event: TwoStepEvent): TwoStepView {
  switch (event.type) {
    case 'setupStarted':
      return view.kind === 'idle' ? { kind: 'setup', setup: event.setup } : view;
    case 'codesIssued':
      // Only a confirmed setup or a renewal issues codes; they are shown once, until "done".
      return view.kind === 'setup' || view.kind === 'renew' ? { kind: 'codes', codes: event.codes } : view;
    case 'ask':
      return view.kind === 'idle' ? { kind: event.kind } : view;
    case 'done':
      return { kind: 'idle' };
  }
}
