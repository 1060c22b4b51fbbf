import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PROMOTION_CATEGORIES,
  PROMOTION_IMAGE_MAX_BYTES,
  PROMOTION_KIND_RULES,
  PROMOTION_KINDS,
  WAGERING_PRODUCTS,
  type AdminPromotion,
} from '@portal/shared/contracts/promotions';
import type { FieldIssue } from '@portal/shared/errors';
import { LANGUAGE_NAMES, type Language } from '@portal/shared/languages';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { Field } from '../ui/field';
import { firstPreviewLanguage } from '../ui/loyalty-controls';
import { LocalizedTextInput } from '../ui/localized-text-input';
import { checkDraft, draftOf, emptyDraft, withKind, type PromotionDraft, type RuleField } from './promotion-draft';
import { PromotionMoneyPanel } from './promotion-budget';
import { PromotionPreview } from './promotion-preview';
import { usePromotion, usePromotionMutations } from './promotions-api';
import { useVipLadder, VipLevelsField } from './vip-levels-field';

type FieldErrors = Record<string, FieldIssue>;

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

const RULE_INPUT: Record<RuleField, { step: string; suffix?: 'percent' | 'money' }> = {
  matchPercent: { step: '0.01', suffix: 'percent' },
  maxBonus: { step: '0.01', suffix: 'money' },
  minDeposit: { step: '0.01', suffix: 'money' },
  cashbackPercent: { step: '0.01', suffix: 'percent' },
  maxCashback: { step: '0.01', suffix: 'money' },
  amount: { step: '0.01', suffix: 'money' },
  maxClaims: { step: '1' },
};

