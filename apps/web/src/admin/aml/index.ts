// The console's AML section: what other console sections may use.
export { MemberAlerts } from './member-alerts';
