import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractView, DividendCycle } from '@portal/shared/contracts/agents';
import { MEMBER_TYPE, DIVIDEND_CYCLES } from '@portal/shared/constants';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { useOfferContract } from '../api/contracts';
import { useDownlines } from '../api/downlines';
import {
  draftsOf,
  rowsAboveOwn,
  tierIssues,
  tiersOf,
  type TierBasis,
  type TierDraft,
  type TierRowIssues,
} from '../../../lib/contract-tiers';
import { TierEditor } from './tier-editor';
import '../../../ui/patterns.css';

/**
 * An offer to a direct downline agent: who (picked from the direct downlines that are agents),
 * the tiers (starting from the agent's own thresholds) on the agent's own basis and, for a
 * dividend, its cycle, and whether a negative cycle rolls over. A rate above the agent's own
 * is flagged before sending; the server refuses it too (CONTRACT_RATE_ABOVE_OWN).
 */
export function OfferForm({
  open,
  kind,
  own,
  token,
  decimals,
  onClose,
}: {
  open: boolean;
  kind: ContractKind;
  /** The agent's own active contract of this kind: the ceiling of every rate. */
  own: ContractView;
  token: string | null;
  /** The brand currency's decimals: the most a valid-bet threshold may have. */
  decimals: number;
  onClose(): void;
}) {
  const { t } = useTranslation('agents');
  const offer = useOfferContract();
  const downlines = useDownlines(token, { directOnly: true, pageSize: 100 }, open);
  const agents = (downlines.data?.list ?? []).filter((d) => d.type !== MEMBER_TYPE.player);
  const [memberId, setMemberId] = useState('');
  const basis: TierBasis = own.basis;
  const [rows, setRows] = useState<TierDraft[]>(() => draftsOf(own.tiers).map((row) => ({ ...row, rate: '' })));
  const cycle = ((DIVIDEND_CYCLES as readonly string[]).includes(own.cycle) ? own.cycle : 'monthly') as DividendCycle;
  const [rollover, setRollover] = useState(own.rollover);
  const [issues, setIssues] = useState<TierRowIssues[] | null>(null);
  const [errors, setErrors] = useState<{ member?: string; form?: string }>({});
  const [done, setDone] = useState<string | null>(null);

  const parsed = tiersOf(rows, basis, decimals);
  const aboveOwn = parsed ? rowsAboveOwn(parsed, own.tiers) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = tierIssues(rows, basis, decimals);
    setIssues(found);
    const member = agents.find((a) => String(a.id) === memberId);
    const next = { member: member ? undefined : t('offer.pickMember') };
    setErrors(next);
    if (!member || !parsed || aboveOwn.length > 0 || offer.isPending) return;
    offer.mutate(
      {
        memberId: member.id,
        kind,
        basis,
        tiers: parsed,
        rollover: kind === 'dividend' ? rollover : false,
        ...(kind === 'dividend' ? { cycle } : {}),
      },
      {
        onSuccess: () => {
          setDone(t('offer.done', { username: member.username }));
          setIssues(null);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'CONTRACT_RATE_ABOVE_OWN')
            setErrors({ form: t('offer.aboveOwn') });
          else setErrors({ form: error.message });
        },
      },
    );
  };
  const edited = () => {
    setDone(null);
    setErrors({});
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('offer.title', { kind: t(`kinds.${kind}`) })}
      size="md"
      testId="contract-offer"
    >
      <form className="agent-form" noValidate onSubmit={submit}>
        <label className="agent-field">
          <span>{t('offer.member')}</span>
          <select
            className="sunken-input"
            value={memberId}
            aria-invalid={errors.member ? true : undefined}
            data-testid="contract-offer-member"
            onChange={(e) => {
              setMemberId(e.target.value);
              edited();
            }}
          >
            <option value="">{downlines.isPending ? t('loading') : t('offer.choose')}</option>
            {agents.map((a) => (
              <option key={a.id} value={a.id}>
                {a.username} · {t(`common:agentTypes.${a.type}.name`)}
              </option>
            ))}
          </select>
          {errors.member ? <small className="agent-error">{errors.member}</small> : null}
          {downlines.data && agents.length === 0 ? <small className="agent-muted">{t('offer.noAgents')}</small> : null}
        </label>
        {/* The server takes only the agent's own basis and cycle (decision 027): shown, not chosen. */}
        <dl className="fact-list fact-list--grid agent-contract__terms" data-testid="contract-offer-terms">
          <div>
            <dt>{t('contract.basis')}</dt>
            <dd>{t(`basis.${basis}`)}</dd>
          </div>
          {kind === 'dividend' ? (
            <div>
              <dt>{t('contract.cycle')}</dt>
              <dd>{t(`cycles.${cycle}`)}</dd>
            </div>
          ) : null}
        </dl>
        {kind === 'dividend' ? (
          <label className="agent-check">
            <input
              type="checkbox"
              checked={rollover}
              data-testid="contract-offer-rollover"
              onChange={(e) => {
                setRollover(e.target.checked);
                edited();
              }}
            />
            {t('offer.rollover')}
          </label>
        ) : null}
        <TierEditor
          rows={rows}
          basis={basis}
          issues={issues}
          aboveOwn={aboveOwn}
          onChange={(next) => {
            setRows(next);
            edited();
          }}
        />
        <p className="agent-muted">{t('offer.ceiling')}</p>
        {errors.form ? (
          <p className="agent-error" role="alert" data-testid="contract-offer-error">
            {errors.form}
          </p>
        ) : null}
        {done ? (
          <p className="agent-done" role="status" data-testid="contract-offer-done">
            {done}
          </p>
        ) : null}
        <div className="agent-form__buttons">
          <Button variant="ghost" onClick={onClose}>
            {t('offer.close')}
          </Button>
          <Button type="submit" variant="primary" disabled={offer.isPending} data-testid="contract-offer-submit">
            {offer.isPending ? <Spinner size={14} label={t('working')} /> : null}
            {t('offer.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
