import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language } from '@portal/shared/languages';
import type { SystemStatusValue } from '@portal/shared/contracts/system';
import { changeLanguage } from '../../../i18n/i18n';
import { LotusMark } from '../../../ui/brand-logo';
import { buttonClass } from '../../../ui/button';
import { ChatIcon, MailIcon } from '../../../ui/icons';
import './status-screen.css';

interface StatusScreenProps {
  status: SystemStatusValue;
  testId: string;
  /** The picture's shapes, drawn in a 72-unit square with the card's line style. */
  art: ReactNode;
  title: string;
  message: string;
  children?: ReactNode;
}

/**
 * The full-screen card shown instead of the site for system status 1 and 2: no shell, a brand mark,
 * a language switch (the visitor may not read the default language) and the ways to contact support.
 */
export function StatusScreen({ status, testId, art, title, message, children }: StatusScreenProps) {
  const { t } = useTranslation('system');
  return (
    <main className="status-screen" data-testid={testId}>
      <header className="status-screen__bar">
        <span className="status-screen__brand">
          <LotusMark size={30} />
          <span>{status.brand.name}</span>
        </span>
        <LanguageSwitch languages={status.languages} />
      </header>
      <section className="status-screen__card" aria-labelledby="status-title">
        <div className="status-screen__art" aria-hidden="true">
          <svg
            viewBox="0 0 72 72"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            {art}
          </svg>
        </div>
        <p className="status-screen__eyebrow">{t('status.restrictionOfVisit')}</p>
        <h1 className="status-screen__title" id="status-title">
          {title}
        </h1>
        <p className="status-screen__message">{message}</p>
        {children}
        <ContactUs status={status} />
      </section>
    </main>
  );
}

function ContactUs({ status }: { status: SystemStatusValue }) {
  const { t } = useTranslation('system');
  // Plain addresses only: a sealed line opens through a call the closed site may refuse.
  const links = status.customerService.flatMap(({ url, ...entry }) =>
    url !== null && /^(https?:|mailto:|tel:)/i.test(url) && !entry.vipOnly ? [{ ...entry, url }] : [],
  );
  const email = status.brand.supportEmail;
  if (!email && !links.length) return null;
  return (
    <div className="status-screen__contact">
      <h2 className="status-screen__contact-title">{t('status.contactUs')}</h2>
      <div className="status-screen__contact-links">
        {email ? (
          <a className={buttonClass('primary')} href={`mailto:${email}`}>
            <MailIcon size={18} strokeWidth={2} />
            <span>{email}</span>
          </a>
        ) : null}
        {links.map((entry) => (
          <a
            key={entry.id}
            className={buttonClass('secondary')}
            href={entry.url}
            target={entry.url.startsWith('http') ? '_blank' : undefined}
            rel="noopener noreferrer"
          >
            <ChatIcon size={18} strokeWidth={2} />
            <span>{entry.label}</span>
          </a>
        ))}
      </div>
    </div>
  );
}

function LanguageSwitch({ languages }: { languages: Language[] }) {
  const { t, i18n } = useTranslation('system');
  if (languages.length < 2) return null;
  return (
    <nav className="status-screen__languages" aria-label={t('status.language')}>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="status-screen__language"
          aria-pressed={i18n.language === language}
          onClick={() => void changeLanguage(language)}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </nav>
  );
}

/** A details row of the card, e.g. the end time or the visitor's IP. */
export function StatusDetail({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="status-screen__detail">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
