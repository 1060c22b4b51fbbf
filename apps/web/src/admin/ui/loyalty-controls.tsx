import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@portal/shared/languages';
import { CrownIcon } from '../../ui/icons';
import { clubLabelStyle } from './club-label';
import { PressedChoices } from './list-tab';

/** The loyalty editors' small pieces: the preview language and the club label. */

/** Which language the preview shows: members read their own, so each can be checked. */
export function PreviewLanguages({
  language,
  onLanguage,
  testId,
}: {
  language: Language;
  onLanguage: (next: Language) => void;
  testId: string;
}) {
  const { t } = useTranslation('admin-loyalty');
  return (
    <PressedChoices
      label={t('preview.language')}
      value={language}
      onPick={onLanguage}
      options={LANGUAGES.map((code) => ({ value: code, label: code }))}
      testIdOf={(code) => `${testId}-${code}`}
      small
    />
  );
}

/** A level's club label as members see it beside their name and on the VIP page. */
export function ClubLabelBadge({
  name,
  color,
  color2,
  size = 'md',
  testId,
}: {
  name: string;
  color: string;
  color2: string;
  size?: 'sm' | 'md';
  testId?: string;
}) {
  return (
    <span className={`loyalty-club loyalty-club--${size}`} style={clubLabelStyle(color, color2)} data-testid={testId}>
      <CrownIcon size={size === 'md' ? 16 : 14} aria-hidden="true" />
      <span>{name}</span>
    </span>
  );
}

/** The operator's language when it is an interface language, else English, for a preview's first look. */
export const firstPreviewLanguage = (current: string): Language =>
  (LANGUAGES as readonly string[]).includes(current) ? (current as Language) : 'en';
