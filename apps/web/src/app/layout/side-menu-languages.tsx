import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language } from '@portal/shared/languages';
import { changeLanguage } from '../../i18n/i18n';
import { GlobeIcon } from '../../ui/icons';

/** The side menu's language list; in the icon rail one globe that widens the menu first. */
export function MenuLanguages({
  languages,
  mini,
  onExpand,
}: {
  languages: readonly Language[];
  mini: boolean;
  onExpand(): void;
}) {
  const { t, i18n } = useTranslation('common');
  return (
    <section
      className="side-menu__section side-menu__languages"
      aria-labelledby="side-menu-lang"
      data-menu-key="languages"
    >
      <h2 id="side-menu-lang" className="side-menu__heading">
        <GlobeIcon size={16} />
        <span>{t('menu.language')}</span>
      </h2>
      {mini ? (
        <button
          type="button"
          className="side-menu__item side-menu__lang-mini"
          title={t('menu.language')}
          aria-label={t('menu.language')}
          onClick={onExpand}
        >
          <GlobeIcon />
        </button>
      ) : (
        <ul className="side-menu__lang-grid">
          {languages.map((code) => (
            <li key={code}>
              <button
                type="button"
                lang={code}
                className="side-menu__lang"
                aria-pressed={i18n.language === code}
                data-testid={`lang-${code}`}
                onClick={() => void changeLanguage(code)}
              >
                {LANGUAGE_NAMES[code]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
