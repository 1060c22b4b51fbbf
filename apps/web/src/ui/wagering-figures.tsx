import { useTranslation } from 'react-i18next';
import type { WageringFigures as Figures } from '@portal/shared/contracts/promotions';
import { minorOf } from '../lib/money-form';
import { MoneyText } from './money-text';
import './wagering-figures.css';
import { useCurrency } from '../lib/currency';

/**
 * Wagering as the server's one presenter answers it: required, done and left, in this order and
 * these words, on every screen that shows it (a bonus card, the bonus wallet, the withdraw page),
 * so two screens never show two different numbers for one thing.
 */
export function WageringFigures({
  figures,
  compact = false,
  testId = 'wagering',
}: {
  figures: Figures;
  compact?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const currency = useCurrency();
  const rows = [
    ['required', figures.required],
    ['done', figures.done],
    ['left', figures.left],
  ] as const;
  return (
    <dl className={compact ? 'wagering wagering--compact' : 'wagering'} data-testid={testId}>
      {rows.map(([key, major]) => (
        <div key={key} className="wagering__item" data-key={key}>
          <dt>{t(`wagering.${key}`)}</dt>
          <dd data-testid={`${testId}-${key}`}>
            <MoneyText minor={minorOf(major, currency.decimals)} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
