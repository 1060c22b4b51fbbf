// The console's responsible-gaming section: what other console sections may use.
export { MemberRgTab } from './member-rg-tab';
