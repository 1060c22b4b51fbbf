import { useTranslation } from 'react-i18next';
import { DraftNumber } from './draft-fields';
import type { SettingsDraft } from './use-settings-draft';

/** The minimum age players confirm (0 asks nothing), set on the brand tab and beside the register rules. */
export function AgeConfirmationField({ draft, testId }: { draft: SettingsDraft; testId?: string }) {
  const { t } = useTranslation('admin-settings');
  return (
    <DraftNumber
      draft={draft}
      section="brand"
      name="ageConfirmation"
      label={t('brand.ageConfirmation')}
      hint={t('brand.ageConfirmationHint')}
      min={0}
      max={25}
      testId={testId}
    />
  );
}
