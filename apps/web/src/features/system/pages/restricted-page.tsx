import { useTranslation } from 'react-i18next';
import type { SystemStatusValue } from '@portal/shared/contracts/system';
import { StatusDetail, StatusScreen } from '../components/status-screen';

/** The country's name in the visitor's language, or its code where the browser cannot name it. */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** System status 2: the visitor's IP or country is not allowed; both are shown. */
export default function RestrictedPage({ status }: { status: SystemStatusValue }) {
  const { t, i18n } = useTranslation('system');
  const { ip, country } = status.location;
  return (
    <StatusScreen
      status={status}
      testId="restricted-page"
      art={<RestrictedArt />}
      title={t('restricted.title')}
      message={t('restricted.message')}
    >
      <dl className="status-screen__details">
        <StatusDetail label={t('restricted.ip')} testId="restricted-ip">
          {ip}
        </StatusDetail>
        <StatusDetail label={t('restricted.country')} testId="restricted-country">
          {country ? countryName(country, i18n.language) : t('restricted.unknownCountry')}
        </StatusDetail>
      </dl>
    </StatusScreen>
  );
}

function RestrictedArt() {
  return (
    <>
      <circle cx="32" cy="32" r="20" />
      <path d="M12 32h40M32 12c6 6 8 13 8 20s-2 14-8 20M32 12c-6 6-8 13-8 20s2 14 8 20" />
      <circle cx="52" cy="52" r="11" className="status-screen__cutout" />
      <path d="M44.5 59.5l15-15" />
    </>
  );
}
