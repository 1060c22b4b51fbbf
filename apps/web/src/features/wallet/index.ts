// The wallet feature's public entry: what other features may use.
export { useBalance } from './api/get-balance';
