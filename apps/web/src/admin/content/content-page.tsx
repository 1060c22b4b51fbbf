import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../ui/spinner';
import { PageHeader } from '../ui/page-header';
import { AnnouncementsTab } from './announcements-tab';
import { BannersTab } from './banners-tab';
import { useContentMeta } from './content-api';
import { CustomerServiceTab } from './customer-service-tab';
import { HelpTab } from './help-tab';
import { ResourcesTab } from './resources-tab';
import './content.css';

const TABS = ['banners', 'announcements', 'help', 'service', 'downloads'] as const;
type Tab = (typeof TABS)[number];

/**
 * The content desk: banners, announcements, help articles, customer-service links and downloads,
 * each a list with its switches and order and an editor with the player's view beside it. The
 * tab lives in the address so a tab can be linked to.
 */
export default function ContentPage() {
  const { t } = useTranslation('admin-content');
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'banners';
  const meta = useContentMeta();

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="admin-tabs" role="tablist" aria-label={t('title')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => setParams({ tab: name })}
            data-testid={`content-tab-button-${name}`}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      {meta.isError ? (
        <p className="admin-error" role="alert">
          {meta.error.message}
        </p>
      ) : !meta.data ? (
        <Spinner />
      ) : (
        <div key={tab} role="tabpanel">
          {tab === 'banners' && <BannersTab meta={meta.data} />}
          {tab === 'announcements' && <AnnouncementsTab meta={meta.data} />}
          {tab === 'help' && <HelpTab meta={meta.data} />}
          {tab === 'service' && <CustomerServiceTab meta={meta.data} />}
          {tab === 'downloads' && <ResourcesTab meta={meta.data} />}
        </div>
      )}
    </>
  );
}
