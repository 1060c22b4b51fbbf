import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GOODS_KINDS, type GoodsAdmin } from '@portal/shared/contracts/loyalty';
import type { Language } from '@portal/shared/languages';
import { Button } from '../../ui/button';
import { MoneyTermsPanel } from '../ui/money-terms-panel';
import { Field } from '../ui/field';
import { LocalizedTextInput } from '../ui/localized-text-input';
import { checkGoods, emptyGoods, goodsDraftOf, stockLeft, type GoodsDraft } from './goods-draft';
import { GoodsPreview } from './goods-preview';
import { useSaveGoods } from './loyalty-api';
import { Check, firstPreviewLanguage, Section } from '../ui/loyalty-controls';
import { useLoyaltyFormat } from './loyalty-format';
import { numberOf } from './loyalty-form';
import { useDraft } from '../ui/use-draft';
import { useIssueText } from './use-issue-text';

/** One good of the points mall beside its card in the mall; saving replaces the whole good. */
export function GoodsEditor({ goods, done }: { goods: GoodsAdmin | null; done: (saved: boolean) => void }) {
  const { t, i18n } = useTranslation(['admin-loyalty', 'admin']);
  const format = useLoyaltyFormat();
  const [language, setLanguage] = useState<Language>(() => firstPreviewLanguage(i18n.language));
  const redeemed = goods?.redeemed ?? 0;
  const { draft, set, issues, failure, submit, saving } = useDraft({
    initial: (): GoodsDraft => (goods ? goodsDraftOf(goods) : emptyGoods()),
    check: (current: GoodsDraft) => checkGoods(current, format.decimals, redeemed),
    save: useSaveGoods(),
    id: goods?.id ?? null,
    onSaved: () => done(true),
    // A cash good's value is checked against its kind: a kind change answers that issue too.
    alsoClears: (field) => (field === 'kind' ? ['cashValue'] : []),
  });
  const issue = useIssueText(issues);
  const money = (label: string) => (format.currency ? `${label} (${format.currency})` : label);
  const stock = numberOf(draft.stock);

  return (
    <div className="loyalty-editor" data-testid="goods-editor">
      <div className="loyalty-editor__head">
        <Button size="sm" variant="ghost" onClick={() => done(false)}>
          {t('admin:actions.back')}
        </Button>
        <h2>{goods ? t('goods.edit') : t('goods.new')}</h2>
      </div>
      {goods && (
        <MoneyTermsPanel state={goods.moneyTerms} invalidate={['admin', 'loyalty']} testId="goods-money-terms" />
      )}
      <div className="loyalty-editor__body">
        <form className="admin-card loyalty-editor__form" onSubmit={submit} noValidate>
          <Section title={t('goods.what')}>
            <div className="loyalty-kinds" role="radiogroup" aria-label={t('goods.kind')}>
              {GOODS_KINDS.map((kind) => (
                <label key={kind} className="loyalty-kind" data-selected={draft.kind === kind || undefined}>
                  <input
                    type="radio"
                    name="goods-kind"
                    value={kind}
                    checked={draft.kind === kind}
                    onChange={() => set('kind', kind)}
                    data-testid={`goods-kind-${kind}`}
                  />
                  <strong>{t(`goodsKinds.${kind}`)}</strong>
                  <small className="admin-muted">{t(`goodsKindHints.${kind}`)}</small>
                </label>
              ))}
            </div>
            <div className="loyalty-row">
              <Field label={t('goods.points')} error={issue('points')}>
                <input
                  type="number"
                  min="1"
                  step="1"
                  value={draft.points}
                  onChange={(event) => set('points', event.target.value)}
                  data-testid="goods-field-points"
                />
              </Field>
              {draft.kind === 'cash' && (
                <Field label={money(t('goods.cashValue'))} hint={t('goods.cashValueHint')} error={issue('cashValue')}>
                  <input
                    type="number"
                    inputMode="decimal"
                    min="0"
                    step="any"
                    value={draft.cashValue}
                    onChange={(event) => set('cashValue', event.target.value)}
                    data-testid="goods-field-cash"
                  />
                </Field>
              )}
              <Field
                label={money(t('goods.amountRequirement'))}
                hint={t('goods.amountRequirementHint')}
                error={issue('amountRequirement')}
              >
                <input
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="any"
                  value={draft.amountRequirement}
                  onChange={(event) => set('amountRequirement', event.target.value)}
                  data-testid="goods-field-requirement"
                />
              </Field>
            </div>
          </Section>

          <Section title={t('goods.stockSection')}>
            <div className="loyalty-row">
              <Field
                label={t('goods.stock')}
                hint={
                  stock !== undefined && Number.isFinite(stock) && stock >= redeemed
                    ? t('goods.stockLeftHint', { left: format.number(stockLeft(stock, redeemed)!) })
                    : t('goods.stockHint')
                }
                error={issue('stock')}
              >
                <input
                  type="number"
                  min={redeemed}
                  step="1"
                  value={draft.stock}
                  onChange={(event) => set('stock', event.target.value)}
                  data-testid="goods-field-stock"
                />
              </Field>
              <Field label={t('goods.redeemed')} hint={t('goods.redeemedHint')}>
                <output data-testid="goods-redeemed">{format.number(redeemed)}</output>
              </Field>
              <Field
                label={t('goods.perMemberLimit')}
                hint={t('goods.perMemberLimitHint')}
                error={issue('perMemberLimit')}
              >
                <input
                  type="number"
                  min="1"
                  step="1"
                  value={draft.perMemberLimit}
                  onChange={(event) => set('perMemberLimit', event.target.value)}
                  data-testid="goods-field-limit"
                />
              </Field>
            </div>
          </Section>

          <Section title={t('editor.texts')}>
            <LocalizedTextInput
              label={t('goods.name')}
              value={draft.name}
              onChange={(value) => set('name', value)}
              maxLength={80}
              testId="goods-field-name"
            />
            {issue('name') && <small className="admin-field__error">{issue('name')}</small>}
            <LocalizedTextInput
              label={t('goods.description')}
              value={draft.description}
              onChange={(value) => set('description', value)}
              multiline
              maxLength={500}
              testId="goods-field-description"
            />
            {issue('description') && <small className="admin-field__error">{issue('description')}</small>}
          </Section>

          <Section title={t('editor.display')}>
            <div className="loyalty-row">
              <Field label={t('goods.imageUrl')} hint={t('goods.imageUrlHint')} error={issue('imageUrl')}>
                <input
                  type="url"
                  maxLength={500}
                  value={draft.imageUrl}
                  placeholder="https://"
                  onChange={(event) => set('imageUrl', event.target.value)}
                  data-testid="goods-field-image"
                />
              </Field>
              <Field label={t('fields.position')} hint={t('fields.positionHint')} error={issue('position')}>
                <input
                  type="number"
                  min="0"
                  step="1"
                  value={draft.position}
                  onChange={(event) => set('position', event.target.value)}
                  data-testid="goods-field-position"
                />
              </Field>
            </div>
            <Check
              label={t('goods.enabled')}
              checked={draft.enabled}
              onChange={(enabled) => set('enabled', enabled)}
              testId="goods-field-enabled"
            />
          </Section>

          {failure && (
            <p className="admin-error" role="alert" data-testid="goods-error">
              {failure}
            </p>
          )}
          {Object.keys(issues).length > 0 && !failure && (
            <p className="admin-error" role="alert">
              {t('editor.fix')}
            </p>
          )}
          <div className="admin-actions">
            <Button type="submit" variant="primary" disabled={saving} data-testid="goods-save">
              {saving ? t('admin:states.loading') : t('admin:actions.save')}
            </Button>
            <Button variant="ghost" onClick={() => done(false)} disabled={saving}>
              {t('admin:actions.cancel')}
            </Button>
          </div>
        </form>
        <section className="admin-card loyalty-preview" aria-label={t('preview.title')} data-testid="goods-preview">
          <h2>{t('preview.title')}</h2>
          <GoodsPreview draft={draft} redeemed={redeemed} language={language} onLanguage={setLanguage} />
        </section>
      </div>
    </div>
  );
}
