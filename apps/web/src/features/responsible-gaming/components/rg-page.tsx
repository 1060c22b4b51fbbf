import { useTranslation } from 'react-i18next';
import type { RgState } from '@portal/shared/contracts/responsible-gaming';
import { LoadState } from '../../../ui/load-state';
import { useRgState } from '../api/rg';
import { dateTimeText } from '../lib/rg-format';
import { BlockSection } from './block-section';
import { LimitsSection } from './limits-section';
import { TimeSection } from './time-section';
import './responsible-gaming.css';

/**
 * Responsible gaming in the member center: the member's own deposit, loss and wager limits with
 * this period's use, the session limit and reality check, and a break or self-exclusion. A
 * running break shows instead of the forms (the session is then a cash-out one).
 */
export function ResponsibleGamingPage({ token, onBlocked }: { token: string | null; onBlocked(): void }) {
  const state = useRgState(token);

  return <LoadState query={state}>{(data) => <RgBody state={data} onBlocked={onBlocked} />}</LoadState>;
}

function RgBody({ state, onBlocked }: { state: RgState; onBlocked(): void }) {
  const { t, i18n } = useTranslation('responsible-gaming');
  const { block } = state;
  return (
    <div className="rg" data-testid="rg-page">
      <p className="rg__intro">{t('intro')}</p>
      {block ? (
        <p className="rg-blocked" role="status" data-testid="rg-blocked">
          {block.until === null
            ? t(`blocked.${block.kind}Permanent`)
            : t(`blocked.${block.kind}`, { until: dateTimeText(block.until, i18n.language) })}
        </p>
      ) : (
        <>
          <LimitsSection state={state} />
          <TimeSection state={state} />
          <BlockSection onBlocked={onBlocked} />
        </>
      )}
      <p className="rg__help">{t('help')}</p>
    </div>
  );
}
