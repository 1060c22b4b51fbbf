import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language } from '@portal/shared/languages';
import { Spinner } from '../../ui/spinner';
import { PreviewLanguages } from '../ui/loyalty-controls';
import { textIn, type LocalizedValue } from './loyalty-form';

/**
 * A loyalty editor's preview: the language picker, a note when the main text falls back to
 * another language, the member's card (`children`, whose words load in the picked language the
 * first time) and what stands under it (`notes`); a warning while the item is hidden.
 */
export function PreviewFrame({
  text,
  language,
  onLanguage,
  testId,
  enabled,
  notes,
  children,
}: {
  text: LocalizedValue;
  language: Language;
  onLanguage: (next: Language) => void;
  testId: string;
  enabled: boolean;
  notes?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-loyalty');
  const { shown } = textIn(text, language);
  return (
    <div className="loyalty-preview__wrap">
      <PreviewLanguages language={language} onLanguage={onLanguage} testId={testId} />
      {shown !== language && (
        <p className="admin-muted loyalty-note">
          {shown
            ? t('preview.fallback', { language: LANGUAGE_NAMES[language], shown: LANGUAGE_NAMES[shown] })
            : t('preview.noText', { language: LANGUAGE_NAMES[language] })}
        </p>
      )}
      <Suspense fallback={<Spinner />}>{children}</Suspense>
      {notes}
      {!enabled && <p className="loyalty-warning">{t('preview.hidden')}</p>}
    </div>
  );
}
