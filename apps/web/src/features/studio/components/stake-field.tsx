import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { minorToDecimalText } from '@portal/shared/money';
import { stepStake } from '../lib/stake';

/** The stake, typed or stepped with − and + through the usual bet sizes (when `steps` is given). */
export function StakeField({
  value,
  onChange,
  invalid,
  disabled,
  steps,
}: {
  value: string;
  onChange: (text: string) => void;
  invalid: boolean;
  disabled?: boolean;
  steps?: { currentMinor: number | null; decimals: number; maxMinor: number; currency: string };
}) {
  const { t } = useTranslation('studio');
  const id = useId();
  const step = (direction: 1 | -1) =>
    steps ? stepStake(steps.currentMinor, direction, steps.decimals, steps.maxMinor) : null;
  const stepper = (direction: 1 | -1) => {
    const next = step(direction);
    return (
      <button
        type="button"
        className="studio-stake__step"
        disabled={disabled || next === null}
        onClick={() => next !== null && steps && onChange(minorToDecimalText(next, steps.decimals))}
        aria-label={t(direction === 1 ? 'stakeUp' : 'stakeDown')}
        data-testid={direction === 1 ? 'studio-stake-up' : 'studio-stake-down'}
      >
        {direction === 1 ? '+' : '−'}
      </button>
    );
  };
  return (
    <label className="studio-field" htmlFor={id}>
      <span>
        {t('stake')}
        {steps && ` (${steps.currency})`}
      </span>
      <span className={steps ? 'studio-stake' : undefined}>
        {steps && stepper(-1)}
        <input
          id={id}
          inputMode="decimal"
          value={value}
          disabled={disabled}
          aria-invalid={invalid}
          onChange={(e) => onChange(e.target.value)}
          data-testid="studio-stake"
        />
        {steps && stepper(1)}
      </span>
      {invalid && <small className="studio-error">{t('stakeInvalid')}</small>}
    </label>
  );
}
