import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PROMOTION_CATEGORIES,
  PROMOTION_KIND_RULES,
  PROMOTION_KINDS,
  WAGERING_PRODUCTS,
  type AdminPromotion,
  type PromotionKind,
} from '@portal/shared/contracts/promotions';
import type { Language } from '@portal/shared/languages';
import { ChoiceCardsField, NumberField, SelectField, TextField, ToggleField } from '../../ui/form/form-fields';
import { ImageField, useObjectUrl } from '../../ui/form/image-field';
import { useSayIssueIn } from '../../ui/form/issue-text';
import { Spinner } from '../../ui/spinner';
import { EditorSection, EditorShell } from '../ui/editor-shell';
import { LocalizedTextsSection } from '../ui/localized-texts-section';
import { firstPreviewLanguage } from '../ui/loyalty-controls';
import { useEditorForm } from '../ui/use-editor-form';
import {
  draftOf,
  emptyDraft,
  promotionResolver,
  withKind,
  type PromotionDraft,
  type RuleField,
} from './promotion-draft';
import { PromotionMoneyPanel } from './promotion-budget';
import { PromotionPreview } from './promotion-preview';
import { RafflePanel } from './raffle-panel';
import { usePromotion, usePromotionMutations } from './promotions-api';
import { useVipLadder, VipLevelsField } from './vip-levels-field';
import '../ui/field-group.css';

/** Loads the promotion (when editing one) and opens the form on it. */
export function PromotionEditor({ id, done }: { id: number | null; done: (saved: boolean) => void }) {
  const promotion = usePromotion(id);
  if (id !== null && promotion.isError) {
    return (
      <p className="admin-error" role="alert">
        {promotion.error.message}
      </p>
    );
  }
  if (id !== null && !promotion.data) return <Spinner />;
  return <EditorForm promotion={promotion.data ?? null} done={done} />;
}

const RULE_STEP: Record<RuleField, string> = {
  matchPercent: '0.01',
  maxBonus: '0.01',
  minDeposit: '0.01',
  cashbackPercent: '0.01',
  maxCashback: '0.01',
  amount: '0.01',
  maxClaims: '1',
  depositPerTicket: '0.01',
  turnoverPerTicket: '0.01',
  maxTickets: '1',
  grandPrize: '0.01',
  winners: '1',
};

/** The hint under a figure: a manual offer's amount only suggests; a raffle's is each other winner's prize. */
function ruleHint(kind: PromotionKind, field: RuleField): 'hints.suggestedAmount' | 'hints.rafflePrize' | undefined {
  if (field !== 'amount') return undefined;
  if (kind === 'manual') return 'hints.suggestedAmount';
  return kind === 'raffle' ? 'hints.rafflePrize' : undefined;
}

/** A fraction typed where the schema takes a whole number (position, days, a claim count). */
const FORM_ISSUES = ['WHOLE_NUMBER'];

