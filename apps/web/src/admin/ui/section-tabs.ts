import { useSearchParams } from 'react-router';
import type { OperatorRole } from '@portal/shared/contracts/operators';
import { canUse, useOperatorRoles } from '../lib/admin-api';

/** A console tab: its name alone (open to whoever sees the section), or with the roles that may read it. */
export type SectionTab<Name extends string> = Name | { name: Name; roles: readonly OperatorRole[] };

/**
 * A console section's open tab, kept in the address (`?tab=`) so a tab can be linked to: the one
 * asked for if the operator's roles open it, else the first open one. The server checks every
 * call again; hiding a tab only spares a refusal.
 */
export function useSectionTab<Name extends string>(tabs: readonly SectionTab<Name>[]) {
  const held = useOperatorRoles();
  const [params, setParams] = useSearchParams();
  const open = tabs.flatMap((tab) => (typeof tab === 'string' ? [tab] : canUse(held, tab.roles) ? [tab.name] : []));
  const tab = open.find((name) => name === params.get('tab')) ?? open[0];
  return { open, tab, params, setParams, held };
}

/** Tab items labelled `tabs.<name>` in the section's namespace, test ids `<prefix><name>`. */
export const tabItems = <Name extends string>(
  names: readonly Name[],
  label: (key: string) => string,
  testIdPrefix: string,
) => names.map((name) => ({ key: name, label: label(`tabs.${name}`), testId: `${testIdPrefix}${name}` }));