function EditorForm({ promotion, done }: { promotion: AdminPromotion | null; done: (saved: boolean) => void }) {
  const { t, i18n } = useTranslation(['admin-promotions', 'admin']);
  const [draft, setDraft] = useState<PromotionDraft>(() => (promotion ? draftOf(promotion) : emptyDraft()));
  const ladder = useVipLadder();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [language, setLanguage] = useState<Language>('en');
  const { save, uploadImage } = usePromotionMutations();
  const saving = save.isPending || uploadImage.isPending;

  const set = <F extends keyof PromotionDraft>(field: F, value: PromotionDraft[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          // The eligibility's fields come back from the server as eligibility.<field>.
          ([name]) => name.split('.')[0] !== field && name.split('.')[1] !== field,
        ),
      ),
    );
  };
  const setRule = (field: RuleField, value: string) => {
    setDraft((current) => ({ ...current, rules: { ...current.rules, [field]: value } }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== `rules.${field}`)));
  };

  /** The words for a field's issue; for a text in six languages, the languages it concerns. */
  const issue = (field: string): string | undefined => {
    const own = errors[field];
    if (own) return t(`issues.${own}`);
    const nested = Object.entries(errors)
      .filter(([name]) => name.startsWith(`${field}.`))
      .map(([name, code]) => {
        const key = name.slice(field.length + 1).split('.')[0] as Language;
        const text = t(`issues.${code}`);
        return key in LANGUAGE_NAMES ? `${LANGUAGE_NAMES[key]}: ${text}` : text;
      });
    return nested.length ? [...new Set(nested)].join(' · ') : undefined;
  };

  const refused = (error: Error) => {
    const fields = (error instanceof ApiError && (error.value as { fields?: FieldErrors } | null)?.fields) || {};
    setErrors(fields);
    setFailure(error.message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (image && image.size > PROMOTION_IMAGE_MAX_BYTES) {
      setErrors({ image: 'TOO_BIG' });
      return;
    }
    const checked = checkDraft(draft);
    setErrors(checked.fields);
    if (checked.data === null) return;
    save.mutate(
      { id: promotion?.id ?? null, body: checked.data },
      {
        onSuccess: (saved) => {
          // The image goes up once the promotion exists (a new one has no id before this).
          if (!image) return done(true);
          uploadImage.mutate({ id: saved.id, file: image }, { onSuccess: () => done(true), onError: refused });
        },
        onError: refused,
      },
    );
  };

  const kindRules = PROMOTION_KIND_RULES[draft.kind];
  const imagePreview = useObjectUrl(image) ?? (draft.imageUrl || null);

  return (
    <div className="promo-editor" data-testid="promo-editor">
      <div className="promo-editor__head">
        <Button size="sm" variant="ghost" onClick={() => done(false)} data-testid="promo-editor-back">
          {t('admin:actions.back')}
        </Button>
        <h2>{promotion ? t('editor.edit') : t('list.new')}</h2>
      </div>
      {promotion && <PromotionMoneyPanel promotion={promotion} />}
      <div className="promo-editor__body">
        <form className="admin-card promo-editor__form" onSubmit={submit} noValidate>
          <Section title={t('editor.kind')}>
            <div className="promo-kinds" role="radiogroup" aria-label={t('fields.kind')}>
              {PROMOTION_KINDS.map((kind) => (
                <label key={kind} className="promo-kind" data-selected={draft.kind === kind || undefined}>
                  <input
                    type="radio"
                    name="kind"
                    value={kind}
                    checked={draft.kind === kind}
                    onChange={() => {
                      setDraft((current) => withKind(current, kind));
                      setErrors((current) =>
                        Object.fromEntries(Object.entries(current).filter(([name]) => !name.startsWith('rules.'))),
                      );
                    }}
                    data-testid={`promo-kind-${kind}`}
                  />
                  <strong>{t(`kinds.${kind}`)}</strong>
                  <small className="admin-muted">{t(`kindHints.${kind}`)}</small>
                </label>
              ))}
            </div>
            <div className="promo-form-row">
              {kindRules.fields.map((field) => (
                <Field
                  key={field}
                  label={`${t(`rules.${field}`)}${kindRules.required.includes(field) ? ' *' : ''}`}
                  hint={field === 'amount' && draft.kind === 'manual' ? t('hints.suggestedAmount') : undefined}
                  error={issue(`rules.${field}`)}
                >
                  <input
                    type="number"
                    inputMode="decimal"
                    min="0"
                    step={RULE_INPUT[field].step}
                    value={draft.rules[field] ?? ''}
                    onChange={(event) => setRule(field, event.target.value)}
                    data-testid={`promo-rule-${field}`}
                  />
                </Field>
              ))}
            </div>
          </Section>

          <Section title={t('editor.texts')}>
            <LocalizedTextInput
              label={t('fields.title')}
              value={draft.title}
              onChange={(value) => set('title', value)}
              maxLength={120}
              testId="promo-field-title"
            />
            {issue('title') && <small className="admin-field__error">{issue('title')}</small>}
            <LocalizedTextInput
              label={t('fields.summary')}
              value={draft.summary}
              onChange={(value) => set('summary', value)}
              maxLength={300}
              testId="promo-field-summary"
            />
            {issue('summary') && <small className="admin-field__error">{issue('summary')}</small>}
            <LocalizedTextInput
              label={t('fields.body')}
              value={draft.body}
              onChange={(value) => set('body', value)}
              multiline
              maxLength={20_000}
              testId="promo-field-body"
            />
            <small className="admin-muted">{t('hints.markdown')}</small>
            <LocalizedTextInput
              label={t('fields.terms')}
              value={draft.terms}
              onChange={(value) => set('terms', value)}
              multiline
              maxLength={20_000}
              testId="promo-field-terms"
            />
          </Section>

          <Section title={t('fields.image')}>
            <div className="promo-image-field">
              {imagePreview ? (
                <img className="promo-image-field__preview" src={imagePreview} alt="" />
              ) : (
                <span className="promo-image-field__preview promo-thumb--empty" aria-hidden="true" />
              )}
              <Field label={t('editor.imageFile')} hint={t('hints.image')} error={issue('image')}>
                <input
                  type="file"
                  accept="image/png,image/jpeg"
                  onChange={(event) => {
                    setImage(event.target.files?.[0] ?? null);
                    setErrors(({ image: _, ...rest }) => rest);
                  }}
                  data-testid="promo-image-file"
                />
              </Field>
            </div>
          </Section>

          <Section title={t('editor.display')}>
            <div className="promo-form-row">
              <Field label={t('fields.category')} error={issue('category')}>
                <select
                  value={draft.category}
                  onChange={(event) => set('category', event.target.value)}
                  data-testid="promo-field-category"
                >
                  {[...new Set([...PROMOTION_CATEGORIES, draft.category])].map((category) => (
                    <option key={category} value={category}>
                      {t(`categories.${category}`, { defaultValue: category })}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label={t('fields.position')} hint={t('hints.position')} error={issue('position')}>
                <input
                  type="number"
                  min="0"
                  step="1"
                  value={draft.position}
                  onChange={(event) => set('position', event.target.value)}
                />
              </Field>
              <Field label={t('fields.startsAt')} error={issue('startsAt')}>
                <input
                  type="datetime-local"
                  value={draft.startsAt}
                  onChange={(event) => set('startsAt', event.target.value)}
                  data-testid="promo-field-starts"
                />
              </Field>
              <Field label={t('fields.endsAt')} hint={t('hints.endsAt')} error={issue('endsAt')}>
                <input
                  type="datetime-local"
                  value={draft.endsAt}
                  onChange={(event) => set('endsAt', event.target.value)}
                />
              </Field>
            </div>
            <label className="promo-check">
              <input
                type="checkbox"
                checked={draft.enabled}
                onChange={(event) => set('enabled', event.target.checked)}
                data-testid="promo-field-enabled"
              />
              {t('fields.enabled')}
            </label>
            <label className="promo-check">
              <input
                type="checkbox"
                checked={draft.requiresJoin}
                onChange={(event) => set('requiresJoin', event.target.checked)}
              />
              {t('fields.requiresJoin')}
            </label>
          </Section>

          <Section title={t('editor.wagering')}>
            <div className="promo-form-row">
              <Field
                label={t('fields.wageringMultiple')}
                hint={t('hints.wageringMultiple')}
                error={issue('wageringMultiple')}
              >
                <input
                  type="number"
                  min="0"
                  max="100"
                  step="1"
                  value={draft.wageringMultiple}
                  onChange={(event) => set('wageringMultiple', event.target.value)}
                  data-testid="promo-field-wagering"
                />
              </Field>
              <Field label={t('fields.wageringBase')} error={issue('wageringBase')}>
                <select
                  value={draft.wageringBase}
                  onChange={(event) => set('wageringBase', event.target.value as PromotionDraft['wageringBase'])}
                >
                  <option value="bonus">{t('wageringBases.bonus')}</option>
                  <option value="bonus_deposit">{t('wageringBases.bonus_deposit')}</option>
                </select>
              </Field>
              <Field label={t('fields.onWithdrawal')} error={issue('onWithdrawal')}>
                <select
                  value={draft.onWithdrawal}
                  onChange={(event) => set('onWithdrawal', event.target.value as PromotionDraft['onWithdrawal'])}
                >
                  <option value="forfeit">{t('withdrawalRules.forfeit')}</option>
                  <option value="refuse">{t('withdrawalRules.refuse')}</option>
                </select>
              </Field>
              <Field label={t('fields.bonusValidDays')} error={issue('bonusValidDays')}>
                <input
                  type="number"
                  min="1"
                  max="365"
                  step="1"
                  value={draft.bonusValidDays}
                  onChange={(event) => set('bonusValidDays', event.target.value)}
                />
              </Field>
              <Field label={t('fields.vendorOnly')} hint={t('hints.vendorOnly')} error={issue('vendorOnly')}>
                <input
                  value={draft.vendorOnly}
                  maxLength={20}
                  placeholder="INHOUSE"
                  onChange={(event) => set('vendorOnly', event.target.value.toUpperCase())}
                  data-testid="promo-field-vendor"
                />
              </Field>
            </div>
            <fieldset className="promo-contributions">
              <legend>{t('fields.contributions')}</legend>
              <small className="admin-muted">{t('hints.contributions')}</small>
              <div className="promo-contributions__grid">
                {WAGERING_PRODUCTS.map((product) => (
                  <Field key={product} label={t(`products.${product}`)} error={issue(`contributions.${product}`)}>
                    <input
                      type="number"
                      min="0"
                      max="100"
                      step="0.01"
                      value={draft.contributions[product] ?? ''}
                      placeholder="0"
                      onChange={(event) =>
                        set('contributions', { ...draft.contributions, [product]: event.target.value })
                      }
                      data-testid={`promo-contribution-${product}`}
                    />
                  </Field>
                ))}
              </div>
            </fieldset>
          </Section>

          <Section title={t('editor.eligibility')}>
            <div className="promo-form-row">
              <Field
                label={t('fields.registeredWithinDays')}
                hint={t('hints.registeredWithinDays')}
                error={issue('eligibility.registeredWithinDays')}
              >
                <input
                  type="number"
                  min="1"
                  step="1"
                  value={draft.registeredWithinDays}
                  onChange={(event) => set('registeredWithinDays', event.target.value)}
                />
              </Field>
              <Field label={t('fields.countries')} hint={t('hints.countries')} error={issue('eligibility.countries')}>
                <input
                  value={draft.countries}
                  placeholder="+55, +66"
                  onChange={(event) => set('countries', event.target.value)}
                  data-testid="promo-field-countries"
                />
              </Field>
            </div>
            <VipLevelsField
              value={draft.vipLevels}
              onChange={(ranks) => set('vipLevels', ranks)}
              language={firstPreviewLanguage(i18n.language)}
              error={issue('eligibility.vipLevels')}
            />
          </Section>

          {failure && (
            <p className="admin-error" role="alert" data-testid="promo-editor-error">
              {failure}
            </p>
          )}
          {Object.keys(errors).length > 0 && !failure && (
            <p className="admin-error" role="alert">
              {t('editor.fix')}
            </p>
          )}
          <div className="admin-actions">
            <Button type="submit" variant="primary" disabled={saving} data-testid="promo-editor-save">
              {saving ? t('admin:states.loading') : t('admin:actions.save')}
            </Button>
            <Button variant="ghost" onClick={() => done(false)} disabled={saving}>
              {t('admin:actions.cancel')}
            </Button>
          </div>
        </form>
        <section className="admin-card promo-preview" aria-label={t('editor.preview')} data-testid="promo-preview">
          <h2>{t('editor.preview')}</h2>
          <PromotionPreview
            draft={draft}
            imageUrl={imagePreview}
            ladder={ladder}
            language={language}
            onLanguage={setLanguage}
          />
        </section>
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="promo-section">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

/** A chosen file as an address the page can show, released when the file changes or the form closes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}