function EditorForm({ promotion, done }: { promotion: AdminPromotion | null; done: (saved: boolean) => void }) {
  const { t, i18n } = useTranslation('admin-promotions');
  const ladder = useVipLadder();
  const [language, setLanguage] = useState<Language>('en');
  const { save, uploadImage } = usePromotionMutations();
  const sayIssue = useSayIssueIn('admin-promotions', FORM_ISSUES);
  const { form, shell, refused } = useEditorForm({
    defaultValues: promotion ? draftOf(promotion) : emptyDraft(),
    resolver: promotionResolver(),
    save,
    id: promotion?.id ?? null,
    onSaved: (saved) => uploadThenClose(saved),
  });
  const { control } = form;
  const draft: PromotionDraft = form.watch();
  const kindRules = PROMOTION_KIND_RULES[draft.kind];
  const imagePreview = useObjectUrl(draft.image) ?? (draft.imageUrl || null);

  /** The image goes up once the promotion exists (a new one has no id before this). */
  function uploadThenClose(saved: AdminPromotion) {
    const image = form.getValues('image');
    if (!image) return done(true);
    uploadImage.mutate({ id: saved.id, file: image }, { onSuccess: () => done(true), onError: refused });
  }

  /** Free credit counts only the in-house games unless told; the kind's figures are read anew. */
  const pickKind = (kind: PromotionKind) => {
    form.setValue('vendorOnly', withKind(form.getValues(), kind).vendorOnly);
    form.clearErrors('rules');
  };

  return (
    <EditorShell
      testId="promo-editor"
      title={promotion ? t('editor.edit') : t('list.new')}
      onClose={() => done(false)}
      backTestId="promo-editor-back"
      above={
        promotion && (
          <>
            <PromotionMoneyPanel promotion={promotion} />
            {promotion.kind === 'raffle' ? <RafflePanel promotion={promotion} /> : null}
          </>
        )
      }
      {...shell}
      sayIssue={sayIssue}
      failureTestId="promo-editor-error"
      fixText={t('editor.fix')}
      saving={shell.saving || uploadImage.isPending}
      saveTestId="promo-editor-save"
      preview={{
        label: t('editor.preview'),
        testId: 'promo-preview',
        body: (
          <PromotionPreview
            draft={draft}
            imageUrl={imagePreview}
            ladder={ladder}
            language={language}
            onLanguage={setLanguage}
          />
        ),
      }}
    >
      <EditorSection title={t('editor.kind')}>
        <ChoiceCardsField
          control={control}
          name="kind"
          label={t('fields.kind')}
          options={PROMOTION_KINDS.map((kind) => ({
            value: kind,
            label: t(`kinds.${kind}`),
            hint: t(`kindHints.${kind}`),
          }))}
          groupClassName="promo-kinds"
          onPick={pickKind}
          testId="promo-kind"
        />
        <div className="promo-form-row">
          {kindRules.fields.map((field) => (
            <NumberField
              key={field}
              control={control}
              name={`rules.${field}`}
              label={`${t(`rules.${field}`)}${kindRules.required.includes(field) ? ' *' : ''}`}
              hint={ruleHint(draft.kind, field) && t(ruleHint(draft.kind, field)!)}
              inputMode="decimal"
              step={RULE_STEP[field]}
              testId={`promo-rule-${field}`}
            />
          ))}
        </div>
        {draft.kind === 'raffle' ? <small className="admin-muted">{t('hints.raffleSources')}</small> : null}
      </EditorSection>

      <LocalizedTextsSection
        control={control}
        title={t('editor.texts')}
        fields={[
          { name: 'title', label: t('fields.title'), maxLength: 120, testId: 'promo-field-title' },
          { name: 'summary', label: t('fields.summary'), maxLength: 300, testId: 'promo-field-summary' },
          {
            name: 'body',
            label: t('fields.body'),
            multiline: true,
            maxLength: 20_000,
            testId: 'promo-field-body',
            note: t('hints.markdown'),
          },
          { name: 'terms', label: t('fields.terms'), multiline: true, maxLength: 20_000, testId: 'promo-field-terms' },
        ]}
      />

      <EditorSection title={t('fields.image')}>
        <div className="promo-image-field">
          {imagePreview ? (
            <img className="promo-image-field__preview" src={imagePreview} alt="" />
          ) : (
            <span className="promo-image-field__preview promo-thumb--empty" aria-hidden="true" />
          )}
          <ImageField
            control={control}
            name="image"
            label={t('editor.imageFile')}
            hint={t('hints.image')}
            accept="image/png,image/jpeg"
            testId="promo-image-file"
          />
        </div>
      </EditorSection>

      <EditorSection title={t('editor.display')}>
        <div className="promo-form-row">
          <SelectField
            control={control}
            name="category"
            label={t('fields.category')}
            options={[...new Set([...PROMOTION_CATEGORIES, draft.category])].map((category) => ({
              value: category,
              label: t(`categories.${category}`, { defaultValue: category }),
            }))}
            testId="promo-field-category"
          />
          <NumberField control={control} name="position" label={t('fields.position')} hint={t('hints.position')} />
          <TextField
            control={control}
            name="startsAt"
            label={t('fields.startsAt')}
            type="datetime-local"
            testId="promo-field-starts"
          />
          <TextField
            control={control}
            name="endsAt"
            label={t('fields.endsAt')}
            hint={t('hints.endsAt')}
            type="datetime-local"
          />
        </div>
        <ToggleField control={control} name="enabled" label={t('fields.enabled')} testId="promo-field-enabled" />
        <ToggleField control={control} name="requiresJoin" label={t('fields.requiresJoin')} />
      </EditorSection>

      <EditorSection title={t('editor.wagering')}>
        <div className="promo-form-row">
          <NumberField
            control={control}
            name="wageringMultiple"
            label={t('fields.wageringMultiple')}
            hint={t('hints.wageringMultiple')}
            max="100"
            testId="promo-field-wagering"
          />
          <SelectField
            control={control}
            name="wageringBase"
            label={t('fields.wageringBase')}
            options={[
              { value: 'bonus', label: t('wageringBases.bonus') },
              { value: 'bonus_deposit', label: t('wageringBases.bonus_deposit') },
            ]}
          />
          <SelectField
            control={control}
            name="onWithdrawal"
            label={t('fields.onWithdrawal')}
            options={[
              { value: 'forfeit', label: t('withdrawalRules.forfeit') },
              { value: 'refuse', label: t('withdrawalRules.refuse') },
            ]}
          />
          <NumberField control={control} name="bonusValidDays" label={t('fields.bonusValidDays')} min="1" max="365" />
          <TextField
            control={control}
            name="vendorOnly"
            label={t('fields.vendorOnly')}
            hint={t('hints.vendorOnly')}
            maxLength={20}
            placeholder="INHOUSE"
            normalize={(text) => text.toUpperCase()}
            testId="promo-field-vendor"
          />
        </div>
        <fieldset className="admin-field-group promo-contributions">
          <legend>{t('fields.contributions')}</legend>
          <small className="admin-muted">{t('hints.contributions')}</small>
          <div className="promo-contributions__grid">
            {WAGERING_PRODUCTS.map((product) => (
              <NumberField
                key={product}
                control={control}
                name={`contributions.${product}`}
                label={t(`products.${product}`)}
                max="100"
                step="0.01"
                placeholder="0"
                testId={`promo-contribution-${product}`}
              />
            ))}
          </div>
        </fieldset>
      </EditorSection>

      <EditorSection title={t('editor.eligibility')}>
        <div className="promo-form-row">
          <NumberField
            control={control}
            name="eligibility.registeredWithinDays"
            label={t('fields.registeredWithinDays')}
            hint={t('hints.registeredWithinDays')}
            min="1"
          />
          <TextField
            control={control}
            name="eligibility.countries"
            label={t('fields.countries')}
            hint={t('hints.countries')}
            placeholder="+55, +66"
            testId="promo-field-countries"
          />
        </div>
        <VipLevelsField control={control} language={firstPreviewLanguage(i18n.language)} />
      </EditorSection>
    </EditorShell>
  );
}
