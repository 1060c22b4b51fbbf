import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../ui/tab-list';
import { PageHeader } from './page-header';
import { tabItems } from './section-tabs';

/**
 * A console section with tabs: its `title` and `subtitle` over the tab row (labels `tabs.<name>`
 * in the section's namespace, test ids `<testIdPrefix><name>`) and the open tab's content.
 */
export function SectionPage<Name extends string>({
  namespace,
  tabs,
  tab,
  onTab,
  testIdPrefix,
  children,
}: {
  namespace: string;
  tabs: readonly Name[];
  tab: Name | undefined;
  onTab: (name: Name) => void;
  testIdPrefix: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Tabs
        className="admin-tabs"
        label={t('title')}
        items={tabItems(tabs, t, testIdPrefix)}
        selected={tab}
        onSelect={onTab}
      >
        {children}
      </Tabs>
    </>
  );
}
