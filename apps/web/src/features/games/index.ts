// The games feature's public entry: what other features may use of it.
export { useGameLauncher } from './components/use-game-launcher';
