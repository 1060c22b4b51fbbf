import { useTranslation } from 'react-i18next';
import { PageHeader } from '../ui/page-header';

export default function DepositsPage() {
  const { t } = useTranslation('admin');
  return <PageHeader title={t('states.loading')} />;
}
