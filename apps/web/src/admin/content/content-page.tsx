import { Spinner } from '../../ui/spinner';
import { SectionPage } from '../ui/section-page';
import { useSectionTab } from '../ui/section-tabs';
import { AnnouncementsTab } from './announcements-tab';
import { BannersTab } from './banners-tab';
import { useContentMeta } from './content-api';
import { CustomerServiceTab } from './customer-service-tab';
import { DomainsTab } from './domains-tab';
import { HelpTab } from './help-tab';
import { ResourcesTab } from './resources-tab';
import './content.css';

/**
 * The content desk: banners, announcements, help articles, customer-service links, downloads and domains,
 * each a list with its switches and order and an editor with the player's view beside it. The
 * tab lives in the address so a tab can be linked to.
 */
export default function ContentPage() {
  const section = useSectionTab([
    'banners',
    'announcements',
    'help',
    'service',
    'downloads',
    // Where every shared link points: the brand owner's (admin) call, as on the server.
    { name: 'domains', roles: [] },
  ] as const);
  const { tab } = section;
  const meta = useContentMeta();

  return (
    <SectionPage namespace="admin-content" section={section} testIdPrefix="content-tab-button-">
      {meta.isError ? (
        <p className="admin-error" role="alert">
          {meta.error.message}
        </p>
      ) : !meta.data ? (
        <Spinner />
      ) : (
        <>
          {tab === 'banners' && <BannersTab meta={meta.data} />}
          {tab === 'announcements' && <AnnouncementsTab meta={meta.data} />}
          {tab === 'help' && <HelpTab meta={meta.data} />}
          {tab === 'service' && <CustomerServiceTab meta={meta.data} />}
          {tab === 'downloads' && <ResourcesTab meta={meta.data} />}
          {tab === 'domains' && <DomainsTab meta={meta.data} />}
        </>
      )}
    </SectionPage>
  );
}
