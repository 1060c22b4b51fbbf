import { useTranslation } from 'react-i18next';
import { GOODS_KINDS, type GoodsAdmin } from '@portal/shared/contracts/loyalty';
import { ChoiceCardsField, FieldFrame, MoneyField, NumberField, TextField } from '../../ui/form/form-fields';
import { EditorSection } from '../ui/editor-shell';
import { useEditorForm } from '../ui/use-editor-form';
import { emptyGoods, goodsDraftOf, goodsResolver, stockLeft, type GoodsDraft } from './goods-draft';
import { GoodsPreview } from './goods-preview';
import { useSaveGoods } from './loyalty-api';
import { LoyaltyEditor } from './loyalty-editor';
import { useLoyaltyFormat } from './loyalty-format';
import { numberOf } from './loyalty-form';

/** One good of the points mall beside its card in the mall; saving replaces the whole good. */
export function GoodsEditor({ goods, done }: { goods: GoodsAdmin | null; done: (saved: boolean) => void }) {
  const { t } = useTranslation('admin-loyalty');
  const format = useLoyaltyFormat();
  const redeemed = goods?.redeemed ?? 0;
  const { form, shell } = useEditorForm({
    defaultValues: goods ? goodsDraftOf(goods) : emptyGoods(),
    resolver: goodsResolver(format.decimals, redeemed),
    save: useSaveGoods(),
    id: goods?.id ?? null,
    onSaved: () => done(true),
  });
  const { control } = form;
  const draft: GoodsDraft = form.watch();
  const stock = numberOf(draft.stock);

  return (
    <LoyaltyEditor
      kind="goods"
      title={goods ? t('goods.edit') : t('goods.new')}
      moneyTerms={goods?.moneyTerms ?? null}
      control={control}
      shell={shell}
      onClose={() => done(false)}
      preview={(language, onLanguage) => (
        <GoodsPreview draft={draft} redeemed={redeemed} language={language} onLanguage={onLanguage} />
      )}
      texts={[
        { name: 'name', label: t('goods.name'), maxLength: 80, testId: 'goods-field-name' },
        {
          name: 'description',
          label: t('goods.description'),
          multiline: true,
          maxLength: 500,
          testId: 'goods-field-description',
        },
      ]}
      enabledLabel={t('goods.enabled')}
      display={
        <TextField
          control={control}
          name="imageUrl"
          label={t('goods.imageUrl')}
          hint={t('goods.imageUrlHint')}
          type="url"
          maxLength={500}
          placeholder="https://"
          testId="goods-field-image"
        />
      }
    >
      <EditorSection title={t('goods.what')}>
        <ChoiceCardsField
          control={control}
          name="kind"
          label={t('goods.kind')}
          options={GOODS_KINDS.map((kind) => ({
            value: kind,
            label: t(`goodsKinds.${kind}`),
            hint: t(`goodsKindHints.${kind}`),
          }))}
          groupClassName="loyalty-kinds"
          // The console e2e finds a kind's card by this class.
          cardClassName="loyalty-kind"
          // A cash good's value is checked against its kind: a kind change answers that issue too.
          onPick={() => form.clearErrors('cashValue')}
          testId="goods-kind"
        />
        <div className="loyalty-row">
          <NumberField control={control} name="points" label={t('goods.points')} min="1" testId="goods-field-points" />
          {draft.kind === 'cash' && (
            <MoneyField
              control={control}
              name="cashValue"
              label={t('goods.cashValue')}
              currency={format.currency}
              hint={t('goods.cashValueHint')}
              testId="goods-field-cash"
            />
          )}
          <MoneyField
            control={control}
            name="amountRequirement"
            label={t('goods.amountRequirement')}
            currency={format.currency}
            hint={t('goods.amountRequirementHint')}
            testId="goods-field-requirement"
          />
        </div>
      </EditorSection>

      <EditorSection title={t('goods.stockSection')}>
        <div className="loyalty-row">
          <NumberField
            control={control}
            name="stock"
            label={t('goods.stock')}
            hint={
              stock !== undefined && Number.isFinite(stock) && stock >= redeemed
                ? t('goods.stockLeftHint', { left: format.number(stockLeft(stock, redeemed)!) })
                : t('goods.stockHint')
            }
            min={redeemed}
            testId="goods-field-stock"
          />
          <FieldFrame label={t('goods.redeemed')} hint={t('goods.redeemedHint')}>
            {(aria) => (
              <output {...aria} data-testid="goods-redeemed">
                {format.number(redeemed)}
              </output>
            )}
          </FieldFrame>
          <NumberField
            control={control}
            name="perMemberLimit"
            label={t('goods.perMemberLimit')}
            hint={t('goods.perMemberLimitHint')}
            min="1"
            testId="goods-field-limit"
          />
        </div>
      </EditorSection>
    </LoyaltyEditor>
  );
}
