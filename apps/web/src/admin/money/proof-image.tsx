import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/spinner';
import { adminImageUrl } from '../lib/admin-api';

/** A proof image the API serves behind the operator token, with a link to see it at full size. */
export function ProofImage({ path, alt, testId }: { path: string; alt: string; testId: string }) {
  const { t } = useTranslation('admin-money');
  const [image, setImage] = useState<{ path: string; url: string | null; failed: boolean } | null>(null);

  useEffect(() => {
    let live = true;
    let url: string | null = null;
    adminImageUrl(path)
      .then((loaded) => {
        if (live) {
          url = loaded;
          setImage({ path, url: loaded, failed: false });
        } else URL.revokeObjectURL(loaded);
      })
      .catch(() => {
        if (live) setImage({ path, url: null, failed: true });
      });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);

  const current = image?.path === path ? image : null;
  if (!current) return <Spinner size={20} label={t('proof.loading')} />;
  if (current.failed || !current.url) {
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
