import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../ui/tab-list';
import { PageHeader } from './page-header';
import { tabItems, type useSectionTab } from './section-tabs';

/**
 * A console section's page: its title and explanation (`title`, `subtitle` in the section's
 * namespace) over the row of its open tabs (`tabs.<name>`, the one picked kept in the address),
 * the selected tab's content below.
 */
export function SectionTabsPage<Name extends string>({
  namespace,
  section: { open, tab, setParams },
  testIdPrefix,
  panelClassName,
  children,
}: {
  namespace: string;
  section: ReturnType<typeof useSectionTab<Name>>;
  testIdPrefix: string;
  panelClassName?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Tabs
        className="admin-tabs"
        panelClassName={panelClassName}
        label={t('title')}
        items={tabItems(open, t, testIdPrefix)}
        selected={tab}
        onSelect={(name) => setParams({ tab: name })}
      >
        {children}
      </Tabs>
    </>
  );
}
