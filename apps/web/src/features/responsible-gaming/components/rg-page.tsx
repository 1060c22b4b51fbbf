import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
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
  const { t, i18n } = useTranslation('responsible-gaming');
  const state = useRgState(token);

  if (state.isPending) {
    return (
      <div className="rg-state" data-testid="rg-page">
        <Spinner size={28} label={t('loading')} />
      </div>
    );
  }
  if (state.isError) {
    return (
      <div className="rg-state" role="alert" data-testid="rg-page">
        <p>{t('loadFailed')}</p>
        <Button size="sm" onClick={() => void state.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const { block } = state.data;
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
          <LimitsSection state={state.data} />
          <TimeSection state={state.data} />
          <BlockSection onBlocked={onBlocked} />
        </>
      )}
      <p className="rg__help">{t('help')}</p>
    </div>
  );
}
