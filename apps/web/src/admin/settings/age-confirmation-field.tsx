import { useTranslation } from 'react-i18next';
import { NumberField } from '../../ui/form/form-fields';
import type { SettingsDraft } from './use-settings-draft';

/** The minimum age players confirm (0 asks nothing), set on the brand tab and beside the register rules. */
export function AgeConfirmationField({ draft, testId }: { draft: SettingsDraft; testId?: string }) {
  const { t } = useTranslation('admin-settings');
  return (
    <NumberField
      control={draft.control}
      name="brand.ageConfirmation"
      label={t('brand.ageConfirmation')}
      hint={t('brand.ageConfirmationHint')}
      testId={testId}
    />
  );
}
