import { useTranslation } from 'react-i18next';
import { PageHeader } from '../ui/page-header';

export default function ApprovalsPage() {
  const { t } = useTranslation('admin');
  return <PageHeader title={t('states.loading')} />;
}
