import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  contractOfferSchema,
  type ContractKind,
  type ContractOffer,
  type ContractTier,
  type ContractView,
  type DividendCycle,
} from '@portal/shared/contracts/agents';
import { FieldIssue } from '@portal/shared/errors';
import { MEMBER_TYPE, DIVIDEND_CYCLES } from '@portal/shared/constants';
import { ApiError } from '../../../lib/api-client';
import { formResolver, type FieldIssueCodes } from '../../../lib/form-resolver';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { FormOutcome, SubmitButton } from '../../../ui/form/form-outcome';
import { AGENT_OUTCOME } from './agent-input';
import { useOfferContract } from '../api/contracts';
import { useDownlines } from '../api/downlines';
import {
  draftsOf,
  rowsAboveOwn,
  tierIssues,
  tiersOf,
  type TierBasis,
  type TierDraft,
  type TierIssue,
  type TierRowIssues,
} from '../../../lib/contract-tiers';
import { TierEditor } from './tier-editor';
import '../../../ui/patterns.css';
import '../../../ui/sunken-states.css';

/** The offer as typed: the downline picked (its id as the box's text), the rollover, the tiers as text. */
interface OfferValues {
  memberId: string;
  rollover: boolean;
  tiers: TierDraft[];
}

interface OfferTerms {
  kind: ContractKind;
  basis: TierBasis;
  cycle: DividendCycle;
  /** The agent's own tiers: no row may pay more. */
  own: readonly ContractTier[];
  decimals: number;
}

const numberOf = (text: string) => {
  const read = text.trim().replace(',', '.');
  return read === '' ? undefined : Number(read);
};

/**
 * The offer's check: the values as POST /wps/agent/contracts' body, parsed by
 * contractOfferSchema; before the schema's words the form's own: no downline picked, each tier
 * row's problem (lib/contract-tiers names the row, the schema only the list), a rate above the
 * agent's own.
 */
function offerResolver({ kind, basis, cycle, own, decimals }: OfferTerms) {
  const schema = z
    .custom<OfferValues>()
    .transform((values): unknown => ({
      memberId: values.memberId === '' ? undefined : Number(values.memberId),
      kind,
      basis,
      tiers: values.tiers.map((row) => ({ threshold: numberOf(row.threshold), ratePercent: numberOf(row.rate) })),
      rollover: kind === 'dividend' ? values.rollover : false,
      ...(kind === 'dividend' ? { cycle } : {}),
    }))
    .pipe(contractOfferSchema);
  const ownIssues = (values: OfferValues): FieldIssueCodes => {
    const issues: FieldIssueCodes = {};
    if (values.memberId === '') issues.memberId = FieldIssue.REQUIRED;
    tierIssues(values.tiers, basis, decimals).forEach((row, index) => {
      if (row.threshold) issues[`tiers.${index}.threshold`] = row.threshold;
      if (row.rate) issues[`tiers.${index}.rate`] = row.rate;
    });
    const parsed = tiersOf(values.tiers, basis, decimals);
    for (const index of parsed ? rowsAboveOwn(parsed, own) : []) issues[`tiers.${index}.rate`] = 'aboveOwn';
    return issues;
  };
  return formResolver(schema, ownIssues, { extraFirst: true });
}

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
  const basis: TierBasis = own.basis;
  const cycle = ((DIVIDEND_CYCLES as readonly string[]).includes(own.cycle) ? own.cycle : 'monthly') as DividendCycle;
  const { control, register, handleSubmit, watch, setValue, formState } = useForm<OfferValues, unknown, ContractOffer>({
    resolver: offerResolver({ kind, basis, cycle, own: own.tiers, decimals }),
    defaultValues: {
      memberId: '',
      rollover: own.rollover,
      tiers: draftsOf(own.tiers).map((row) => ({ ...row, rate: '' })),
    },
  });
  const rows = watch('tiers');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  // Any edit answers the last refusal and the last offer's line.
  useEffect(() => {
    const subscription = watch(() => {
      setDone(null);
      setFailure(null);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const parsed = tiersOf(rows, basis, decimals);
  const aboveOwn = parsed ? rowsAboveOwn(parsed, own.tiers) : [];
  const tierErrors = formState.errors.tiers;
  const issues: TierRowIssues[] | null = formState.isSubmitted
    ? rows.map((_, index) => ({
        threshold: tierErrors?.[index]?.threshold?.message as TierIssue | undefined,
        rate: tierErrors?.[index]?.rate?.message as TierIssue | undefined,
      }))
    : null;
  const memberError = formState.errors.memberId ? t('offer.pickMember') : null;

  const submit = (body: ContractOffer) => {
    if (offer.isPending) return;
    const member = agents.find((a) => a.id === body.memberId);
    offer.mutate(body, {
      onSuccess: () => setDone(t('offer.done', { username: member?.username ?? '' })),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'CONTRACT_RATE_ABOVE_OWN') setFailure(t('offer.aboveOwn'));
        else setFailure(error.message);
      },
    });
  };
  const { ref: memberRef, ...memberField } = register('memberId');
  const { field: rollover } = useController({ control, name: 'rollover' });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('offer.title', { kind: t(`kinds.${kind}`) })}
      size="md"
      testId="contract-offer"
    >
      <form className="agent-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <label className="agent-field">
          <span>{t('offer.member')}</span>
          <select
            className="sunken-input"
            ref={memberRef}
            {...memberField}
            aria-invalid={memberError ? true : undefined}
            data-testid="contract-offer-member"
          >
            <option value="">{downlines.isPending ? t('loading') : t('offer.choose')}</option>
            {agents.map((a) => (
              <option key={a.id} value={a.id}>
                {a.username} · {t(`common:agentTypes.${a.type}.name`)}
              </option>
            ))}
          </select>
          {memberError ? <small className="agent-error">{memberError}</small> : null}
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
              ref={rollover.ref}
              name={rollover.name}
              checked={rollover.value}
              data-testid="contract-offer-rollover"
              onBlur={rollover.onBlur}
              onChange={(e) => rollover.onChange(e.target.checked)}
            />
            {t('offer.rollover')}
          </label>
        ) : null}
        <TierEditor
          rows={rows}
          basis={basis}
          issues={issues}
          aboveOwn={aboveOwn}
          onChange={(next) => setValue('tiers', next, { shouldValidate: formState.isSubmitted })}
        />
        <p className="agent-muted">{t('offer.ceiling')}</p>
        <FormOutcome {...AGENT_OUTCOME} failure={failure} done={done} testId="contract-offer" />
        <div className="agent-form__buttons">
          <Button variant="ghost" onClick={onClose}>
            {t('offer.close')}
          </Button>
          <SubmitButton busy={offer.isPending} busyLabel={t('working')} data-testid="contract-offer-submit">
            {t('offer.submit')}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
