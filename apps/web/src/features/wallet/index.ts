// The wallet feature's public entry: what other features may use.
export { useBalance } from './api/get-balance';
export { balanceFigures } from './lib/balance-figures';
