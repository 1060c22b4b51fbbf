import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** What a form's resolver makes of the values: the API's body, or the issue codes by dotted path. */
export async function checkForm<Values extends FieldValues, Body>(
  resolver: Resolver<Values, unknown, Body>,
  values: Values,
): Promise<{ data: Body | null; fields: Record<string, string> }> {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const fields = flatten(result.errors);
  return { data: Object.keys(fields).length ? null : (result.values as Body), fields };
}

function flatten(errors: FieldErrors, prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (typeof value !== 'object' || value === null || key === 'ref' || key === 'types') continue;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string') fields[prefix + key] = message;
    // A list item's own issue (a level's missing threshold) may stand beside its fields' issues.
    Object.assign(fields, flatten(value as FieldErrors, `${prefix}${key}.`));
  }
  return fields;
}
