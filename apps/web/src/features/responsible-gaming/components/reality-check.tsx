import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { useAnswerRealityCheck, useRealityCheck, useRgState } from '../api/rg';
import { minutesText, reminderDue } from '../lib/rg-format';
import './responsible-gaming.css';
import { useMoneyFormat } from '../../../lib/currency';

/**
 * The reality check: when the member's interval has passed, a dialog says how long this session
 * has lasted and what it won or lost; continuing moves the next reminder on, stopping signs out.
 */
export function RealityCheck({ token, onStop }: { token: string | null; onStop(): void }) {
  const { t, i18n } = useTranslation('responsible-gaming');
  const state = useRgState(token);
  const interval = state.data?.time.reality_check.current ?? null;
  const check = useRealityCheck(token, interval !== null && !state.data?.block);
  const answer = useAnswerRealityCheck();
  const format = useMoneyFormat();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!check.data?.nextAt) return;
    const wait = Math.max(0, Date.parse(check.data.nextAt) - Date.now());
    const timer = setTimeout(
      () => {
        setNow(Date.now());
        void check.refetch();
      },
      Math.min(wait + 500, 2_147_000_000),
    );
    return () => clearTimeout(timer);
  }, [check.data?.nextAt, check]);

  const data = check.data;
  const open = data !== undefined && data.intervalMinutes !== null && reminderDue(data.nextAt, now);
  if (!data || !state.data) return null;
  const { decimals } = state.data;
  const money = (amount: number) => format.major(amount, { decimals });
  const choose = (choice: 'continue' | 'stop') =>
    answer.mutate(choice, {
      onSuccess: () => {
        setNow(Date.now());
        if (choice === 'stop') onStop();
      },
    });

  return (
    <Modal
      open={open}
      onClose={() => choose('continue')}
      title={t('reality.title')}
      showClose={false}
      closeOnBackdrop={false}
      size="sm"
      testId="reality-check"
      footer={
        <div className="rg-reality__actions">
          <Button onClick={() => choose('stop')} disabled={answer.isPending} data-testid="reality-stop">
            {t('reality.stop')}
          </Button>
          <Button
            variant="primary"
            onClick={() => choose('continue')}
            disabled={answer.isPending}
            data-testid="reality-continue"
          >
            {t('reality.continue')}
          </Button>
        </div>
      }
    >
      <dl className="rg-reality">
        <div>
          <dt>{t('reality.played')}</dt>
          <dd>{minutesText(data.minutesPlayed, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('reality.wagered')}</dt>
          <dd>{money(data.wagered)}</dd>
        </div>
        <div>
          <dt>{t('reality.result')}</dt>
          <dd data-tone={data.netResult < 0 ? 'loss' : 'win'}>{money(data.netResult)}</dd>
        </div>
      </dl>
      <p className="rg-reality__hint">{t('reality.hint')}</p>
    </Modal>
  );
}
