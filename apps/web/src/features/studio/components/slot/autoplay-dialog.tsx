import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { Modal } from '../../../../ui/modal';
import { MoneyField, SelectField, ToggleField } from '../../../../ui/form/form-fields';
import { IssueTextProvider, useSayIssueIn } from '../../../../ui/form/issue-text';
import { formResolver } from '../../../../lib/form-resolver';
import {
  AUTOPLAY_COUNTS,
  AUTOPLAY_DEFAULTS,
  autoplaySchema,
  type AutoplayForm,
  type AutoplaySettings,
} from '../../lib/autoplay';
import '../../../../ui/patterns.css';

/** Autoplay's settings: how many spins, the loss limit it must have, and the optional stops. */
export function AutoplayDialog({
  open,
  onClose,
  onStart,
  decimals,
  currency,
}: {
  open: boolean;
  onClose: () => void;
  onStart: (settings: AutoplaySettings) => void;
  decimals: number;
  currency: string;
}) {
  const { t } = useTranslation('studio');
  const sayIssue = useSayIssueIn('studio');
  const form = useForm<AutoplayForm, unknown, AutoplaySettings>({
    defaultValues: AUTOPLAY_DEFAULTS,
    resolver: formResolver(autoplaySchema(decimals)),
  });
  const start = form.handleSubmit((settings) => {
    onStart(settings);
    onClose();
  });
  return (
    <Modal open={open} onClose={onClose} title={t('autoplay.title')} size="sm" testId="slot-autoplay-dialog">
      <IssueTextProvider value={sayIssue}>
        <form className="slot-autoplay sunken-field" onSubmit={start} noValidate>
          <SelectField
            control={form.control}
            name="spins"
            label={t('autoplay.spins')}
            options={AUTOPLAY_COUNTS.map((count) => ({ value: String(count), label: String(count) }))}
            testId="autoplay-spins"
          />
          <MoneyField
            control={form.control}
            name="lossLimit"
            label={t('autoplay.lossLimit')}
            hint={t('autoplay.lossLimitHint')}
            currency={currency}
            testId="autoplay-loss-limit"
          />
          <MoneyField
            control={form.control}
            name="winLimit"
            label={t('autoplay.winLimit')}
            hint={t('autoplay.optional')}
            currency={currency}
            testId="autoplay-win-limit"
          />
          <ToggleField
            control={form.control}
            name="stopOnFeature"
            label={t('autoplay.stopOnFeature')}
            testId="autoplay-feature"
          />
          <Button type="submit" variant="gold" data-testid="autoplay-start">
            {t('autoplay.start')}
          </Button>
        </form>
      </IssueTextProvider>
    </Modal>
  );
}
