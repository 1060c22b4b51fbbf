import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@portal/shared/languages';

export type LocalizedValue = Partial<Record<Language, string>>;

/** One text in the six interface languages: a tab per language, a dot on the tabs still empty. */
export function LocalizedTextInput({
  label,
  value,
  onChange,
  multiline = false,
  maxLength,
  testId,
}: {
  label: string;
  value: LocalizedValue;
  onChange: (next: LocalizedValue) => void;
  multiline?: boolean;
  maxLength?: number;
  testId?: string;
}) {
  const { t } = useTranslation('admin');
  const [language, setLanguage] = useState<Language>('en');
  const text = value[language] ?? '';
  const set = (next: string) => onChange({ ...value, [language]: next });
  return (
    <fieldset className="admin-localized" data-testid={testId}>
      <legend>{label}</legend>
      <div className="admin-localized__tabs" role="tablist">
        {LANGUAGES.map((code) => (
          <button
            key={code}
            type="button"
            role="tab"
            aria-selected={code === language}
            className={
              value[code]?.trim() ? 'admin-localized__tab' : 'admin-localized__tab admin-localized__tab--empty'
            }
            onClick={() => setLanguage(code)}
            data-lang={code}
          >
            {code}
          </button>
        ))}
      </div>
      {multiline ? (
        <textarea
          rows={5}
          lang={language}
          aria-label={`${label} (${LANGUAGE_NAMES[language]})`}
          value={text}
          maxLength={maxLength}
          onChange={(e) => set(e.target.value)}
        />
      ) : (
        <input
          lang={language}
          aria-label={`${label} (${LANGUAGE_NAMES[language]})`}
          value={text}
          maxLength={maxLength}
          onChange={(e) => set(e.target.value)}
        />
      )}
      <small className="admin-muted">
        {t('localized.filled', {
          count: LANGUAGES.filter((code) => value[code]?.trim()).length,
          total: LANGUAGES.length,
        })}
      </small>
    </fieldset>
  );
}
