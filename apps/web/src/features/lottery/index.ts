// The lottery feature's public entry: what other features may use.
export { lotteryAddress } from './api/launch-address';
