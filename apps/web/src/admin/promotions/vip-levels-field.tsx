import { useTranslation } from 'react-i18next';
import type { Control, FieldValues } from 'react-hook-form';
import type { VipLevelInput } from '@portal/shared/contracts/loyalty';
import type { Language } from '@portal/shared/languages';
import { Button } from '../../ui/button';
import { useKitField } from '../../ui/form/form-fields';
import { clubLabelStyle } from '../ui/club-label';
import { useLevels } from '../loyalty';
import { toggleVipLevel, vipLevelName, type PromotionDraft } from './promotion-draft';
import '../ui/field-group.css';

/** The brand's VIP ladder as the loyalty console reads it (one request and cache for both). */
export function useVipLadder(): VipLevelInput[] | undefined {
  const levels = useLevels();
  return levels.data ? [...levels.data.levels].sort((a, b) => a.rankLevel - b.rankLevel) : undefined;
}

/**
 * The eligibility's VIP levels: one check box per level of the brand's ladder, in its club
 * colours; none ticked means every level. A ticked rank the ladder no longer has stays listed so
 * the operator can see it and untick it.
 */
export function VipLevelsField({
  control,
  language,
}: {
  control: Control<PromotionDraft, unknown, FieldValues>;
  language: Language;
}) {
  const { t } = useTranslation(['admin-promotions', 'admin']);
  const { field, error } = useKitField({ control, name: 'eligibility.vipLevels' });
  const value = field.value;
  const levels = useLevels();
  const ladder = useVipLadder() ?? [];
  const gone = value.filter((rank) => !ladder.some((level) => level.rankLevel === rank));
  const choices = [
    ...ladder.map((level) => ({
      rank: level.rankLevel,
      name: vipLevelName(level.rankLevel, ladder, language) ?? t('editor.vipLevel', { rank: level.rankLevel }),
      style: clubLabelStyle(level.color, level.color2),
      gone: false,
    })),
    ...(levels.isSuccess
      ? gone.map((rank) => ({ rank, name: t('editor.vipGone', { rank }), style: undefined, gone: true }))
      : []),
  ];

  return (
    <fieldset className="admin-field-group promo-vip-levels" data-testid="promo-field-vip-levels">
      <legend>{t('fields.vipLevels')}</legend>
      {levels.isPending && <small className="admin-muted">{t('admin:states.loading')}</small>}
      {levels.isError && (
        <div className="promo-vip-levels__failed">
          <small className="admin-field__error" role="alert">
            {t('hints.vipFailed')}
          </small>
          <Button size="sm" variant="ghost" onClick={() => void levels.refetch()}>
            {t('admin:actions.refresh')}
          </Button>
        </div>
      )}
      {levels.isSuccess && ladder.length === 0 && <small className="admin-muted">{t('hints.vipNoLadder')}</small>}
      {choices.length > 0 && (
        <div className="promo-vip-levels__grid">
          {choices.map((choice) => (
            <label
              key={choice.rank}
              className="promo-vip-level"
              data-selected={value.includes(choice.rank) || undefined}
              data-gone={choice.gone || undefined}
            >
              <input
                type="checkbox"
                checked={value.includes(choice.rank)}
                onChange={() => field.onChange(toggleVipLevel(value, choice.rank))}
                data-testid={`promo-vip-level-${choice.rank}`}
              />
              <span className="promo-vip-level__rank" style={choice.style} aria-hidden="true">
                {choice.rank}
              </span>
              <span className="promo-vip-level__name">{choice.name}</span>
            </label>
          ))}
        </div>
      )}
      {error ? (
        <small className="admin-field__error">{error}</small>
      ) : (
        levels.isSuccess && ladder.length > 0 && <small className="admin-muted">{t('hints.vipLevels')}</small>
      )}
    </fieldset>
  );
}
