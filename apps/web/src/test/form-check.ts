import type { FieldValues, Resolver } from 'react-hook-form';
import { flatIssues } from '../lib/form-resolver.ts';

/** What a form's resolver makes of the values: the API's body, or the issue codes by dotted path. */
export async function checkForm<Values extends FieldValues, Body>(
  resolver: Resolver<Values, unknown, Body>,
  values: Values,
): Promise<{ data: Body | null; fields: Record<string, string> }> {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const fields = flatIssues(result.errors);
  return { data: Object.keys(fields).length ? null : (result.values as Body), fields };
}
