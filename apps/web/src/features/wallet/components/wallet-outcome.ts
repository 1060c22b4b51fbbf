/** The wallet forms' look for their last answer (FormOutcome). */
export const OUTCOME = { failureClass: 'wallet-transfer__error', doneClass: 'wallet-transfer__done' } as const;
