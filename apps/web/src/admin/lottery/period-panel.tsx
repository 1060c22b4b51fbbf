import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Spinner } from '../../ui/spinner';
import { adminApi } from '../lib/admin-api';
import { TextAreaField } from '../ui/text-area-field';
import { LiabilityTable } from './liability-table';
import {
  formatVnTime,
  LOTTERY_KEY,
  REASON_MAX,
  useMajorMoney,
  useMarkets,
  usePendingApprovals,
  usePeriod,
  type Approval,
  type PeriodDetail,
} from './lottery-api';
import { ResultForm } from './result-form';
import { OutcomeNotice, type ActionOutcome } from './result-notice';
import { resultSourceLabel, type SourceLabel } from './result-source';
import { ResultView } from './result-view';
import { StatusBadge } from './status-badge';
import { useDeskCall } from './use-desk-call';
import { TableScroll } from '../../ui/data-table';

type Mode = 'none' | 'enter' | 'correct' | 'cancel';

/** One period: what it is, its result and rounds, its liability, and what an operator may do with it now. */
export function PeriodPanel({ periodId, onClose }: { periodId: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-lottery');
  const money = useMajorMoney();
  const queryClient = useQueryClient();
  const period = usePeriod(periodId);
  const markets = useMarkets();
  const pending = usePendingApprovals(periodId);
  const [mode, setMode] = useState<Mode>('none');
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [confirmingPayout, setConfirmingPayout] = useState(false);
  const { busy, error, run } = useDeskCall();

  const p = period.data;
  if (!p) {
    return (
      <section className="admin-card" data-testid="period-panel">
        {period.error ? <p className="admin-error">{(period.error as Error).message}</p> : <Spinner />}
      </section>
    );
  }
  const shape = markets.data?.find((m) => m.market === p.market)?.prizes ?? null;
  const typed = p.resultSourceOfGame !== 'rng' && shape !== null;
  const done = (next: ActionOutcome) => {
    setOutcome(next);
    setMode('none');
    void queryClient.invalidateQueries({ queryKey: LOTTERY_KEY });
  };

  const confirmPayout = () =>
    run(() => adminApi(`/admin/api/lottery/periods/${periodId}/confirm`, { method: 'POST' }), {
      settled: () => setConfirmingPayout(false),
      done: () => done({ kind: 'confirmed' }),
    });

  return (
    <section className="admin-card lottery-period" data-testid="period-panel" data-status={p.status}>
      <div className="lottery-card-head">
        <h2>
          {p.gameName} · {p.issue}
          {p.stationName ? ` · ${p.stationName}` : ''}
        </h2>
        <StatusBadge status={p.status} testId="period-status" />
        <Button size="sm" variant="ghost" onClick={onClose} data-testid="period-close">
          {t('admin:actions.close')}
        </Button>
      </div>
      <PeriodFacts period={p} language={i18n.language} money={money.major} />
      <ResultView result={p.result} />
      {p.rounds.length > 0 && <Rounds period={p} money={money.major} language={i18n.language} />}
      {(pending.data ?? []).map((approval: Approval) => (
        <OutcomeNotice key={approval.id} outcome={{ kind: 'pending', approval }} />
      ))}
      {outcome && <OutcomeNotice outcome={outcome} />}
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-actions">
        {typed && p.status === 'closed' && (
          <Button variant="primary" onClick={() => setMode('enter')} data-testid="period-enter-result">
            {t('period.enterResult')}
          </Button>
        )}
        {typed && p.status === 'settled' && (
          <Button onClick={() => setMode('correct')} data-testid="period-correct">
            {t('period.correct')}
          </Button>
        )}
        {p.status === 'settled' && (
          <Button onClick={() => setConfirmingPayout(true)} data-testid="period-confirm">
            {t('period.confirmPayout')}
          </Button>
        )}
        {p.status !== 'cancelled' && p.status !== 'confirmed' && (
          <Button variant="danger" onClick={() => setMode('cancel')} data-testid="period-cancel">
            {t('period.cancel')}
          </Button>
        )}
      </div>
      {(mode === 'enter' || mode === 'correct') && shape && (
        <ResultForm
          key={mode}
          periodId={periodId}
          shape={shape}
          initial={mode === 'correct' ? p.result : null}
          correcting={mode === 'correct'}
          onDone={done}
        />
      )}
      {mode === 'cancel' && <CancelForm periodId={periodId} settled={p.status === 'settled'} onDone={done} />}
      <ConfirmDialog
        open={confirmingPayout}
        title={t('period.confirmPayout')}
        message={t('period.confirmPayoutText')}
        confirmLabel={t('period.confirmPayout')}
        cancelLabel={t('admin:actions.cancel')}
        busy={busy}
        onConfirm={() => void confirmPayout()}
        onCancel={() => setConfirmingPayout(false)}
      />
      <LiabilityTable periodId={periodId} />
    </section>
  );
}

function PeriodFacts({
  period: p,
  language,
  money,
}: {
  period: PeriodDetail;
  language: string;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation('admin-lottery');
  const sourceText = (label: SourceLabel) => ('text' in label ? label.text : t(label.key, label.values));
  return (
    <dl className="admin-dl">
      <dt>{t('period.openAt')}</dt>
      <dd>{formatVnTime(p.openAt, language)}</dd>
      <dt>{t('period.closeAt')}</dt>
      <dd>{formatVnTime(p.closeAt, language)}</dd>
      <dt>{t('period.drawAt')}</dt>
      <dd>{formatVnTime(p.drawAt, language)}</dd>
      <dt>{t('period.resultSource')}</dt>
      <dd data-testid="period-result-source">{sourceText(resultSourceLabel(p.resultSource, p.resultSourceOfGame))}</dd>
      <dt>{t('period.bets')}</dt>
      <dd data-testid="period-bets">{p.bets}</dd>
      <dt>{t('period.stake')}</dt>
      <dd>{money(p.stake)}</dd>
      <dt>{t('period.payout')}</dt>
      <dd data-testid="period-payout">{money(p.payout)}</dd>
      {p.seedHash && (
        <>
          <dt>{t('period.seedHash')}</dt>
          <dd className="lottery-mono">{p.seedHash}</dd>
        </>
      )}
      {p.cancelReason && (
        <>
          <dt>{t('period.cancelReason')}</dt>
          <dd>{p.cancelReason}</dd>
        </>
      )}
    </dl>
  );
}

function Rounds({
  period,
  money,
  language,
}: {
  period: PeriodDetail;
  money: (amount: number) => string;
  language: string;
}) {
  const { t } = useTranslation('admin-lottery');
  return (
    <TableScroll>
      <table className="data-table" data-testid="period-rounds">
        <thead>
          <tr>
            <th scope="col">{t('rounds.round')}</th>
            <th scope="col">{t('rounds.settledAt')}</th>
            <th scope="col" className="admin-num">
              {t('rounds.bets')}
            </th>
            <th scope="col" className="admin-num">
              {t('rounds.winners')}
            </th>
            <th scope="col" className="admin-num">
              {t('rounds.payout')}
            </th>
            <th scope="col">{t('admin:fields.status')}</th>
          </tr>
        </thead>
        <tbody>
          {period.rounds.map((r) => (
            <tr key={r.round}>
              <td>{r.round}</td>
              <td>{formatVnTime(r.settledAt, language)}</td>
              <td className="admin-num">{r.bets}</td>
              <td className="admin-num">{r.winners}</td>
              <td className="admin-num">{money(r.payout)}</td>
              <td>
                <span className={r.reversed ? 'admin-badge admin-badge--bad' : 'admin-badge admin-badge--good'}>
                  {r.reversed ? t('rounds.reversed') : t('rounds.current')}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Cancel (void) with a reason: every bet refunded; a settled period's waits for a second operator above the limit. */
function CancelForm({
  periodId,
  settled,
  onDone,
}: {
  periodId: number;
  settled: boolean;
  onDone: (outcome: ActionOutcome) => void;
}) {
  const { t } = useTranslation('admin-lottery');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { busy, error, run } = useDeskCall();
  const problem = reason.trim() === '' ? t('cancel.reasonRequired') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem) setConfirming(true);
  };
  const send = () =>
    run(
      () =>
        adminApi<Approval | { refunded: number }>(`/admin/api/lottery/periods/${periodId}/cancel`, {
          method: 'POST',
          body: { reason: reason.trim() },
        }),
      {
        settled: () => setConfirming(false),
        done: (value) =>
          onDone(
            'kind' in value ? { kind: 'pending', approval: value } : { kind: 'cancelled', refunded: value.refunded },
          ),
      },
    );
  return (
    <form className="lottery-cancel" onSubmit={submit} noValidate data-testid="cancel-form">
      <TextAreaField
        label={t('cancel.reason')}
        hint={settled ? t('cancel.settledHint') : t('cancel.hint')}
        error={touched ? problem : null}
        rows={2}
        maxLength={REASON_MAX}
        value={reason}
        onChange={setReason}
        testId="cancel-reason"
      />
      {error && (
        <p className="admin-error" role="alert" data-testid="cancel-error">
          {error}
        </p>
      )}
      <div className="admin-actions">
        <Button type="submit" variant="danger" disabled={busy} data-testid="cancel-submit">
          {t('cancel.submit')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('cancel.confirmTitle')}
        message={t('cancel.confirm')}
        confirmLabel={t('cancel.submit')}
        cancelLabel={t('admin:actions.cancel')}
        tone="danger"
        busy={busy}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
