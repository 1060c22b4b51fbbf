/**
 * Points live in the ledger as their own asset: each member's 'points' account in the currency
 * 'PTS', never below zero (a player account), against the house's loyalty_points account.
 */
export const POINTS_WALLET = 'points';
export const POINTS_CURRENCY = 'PTS';
export const POINTS_HOUSE = 'loyalty_points';
