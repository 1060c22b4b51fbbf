import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHelpCenter } from '../../features/system/api/get-help-center';
import { useStatus } from '../../features/system/api/get-status';
import { PageBanners } from '../../features/system/components/page-banners';
import { HelpCenter, findAgreement } from '../../features/system/components/help-center';
import { PageHeading } from './parts/page-heading';
import { DocumentIcon, HelpIcon } from '../../ui/icons';
import './parts/page.css';
import './help-page.css';

/** /help: the help banners, the user agreement link and the help center's articles. */
export default function HelpPage() {
  const { t, i18n } = useTranslation('pages');
  const { data: helpCenter, isPending } = useHelpCenter(i18n.language);
  const { data: status } = useStatus();
  const agreement = findAgreement(helpCenter);
  return (
    <main className="page" data-testid="page-help">
      <PageBanners group="help" />
      <PageHeading icon={<HelpIcon size={28} />} title={t('help.title')} subtitle={t('help.subtitle')} />
      {agreement ? (
        <Link className="help-agreement page-card" to={`/helpmc?article=${agreement.id}`} data-testid="help-agreement">
          <span className="help-agreement__icon" aria-hidden="true">
            <DocumentIcon size={24} />
          </span>
          <span className="help-agreement__text">
            <strong>{t('help.agreement')}</strong>
            <span>{t('help.agreementHint', { brand: status?.brand.name ?? '' })}</span>
          </span>
          <span className="help-agreement__go" aria-hidden="true">
            ›
          </span>
        </Link>
      ) : isPending ? (
        // Holds the card's place while the articles load, so the list below does not jump.
        <div className="help-agreement page-card help-agreement--loading" aria-hidden="true" />
      ) : null}
      <HelpCenter />
    </main>
  );
}
