import { useTranslation } from 'react-i18next';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { NumberField } from '../../ui/form/form-fields';

/** Where a good or a mission stands in the members' list: lower first. */
export function PositionField<Values extends { position: string }>({
  control,
  testId,
}: {
  control: Control<Values, unknown, FieldValues>;
  testId: string;
}) {
  const { t } = useTranslation('admin-loyalty');
  return (
    <NumberField
      control={control}
      name={'position' as FieldPath<Values>}
      label={t('fields.position')}
      hint={t('fields.positionHint')}
      testId={testId}
    />
  );
}
