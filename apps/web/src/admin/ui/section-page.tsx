import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../ui/tab-list';
import { PageHeader } from './page-header';
import { tabItems, type useSectionTab } from './section-tabs';

/**
 * A console section with tabs: its `title` and `subtitle` over the tab row (labels `tabs.<name>`
 * in the section's namespace, test ids `<testIdPrefix><name>`) and the open tab's content.
 */
export function SectionPage<Name extends string>({
  namespace,
  section: { open, tab, setParams },
  testIdPrefix,
  panelClassName,
  children,
}: {
  namespace: string;
  /** The section's tabs as useSectionTab keeps them; another tab starts from its own address. */
  section: Pick<ReturnType<typeof useSectionTab<Name>>, 'open' | 'tab' | 'setParams'>;
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
