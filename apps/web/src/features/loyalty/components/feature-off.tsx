import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { CrownIcon, StarIcon, TargetIcon } from '../../../ui/icons';

const ICONS = { vip: CrownIcon, missions: TargetIcon, pointsMall: StarIcon } as const;

/** What a loyalty page shows when the brand has it switched off: said plainly, nothing else. */
export function FeatureOff({ feature }: { feature: keyof typeof ICONS }) {
  const { t } = useTranslation('loyalty');
  const Icon = ICONS[feature];
  return (
    <div data-testid={`loyalty-off-${feature}`}>
      <EmptyState icon={<Icon size={40} />} title={t(`off.${feature}`)} description={t('off.hint')} />
    </div>
  );
}
