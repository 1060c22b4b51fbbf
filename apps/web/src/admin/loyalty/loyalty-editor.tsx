import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { MoneyTermsState } from '@portal/shared/contracts/operators';
import type { Language } from '@portal/shared/languages';
import { ToggleField } from '../../ui/form/form-fields';
import { EditorSection, EditorShell } from '../ui/editor-shell';
import { LocalizedTextsSection, type LocalizedTextSpec } from '../ui/localized-texts-section';
import { firstPreviewLanguage } from '../ui/loyalty-controls';
import { MoneyTermsPanel } from '../ui/money-terms-panel';
import type { EditorFormShell } from '../ui/use-editor-form';
import { PositionField } from './position-field';
import { useSayLoyaltyIssue } from './use-issue-text';

/**
 * What a mission's and a good's editors share: finance's approval of a saved one above, the form
 * with its own sections, then the texts in six languages and the display (position, on / off),
 * beside the card members will see in the chosen language. Test ids start with `kind`
 * (`goods-editor`, `goods-save`, `goods-field-enabled`...).
 */
export function LoyaltyEditor<Values extends FieldValues & { position: string; enabled: boolean }>(props: {
  kind: 'mission' | 'goods';
  title: string;
  /** The saved one's finance approval; none for a new one. */
  moneyTerms: MoneyTermsState | null;
  control: Control<Values, unknown, FieldValues>;
  shell: EditorFormShell;
  onClose: () => void;
  preview: (language: Language, onLanguage: (next: Language) => void) => ReactNode;
  texts: readonly LocalizedTextSpec<Values>[];
  enabledLabel: string;
  /** Display fields before the position (a good's image). */
  display?: ReactNode;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('admin-loyalty');
  const [language, setLanguage] = useState<Language>(() => firstPreviewLanguage(i18n.language));
  const sayIssue = useSayLoyaltyIssue();
  const { kind, control } = props;
  return (
    <EditorShell
      testId={`${kind}-editor`}
      title={props.title}
      onClose={props.onClose}
      above={
        props.moneyTerms && (
          <MoneyTermsPanel state={props.moneyTerms} invalidate={['admin', 'loyalty']} testId={`${kind}-money-terms`} />
        )
      }
      {...props.shell}
      sayIssue={sayIssue}
      failureTestId={`${kind}-error`}
      fixText={t('editor.fix')}
      saveTestId={`${kind}-save`}
      preview={{ label: t('preview.title'), testId: `${kind}-preview`, body: props.preview(language, setLanguage) }}
    >
      {props.children}
      <LocalizedTextsSection control={control} title={t('editor.texts')} fields={props.texts} />
      <EditorSection title={t('editor.display')}>
        <div className="loyalty-row">
          {props.display}
          <PositionField control={control} testId={`${kind}-field-position`} />
        </div>
        <ToggleField
          control={control}
          name={'enabled' as FieldPath<Values>}
          label={props.enabledLabel}
          testId={`${kind}-field-enabled`}
        />
      </EditorSection>
    </EditorShell>
  );
}
