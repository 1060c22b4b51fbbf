import { useTranslation } from 'react-i18next';
import { LOYALTY_PRODUCTS, MISSION_KINDS, MISSION_PERIODS } from '@portal/shared/contracts/loyalty';
import { MoneyField, NumberField, SelectField } from '../../ui/form/form-fields';
import { EditorSection } from '../ui/editor-shell';
import { useEditorForm } from '../ui/use-editor-form';
import { useSaveMission } from './loyalty-api';
import { LoyaltyEditor } from './loyalty-editor';
import { useLoyaltyFormat } from './loyalty-format';
import {
  emptyMission,
  hasProduct,
  isMoneyKind,
  missionDraftOf,
  missionResolver,
  type MissionAdmin,
  withMissionKind,
  type MissionDraft,
} from './mission-draft';
import { MissionPreview } from './mission-preview';

/** A mission's form beside the card members will see; saving replaces the whole mission. */
export function MissionEditor({ mission, done }: { mission: MissionAdmin | null; done: (saved: boolean) => void }) {
  const { t } = useTranslation('admin-loyalty');
  const format = useLoyaltyFormat();
  const { form, shell } = useEditorForm({
    defaultValues: mission ? missionDraftOf(mission) : emptyMission(),
    resolver: missionResolver(format.decimals),
    save: useSaveMission(),
    id: mission?.id ?? null,
    onSaved: () => done(true),
  });
  const { control } = form;
  const draft: MissionDraft = form.watch();
  const moneyKind = isMoneyKind(draft.kind);

  /** A kind without products drops the product chosen for the last one; its target is read anew. */
  const pickKind = (kind: MissionDraft['kind']) => {
    form.setValue('product', withMissionKind(form.getValues(), kind).product);
    form.clearErrors(['product', 'target']);
  };

  return (
    <LoyaltyEditor
      kind="mission"
      title={mission ? t('missions.edit') : t('missions.new')}
      moneyTerms={mission?.moneyTerms ?? null}
      control={control}
      shell={shell}
      onClose={() => done(false)}
      preview={(language, onLanguage) => <MissionPreview draft={draft} language={language} onLanguage={onLanguage} />}
      texts={[
        { name: 'title', label: t('missions.title'), maxLength: 80, testId: 'mission-field-title' },
        {
          name: 'description',
          label: t('missions.description'),
          multiline: true,
          maxLength: 300,
          testId: 'mission-field-description',
        },
      ]}
      enabledLabel={t('missions.enabled')}
    >
      <EditorSection title={t('missions.goalSection')}>
        <div className="loyalty-row">
          <SelectField
            control={control}
            name="kind"
            label={t('missions.kind')}
            hint={t(`missions.kindHints.${draft.kind}`)}
            options={MISSION_KINDS.map((kind) => ({ value: kind, label: t(`missions.kinds.${kind}`) }))}
            onPick={pickKind}
            testId="mission-field-kind"
          />
          <SelectField
            control={control}
            name="period"
            label={t('missions.period')}
            hint={t('missions.periodHint')}
            options={MISSION_PERIODS.map((period) => ({ value: period, label: t(`periods.${period}`) }))}
            testId="mission-field-period"
          />
          {hasProduct(draft.kind) && (
            <SelectField
              control={control}
              name="product"
              label={t('missions.product')}
              options={[
                { value: '', label: t('missions.anyProduct') },
                ...LOYALTY_PRODUCTS.map((product) => ({ value: product, label: t(`products.${product}`) })),
              ]}
              testId="mission-field-product"
            />
          )}
          {moneyKind ? (
            <MoneyField
              control={control}
              name="target"
              label={t('missions.target')}
              currency={format.currency}
              hint={t(`missions.targetHints.${draft.kind}`)}
              testId="mission-field-target"
            />
          ) : (
            <NumberField
              control={control}
              name="target"
              label={t('missions.target')}
              hint={t(`missions.targetHints.${draft.kind}`)}
              inputMode="numeric"
              testId="mission-field-target"
            />
          )}
        </div>
      </EditorSection>

      <EditorSection title={t('missions.rewardSection')}>
        <div className="loyalty-row">
          <MoneyField
            control={control}
            name="reward"
            label={t('missions.reward')}
            currency={format.currency}
            testId="mission-field-reward"
          />
          <SelectField
            control={control}
            name="rewardWallet"
            label={t('missions.wallet')}
            options={[
              { value: 'bonus', label: t('wallets.bonus') },
              { value: 'main', label: t('wallets.main') },
            ]}
            testId="mission-field-wallet"
          />
          {draft.rewardWallet === 'bonus' && (
            <NumberField
              control={control}
              name="wageringMultiple"
              label={t('fields.wageringMultiple')}
              hint={t('missions.wageringHint')}
              max="100"
              testId="mission-field-wagering"
            />
          )}
          <NumberField
            control={control}
            name="missionPoints"
            label={t('missions.missionPoints')}
            hint={t('missions.missionPointsHint')}
            testId="mission-field-points"
          />
        </div>
      </EditorSection>
    </LoyaltyEditor>
  );
}
