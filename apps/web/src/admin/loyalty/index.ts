// The console's loyalty section: what other console sections may use.
export { useLevels } from './loyalty-api';
