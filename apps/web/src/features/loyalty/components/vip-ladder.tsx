import { useTranslation } from 'react-i18next';
import type { VipLevelView } from '@portal/shared/contracts/loyalty';
import { percentText } from '../lib/format';
import { LevelBadge } from './level-badge';
import { useMoneyFormat } from '../../../lib/currency';
import '../../../ui/patterns.css';

/** Every level with what reaches it and what it gives; the member's own level is marked. */
export function VipLadder({ levels, currentRank }: { levels: readonly VipLevelView[]; currentRank: number }) {
  const { t, i18n } = useTranslation('loyalty');
  const lang = i18n.language;
  const { major: money } = useMoneyFormat();
  /** What reaches a level: every threshold it sets. */
  const reachText = ({ rankLevel, depositThreshold: deposits, turnoverThreshold: turnover }: VipLevelView) => {
    if (rankLevel === 0) return t('vip.ladder.start');
    if (deposits !== null && turnover !== null) {
      return t('vip.ladder.both', { deposits: money(deposits), turnover: money(turnover) });
    }
    if (deposits !== null) return t('vip.ladder.deposits', { amount: money(deposits) });
    return turnover !== null ? t('vip.ladder.turnover', { amount: money(turnover) }) : '';
  };
  return (
    <ol className="loyalty-ladder plain-list" data-testid="vip-ladder">
      {levels.map((level) => {
        const b = level.benefits;
        const current = level.rankLevel === currentRank;
        return (
          <li
            key={level.rankLevel}
            className="loyalty-ladder__level surface-card"
            data-current={current ? 'true' : undefined}
            aria-current={current ? 'true' : undefined}
            data-testid="vip-ladder-level"
          >
            <div className="loyalty-ladder__head">
              <LevelBadge label={level} size="sm" testId="vip-ladder-badge" />
              {current ? <span className="loyalty-pill tone-pill">{t('vip.ladder.yours')}</span> : null}
            </div>
            <p className="loyalty-ladder__reach">{reachText(level)}</p>
            <dl className="loyalty-ladder__benefits">
              <div>
                <dt>{t('vip.benefits.cashback')}</dt>
                <dd>
                  {b.weeklyCashbackPercent > 0 ? percentText(b.weeklyCashbackPercent, lang) : t('vip.benefits.none')}
                </dd>
              </div>
              <div>
                <dt>{t('vip.benefits.withdrawMax')}</dt>
                <dd>{b.withdrawDailyMax === null ? t('vip.benefits.standard') : money(b.withdrawDailyMax)}</dd>
              </div>
              <div>
                <dt>{t('vip.benefits.withdrawCount')}</dt>
                <dd>
                  {b.withdrawDailyCount === null
                    ? t('vip.benefits.unlimited')
                    : t('vip.benefits.times', { count: b.withdrawDailyCount })}
                </dd>
              </div>
              <div>
                <dt>{t('vip.benefits.birthday')}</dt>
                <dd>{b.birthdayBonus > 0 ? money(b.birthdayBonus) : t('vip.benefits.none')}</dd>
              </div>
              <div>
                <dt>{t('vip.benefits.levelUp')}</dt>
                <dd>{b.levelUpBonus > 0 ? money(b.levelUpBonus) : t('vip.benefits.none')}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
