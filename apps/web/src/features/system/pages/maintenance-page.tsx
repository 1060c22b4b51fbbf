import { useTranslation } from 'react-i18next';
import type { SystemStatusValue } from '@portal/shared/contracts/system';
import { StatusDetail, StatusScreen } from '../components/status-screen';

/** System status 1: shown instead of the site, with the end of the window when one is set. */
export default function MaintenancePage({ status }: { status: SystemStatusValue }) {
  const { t, i18n } = useTranslation('system');
  const endAt = status.maintenance.endAt ? new Date(status.maintenance.endAt) : null;
  const endText =
    endAt && !Number.isNaN(endAt.getTime())
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(endAt)
      : null;
  return (
    <StatusScreen
      status={status}
      testId="maintenance-page"
      art={<MaintenanceArt />}
      title={t('maintenance.title')}
      message={t('maintenance.message')}
    >
      {endText ? (
        <dl className="status-screen__details">
          <StatusDetail label={t('maintenance.endsAt')} testId="maintenance-end">
            <time dateTime={status.maintenance.endAt ?? undefined}>{endText}</time>
          </StatusDetail>
        </dl>
      ) : null}
    </StatusScreen>
  );
}

function MaintenanceArt() {
  return (
    <>
      <circle cx="28" cy="30" r="9" />
      <path d="M28 15v-5M28 50v-5M13 30H8M48 30h-5M17.4 19.4l-3.5-3.5M42.1 44.1l-3.5-3.5M17.4 40.6l-3.5 3.5M42.1 15.9l-3.5 3.5" />
      <path d="M45 52l12 12a4 4 0 006-6L51 46" />
      <path d="M51 46a10 10 0 0011-14l-6 6-5-1-1-5 6-6a10 10 0 00-14 11" />
    </>
  );
}
