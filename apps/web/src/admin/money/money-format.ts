import { useTranslation } from 'react-i18next';
import { minorOf } from '../../lib/money-form';
import { useMoney } from '../ui/use-money';

/** The queues' amounts arrive in major units: shown in the brand currency and the operator's language. */
export function useAmount() {
  const { format, decimals } = useMoney();
  return (major: number) => format(minorOf(major, decimals));
}

/** What every money page and detail words its rows with: its texts, the console's, amounts and times. */
export function useMoneyText() {
  const { t } = useTranslation('admin-money');
  const { t: ta } = useTranslation('admin');
  return { t, ta, amount: useAmount(), when: useDateTime() };
}

/** A date and time in the operator's language ('' for none). */
export function useDateTime() {
  const { i18n } = useTranslation();
  return (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '');
}
