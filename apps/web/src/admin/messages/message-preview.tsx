import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language } from '@portal/shared/languages';
import { MailIcon } from '../../ui/icons';
import { PreviewLanguagePicker } from '../ui/preview-language-picker';
import { textFor, type LocalizedValue } from './message-draft';

/**
 * The notice as a member reading in `language` meets it: the row in the inbox (unread) and the
 * message opened. A language left blank shows what the server sends instead, and says so.
 */
export function MessagePreview({
  title,
  content,
  language,
  onLanguage,
}: {
  title: LocalizedValue;
  content: LocalizedValue;
  language: Language;
  onLanguage: (next: Language) => void;
}) {
  const { t } = useTranslation('admin-communication');
  const shownTitle = textFor(title, language);
  const shownContent = textFor(content, language);
  const fallback = [shownTitle.shown, shownContent.shown].find((shown) => shown !== null && shown !== language);
  const now = new Date().toLocaleString(language, { dateStyle: 'short', timeStyle: 'short' });
  const paragraphs = shownContent.text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);

  return (
    <section className="msg-preview" aria-label={t('preview.label')} data-testid="msg-preview">
      <div className="msg-preview__head">
        <h3>{t('preview.label')}</h3>
        <PreviewLanguagePicker
          value={language}
          onChange={onLanguage}
          label={t('preview.language')}
          testId="msg-preview-lang"
        />
      </div>
      {fallback && (
        <small className="msg-preview__fallback" data-testid="msg-preview-fallback">
          {t('preview.fallback', { language: LANGUAGE_NAMES[language], shown: LANGUAGE_NAMES[fallback] })}
        </small>
      )}
      <div className="msg-preview__phone" lang={shownTitle.shown ?? language}>
        <div className="msg-preview__row">
          <span className="msg-preview__icon" aria-hidden="true">
            <MailIcon size={18} />
          </span>
          <span className="msg-preview__row-text">
            <strong data-testid="msg-preview-title">{shownTitle.text || t('preview.noTitle')}</strong>
            <small>{now}</small>
          </span>
          <span className="msg-preview__dot" title={t('preview.unread')} />
        </div>
        <article className="msg-preview__open">
          <h4>{shownTitle.text || t('preview.noTitle')}</h4>
          <small className="admin-muted">{now}</small>
          <div className="msg-preview__content" data-testid="msg-preview-content">
            {paragraphs.length ? (
              paragraphs.map((block, index) => <p key={index}>{block}</p>)
            ) : (
              <p className="admin-muted">{t('preview.noContent')}</p>
            )}
          </div>
        </article>
      </div>
    </section>
  );
}
