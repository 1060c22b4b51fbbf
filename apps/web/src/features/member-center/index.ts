// The member center's public entry: what other features may use.
export { badgeText } from './lib/entries';
