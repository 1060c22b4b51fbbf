import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@portal/shared/money';
import { adminApi } from '../lib/admin-api';

interface CurrencySettings {
  currency: { code: string; decimals: number; symbol: string };
}

/**
 * The brand's currency for the console's money columns: amounts arrive in minor units and are
 * shown in the operator's language.
 */
export function useMoney() {
  const { i18n } = useTranslation();
  const settings = useQuery({
    queryKey: ['admin', 'settings'],
    queryFn: () => adminApi<CurrencySettings>('/admin/api/settings'),
    staleTime: 5 * 60_000,
  });
  const decimals = settings.data?.currency.decimals ?? 2;
  return {
    decimals,
    code: settings.data?.currency.code ?? '',
    format: (minor: number) => formatMoney(minor, decimals, i18n.language),
  };
}
