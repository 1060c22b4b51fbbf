import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/spinner';
import { useAdminImage } from '../ui/use-admin-image';

/** A proof image the API serves behind the operator token, with a link to see it at full size. */
export function ProofImage({ path, alt, testId }: { path: string; alt: string; testId: string }) {
  const { t } = useTranslation('admin-money');
  const current = useAdminImage(path);
  if (!current) return <Spinner size={20} label={t('proof.loading')} />;
  if (!current.url) {
    return (
      <p className="admin-error" data-testid={`${testId}-failed`}>
        {t('proof.failed')}
      </p>
    );
  }
  return (
    <figure className="money-proof" data-testid={testId}>
      <a href={current.url} target="_blank" rel="noreferrer" title={t('proof.open')}>
        <img src={current.url} alt={alt} />
      </a>
      <figcaption>
        <a href={current.url} target="_blank" rel="noreferrer">
          {t('proof.open')}
        </a>
      </figcaption>
    </figure>
  );
}
