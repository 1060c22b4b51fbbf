import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toMinor } from '@portal/shared/money';

/** The stake in major units as the player types it; `minor` is null until it is a valid amount. */
export function parseStake(text: string, decimals: number, maxMinor: number): number | null {
  const parsed = toMinor(text.trim(), decimals);
  return parsed.ok && parsed.minor > 0 && parsed.minor <= maxMinor ? parsed.minor : null;
}

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
