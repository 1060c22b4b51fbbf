import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function StakeField({
  value,
  onChange,
  invalid,
  disabled,
}: {
  value: string;
  onChange: (text: string) => void;
  invalid: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('studio');
  const id = useId();
  return (
    <label className="studio-field" htmlFor={id}>
      <span>{t('stake')}</span>
      <input
        id={id}
        inputMode="decimal"
        value={value}
        disabled={disabled}
        aria-invalid={invalid}
        onChange={(e) => onChange(e.target.value)}
        data-testid="studio-stake"
      />
      {invalid && <small className="studio-error">{t('stakeInvalid')}</small>}
    </label>
  );
}
