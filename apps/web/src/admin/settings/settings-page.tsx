import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { Tabs } from '../../ui/tab-list';
import { PageHeader } from '../ui/page-header';
import {
  BrandSection,
  DeliverySection,
  LocaleSection,
  MaintenanceSection,
  MoneySection,
  RegionSection,
} from './brand-sections';
import { FlagsSection } from './flags-section';
import { AmlSection } from './aml-section';
import { KycSection } from './kyc-section';
import { ChatSection } from './chat-section';
import { GameProvidersTab } from './game-providers-tab';
import { GameVendorsTab } from './game-vendors-tab';
import { GamesCatalogTab } from './games-catalog-tab';
import { PaymentChannelsTab } from './payment-channels-tab';
import { ReferralTab } from './referral-tab';
import { RegisterRulesTab } from './register-rules-tab';
import { IssueTextProvider } from '../../ui/form/issue-text';
import { useSaySettingsIssue } from './settings-controls';
import { failureText } from './settings-lists';
import { SettingsSaveBar } from './settings-save-bar';
import { SocialProvidersTab } from './social-providers-tab';
import { StudioRtpTab } from './studio-rtp-tab';
import { useSettingsDraft, type SettingsDraft } from './use-settings-draft';
import './settings.css';

const TABS = [
  'brand',
  'register',
  'referral',
  'channels',
  'vendors',
  'games',
  'studio',
  'providers',
  'social',
] as const;
type Tab = (typeof TABS)[number];
/** The tabs that edit the settings document itself, through one shared draft. */
const DRAFT_TABS = ['brand', 'register', 'referral'] as const;
type DraftTab = (typeof DRAFT_TABS)[number];
const isDraftTab = (tab: Tab): tab is DraftTab => (DRAFT_TABS as readonly Tab[]).includes(tab);

/** The brand's configuration, one tab per part; the tab is in the address so a link opens it. */
export default function SettingsPage() {
  const { t } = useTranslation('admin-settings');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.find((name) => name === asked) ?? 'brand';
  // One draft for the tabs that edit the settings document: switching keeps what was typed.
  const draft = useSettingsDraft();

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Tabs
        className="admin-tabs settings-tabs"
        panelClassName="settings-panel"
        panelTestId={`settings-panel-${tab}`}
        label={t('title')}
        items={TABS.map((name) => ({
          key: name,
          label: (
            <>
              {t(`tabs.${name}`)}
              {isDraftTab(name) && draft.changes > 0 && <span className="settings-tabs__dot" aria-hidden="true" />}
            </>
          ),
          testId: `settings-tab-${name}`,
        }))}
        selected={tab}
        onSelect={(name) => setParams(name === 'brand' ? {} : { tab: name }, { replace: true })}
      >
        {isDraftTab(tab) ? <DraftTabs tab={tab} draft={draft} /> : null}
        {tab === 'channels' && <PaymentChannelsTab />}
        {tab === 'vendors' && <GameVendorsTab />}
        {tab === 'games' && <GamesCatalogTab />}
        {tab === 'studio' && <StudioRtpTab />}
        {tab === 'providers' && <GameProvidersTab />}
        {tab === 'social' && <SocialProvidersTab />}
      </Tabs>
    </>
  );
}

function DraftTabs({ tab, draft }: { tab: DraftTab; draft: SettingsDraft }) {
  const { t } = useTranslation('admin');
  const say = useSaySettingsIssue();
  if (draft.query.isError && !draft.value) {
    return (
      <div className="admin-card">
        <p className="admin-error" role="alert">
          {failureText(draft.query.error, t('failed'))}
        </p>
        <Button onClick={() => void draft.query.refetch()}>{t('actions.refresh')}</Button>
      </div>
    );
  }
  // Loading, or loaded and the form not started from it yet.
  if (!draft.value) return <Spinner label={t('states.loading')} />;
  return (
    <IssueTextProvider value={say}>
      {tab === 'brand' && (
        <div className="settings-sections">
          <FlagsSection draft={draft} />
          <BrandSection draft={draft} />
          <LocaleSection draft={draft} />
          <MaintenanceSection draft={draft} />
          <RegionSection draft={draft} />
          <MoneySection draft={draft} />
          <KycSection draft={draft} />
          <ChatSection draft={draft} />
          <DeliverySection draft={draft} />
          <AmlSection draft={draft} />
        </div>
      )}
      {tab === 'register' && <RegisterRulesTab draft={draft} />}
      {tab === 'referral' && <ReferralTab draft={draft} />}
      <SettingsSaveBar draft={draft} />
    </IssueTextProvider>
  );
}
