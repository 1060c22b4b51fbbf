import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DIVIDEND_CYCLES, isAgentMemberType, type ContractView } from '@portal/shared/contracts/agents';
import { ApiError } from '../../lib/api-client';
import { addTier, MAX_TIERS, removeTier, updateTier } from '../../lib/contract-tiers';
import { Button } from '../../ui/button';
import { Field } from '../ui/field';
import { useMoney } from '../ui/use-money';
import { findMember, useBrandFlags, useContractMutations } from './agents-api';
import { emptyOffer, offerableKinds, offerIssues, offerRequest, type OfferDraft } from './contract-draft';

type Lookup = { username: string; member: { id: number; username: string; type: number } | null } | null;

/**
 * The platform's offer to an agent: the member by username (found through the members search),
 * a kind the brand has switched on, the basis, the tiers (rising thresholds) and, for a dividend,
 * the cycle and the rollover. The agent accepts or rejects it in the agent center.
 */
/** `done`: the offer made, the four-eyes request it waits in (with the member's name), or null (cancelled). */
export function OfferForm({
  done,
}: {
  done: (offered: ContractView | { approvalId: number; member: string } | null) => void;
}) {
  const { t } = useTranslation(['admin-agents', 'admin']);
  const money = useMoney();
  const settings = useBrandFlags();
  const kinds = offerableKinds(settings.data?.flags);
  const { offer } = useContractMutations();
  const [draft, setDraft] = useState<OfferDraft>(() => emptyOffer());
  const [lookup, setLookup] = useState<Lookup>(null);
  const [looking, setLooking] = useState(false);
  const [tried, setTried] = useState(false);
  const kind = draft.kind || kinds[0] || '';
  const current: OfferDraft = { ...draft, kind };
  const issues = offerIssues(current, money.decimals);
  const serverFields =
    offer.error instanceof ApiError
      ? ((offer.error.value as { fields?: Record<string, string> } | null)?.fields ?? {})
      : {};
  const serverIssue = (name: string) => (serverFields[name] ? t(`issues.${serverFields[name]}`) : undefined);
  const change = (patch: Partial<OfferDraft>) => {
    offer.reset();
    setDraft((before) => ({ ...before, ...patch }));
  };

  /** The member behind the username, looked up once per username typed. */
  const look = async (username: string) => {
    const name = username.trim();
    if (name === '') return null;
    if (lookup?.username === name) return lookup.member;
    setLooking(true);
    try {
      const found = await findMember(name);
      const member = found ? { id: found.id, username: found.username, type: found.type } : null;
      setLookup({ username: name, member });
      setDraft((before) => (before.username.trim() === name ? { ...before, memberId: member?.id ?? null } : before));
      return member;
    } finally {
      setLooking(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (offer.isPending || looking) return;
    const member = await look(current.username).catch(() => null);
    const body = offerRequest({ ...current, memberId: member?.id ?? null }, money.decimals);
    if (!body) return;
    offer.mutate(body, {
      onSuccess: (answer) =>
        done('requestedBy' in answer ? { approvalId: answer.id, member: current.username } : answer),
    });
  };

  const memberIssue =
    serverIssue('memberId') ??
    (tried && issues.member === 'required'
      ? t('offer.memberRequired')
      : lookup && lookup.username === current.username.trim() && !lookup.member
        ? t('offer.memberNotFound')
        : undefined);
  const memberHint =
    lookup?.member && lookup.username === current.username.trim()
      ? t(isAgentMemberType(lookup.member.type) ? 'offer.memberFound' : 'offer.memberNotAgent', {
          id: lookup.member.id,
          type: lookup.member.type,
        })
      : t('offer.memberHint');
  const tierIssueText = (issue: string | undefined, field: 'threshold' | 'rate') =>
    issue ? t(`tiers.issues.${field}.${issue}`, { decimals: money.decimals }) : undefined;
  const otherError =
    offer.error && Object.keys(serverFields).length === 0
      ? offer.error instanceof ApiError && offer.error.code === 'CONTRACT_NOT_AVAILABLE'
        ? t('offer.alreadyOffered')
        : offer.error instanceof ApiError && offer.error.code === 'FORBIDDEN'
          ? t('offer.kindOff')
          : offer.error.message
      : serverFields.tiers
        ? t('tiers.issues.threshold.order')
        : null;

  return (
    <form className="agents-tab agents-offer admin-card" onSubmit={submit} noValidate data-testid="agents-offer-form">
      <div className="agents-offer__head">
        <h2>{t('offer.title')}</h2>
        <p className="admin-muted">{t('offer.subtitle')}</p>
      </div>
      {settings.isSuccess && kinds.length === 0 ? (
        <p className="admin-error" role="alert" data-testid="agents-offer-no-kinds">
          {t('offer.noKinds')}
        </p>
      ) : (
        <>
          <div className="agents-offer__grid">
            <Field label={t('admin:fields.member')} hint={memberHint} error={memberIssue}>
              <input
                value={current.username}
                autoComplete="off"
                maxLength={40}
                onChange={(e) => change({ username: e.target.value, memberId: null })}
                onBlur={() => void look(current.username).catch(() => null)}
                data-testid="agents-offer-member"
                autoFocus
              />
            </Field>
            <Field label={t('fields.kind')} error={serverIssue('kind')}>
              <select
                value={kind}
                onChange={(e) => change({ kind: e.target.value as OfferDraft['kind'] })}
                data-testid="agents-offer-kind"
              >
                {kinds.map((k) => (
                  <option key={k} value={k}>
                    {t(`kinds.${k}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('fields.basis')} hint={t(`bases.hint.${current.basis}`)} error={serverIssue('basis')}>
              <select
                value={current.basis}
                onChange={(e) => change({ basis: e.target.value as OfferDraft['basis'] })}
                data-testid="agents-offer-basis"
              >
                <option value="bet">{t('bases.bet')}</option>
                <option value="active">{t('bases.active')}</option>
              </select>
            </Field>
            {kind === 'dividend' && (
              <Field label={t('fields.cycle')} error={serverIssue('cycle')}>
                <select
                  value={current.cycle}
                  onChange={(e) => change({ cycle: e.target.value as OfferDraft['cycle'] })}
                  data-testid="agents-offer-cycle"
                >
                  {DIVIDEND_CYCLES.map((cycle) => (
                    <option key={cycle} value={cycle}>
                      {t(`cycles.${cycle}`)}
                    </option>
                  ))}
                </select>
              </Field>
            )}
          </div>
          {kind === 'dividend' && (
            <label className="agents-check">
              <input
                type="checkbox"
                checked={current.rollover}
                onChange={(e) => change({ rollover: e.target.checked })}
                data-testid="agents-offer-rollover"
              />
              <span>
                {t('fields.rollover')}
                <small className="admin-muted">{t('offer.rolloverHint')}</small>
              </span>
            </label>
          )}
          <fieldset className="agents-tier-editor" data-testid="agents-offer-tiers">
            <legend>{t('fields.tiers')}</legend>
            <p className="admin-muted">{t('tiers.hint')}</p>
            {current.tiers.map((row, index) => (
              <div className="agents-tier-row" key={index} data-testid={`agents-tier-${index}`}>
                <Field
                  label={
                    current.basis === 'bet'
                      ? t('tiers.thresholdBet', { currency: money.code })
                      : t('tiers.thresholdActive')
                  }
                  error={
                    serverIssue(`tiers.${index}.threshold`) ??
                    (tried ? tierIssueText(issues.tiers[index]?.threshold, 'threshold') : undefined)
                  }
                >
                  <input
                    inputMode={current.basis === 'bet' ? 'decimal' : 'numeric'}
                    value={row.threshold}
                    onChange={(e) => change({ tiers: updateTier(current.tiers, index, { threshold: e.target.value }) })}
                    data-testid={`agents-tier-${index}-threshold`}
                  />
                </Field>
                <Field
                  label={t('tiers.rate')}
                  error={
                    serverIssue(`tiers.${index}.ratePercent`) ??
                    (tried ? tierIssueText(issues.tiers[index]?.rate, 'rate') : undefined)
                  }
                >
                  <input
                    inputMode="decimal"
                    value={row.rate}
                    onChange={(e) => change({ tiers: updateTier(current.tiers, index, { rate: e.target.value }) })}
                    data-testid={`agents-tier-${index}-rate`}
                  />
                </Field>
                <Button
                  size="sm"
                  variant="ghost"
                  className="agents-tier-row__remove"
                  disabled={current.tiers.length <= 1}
                  onClick={() => change({ tiers: removeTier(current.tiers, index) })}
                  aria-label={t('tiers.remove', { n: index + 1 })}
                  data-testid={`agents-tier-${index}-remove`}
                >
                  {t('tiers.removeShort')}
                </Button>
              </div>
            ))}
            <div>
              <Button
                size="sm"
                disabled={current.tiers.length >= MAX_TIERS}
                onClick={() => change({ tiers: addTier(current.tiers) })}
                data-testid="agents-tier-add"
              >
                {t('tiers.add')}
              </Button>
            </div>
          </fieldset>
        </>
      )}
      {otherError && (
        <p className="admin-error" role="alert" data-testid="agents-offer-error">
          {otherError}
        </p>
      )}
      <div className="admin-actions agents-offer__actions">
        <Button variant="ghost" onClick={() => done(null)} data-testid="agents-offer-cancel">
          {t('admin:actions.cancel')}
        </Button>
        <Button
          type="submit"
          variant="primary"
          disabled={offer.isPending || looking || kinds.length === 0}
          data-testid="agents-offer-submit"
        >
          {t('offer.submit')}
        </Button>
      </div>
    </form>
  );
}
