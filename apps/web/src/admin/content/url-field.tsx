import { useTranslation } from 'react-i18next';
import { useWatch, type FieldValues } from 'react-hook-form';
import { URL_MAX } from '@portal/shared/contracts/content-admin';
import { TextField, type TextProps } from '../../ui/form/form-fields';
import { IssueTextProvider } from '../../ui/form/issue-text';

/**
 * An address of a content entry (an image, a link, a download, an e-mail), at most URL_MAX long.
 * Its issue reads as `issue` (an `issues.*` key): a required one left blank as REQUIRED, an
 * optional one (emptyAsNull) only when something is typed.
 */
export function UrlField<Values extends FieldValues>({ issue, ...props }: TextProps<Values> & { issue: string }) {
  const { t } = useTranslation('admin-content');
  const value = useWatch({ control: props.control, name: props.name }) as string | null | undefined;
  const say = () => t(props.emptyAsNull || value?.trim() ? issue : 'issues.REQUIRED');
  return (
    <IssueTextProvider value={say}>
      <TextField maxLength={URL_MAX} {...props} />
    </IssueTextProvider>
  );
}
