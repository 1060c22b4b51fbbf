import { useEffect, useState, type FormEvent } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DIVIDEND_CYCLES, isAgentMemberType, type ContractView } from '@portal/shared/contracts/agents';
import { ApiError } from '../../lib/api-client';
import { emptyTier, MAX_TIERS } from '../../lib/contract-tiers';
import { Button } from '../../ui/button';
import { SelectField, TextField } from '../../ui/form/form-fields';
import { IssueTextProvider, useSayIssueIn, type SayIssue } from '../../ui/form/issue-text';
import { useMoney } from '../ui/use-money';
import { serverIssues } from '../ui/use-editor-form';
import { findMember, useBrandFlags, useContractMutations } from './agents-api';
import {
  emptyOffer,
  MEMBER_NOT_FOUND,
  MEMBER_REQUIRED,
  offerableKinds,
  offerResolver,
  type OfferDraft,
} from './contract-draft';
import '../ui/field-group.css';

type Lookup = { username: string; member: { id: number; username: string; type: number } | null } | null;

/** The offer form's words for an issue: its own codes (the member, a tier row's problem), then the server's. */
function useSayOfferIssue(decimals: number): SayIssue {
  const { t } = useTranslation('admin-agents');
  const sayField = useSayIssueIn('admin-agents');
  return (code) => {
    if (code === MEMBER_REQUIRED) return t('offer.memberRequired');
    if (code === MEMBER_NOT_FOUND) return t('offer.memberNotFound');
    if (/^(threshold|rate)\.[a-z]+$/.test(code)) return t(`tiers.issues.${code}`, { decimals });
    return sayField(code);
  };
}

/**
 * The platform's offer to an agent: the member by username (found through the members search),
 * a kind the brand has switched on, the basis, the tiers (rising thresholds) and, for a dividend,
 * the cycle and the rollover. The agent accepts or rejects it in the agent center.
 * `done`: the offer made, the four-eyes request it waits in (with the member's name), or null (cancelled).
 */
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
  const form = useForm({ defaultValues: emptyOffer(), resolver: offerResolver(money.decimals) });
  const { control } = form;
  const tiers = useFieldArray({ control, name: 'tiers' });
  const [lookup, setLookup] = useState<Lookup>(null);
  const [looking, setLooking] = useState(false);
  const sayIssue = useSayOfferIssue(money.decimals);
  const current: OfferDraft = form.watch();
  const firstKind = kinds[0];

  // The first kind the brand runs, once its switches are read.
  useEffect(() => {
    if (firstKind && form.getValues('kind') === '') form.setValue('kind', firstKind);
  }, [firstKind, form]);

  // A change answers the server's last refusal; a username typed is not looked up yet.
  const forgetRefusal = offer.reset;
  useEffect(() => {
    const { unsubscribe } = form.watch((_, { name, type }) => {
      if (type !== 'change') return;
      forgetRefusal();
      if (name === 'username') form.setValue('memberId', undefined);
    });
    return unsubscribe;
  }, [form, forgetRefusal]);

  /** The member behind the username, looked up once per username typed. */
  const look = async (username: string) => {
    const name = username.trim();
    if (name === '') return;
    let member = lookup?.username === name ? lookup.member : undefined;
    if (member === undefined) {
      setLooking(true);
      try {
        const found = await findMember(name);
        member = found ? { id: found.id, username: found.username, type: found.type } : null;
        setLookup({ username: name, member });
      } finally {
        setLooking(false);
      }
    }
    if (form.getValues('username').trim() !== name) return;
    form.setValue('memberId', member?.id ?? null);
    // After a refused send, the username's issue is checked again with what the search found.
    if (form.formState.isSubmitted) void form.trigger('username');
  };

  const send = (body: Parameters<typeof offer.mutate>[0]) =>
    offer.mutate(body, {
      onSuccess: (answer) =>
        done('requestedBy' in answer ? { approvalId: answer.id, member: current.username } : answer),
      onError: (error) => {
        for (const [name, code] of Object.entries(serverIssues(error))) {
          // The server names the member by id and a tier's rate as the API's ratePercent.
          const field = name === 'memberId' ? 'username' : name.replace(/\.ratePercent$/, '.rate');
          form.setError(field as FieldPath<OfferDraft>, { type: 'server', message: code });
        }
      },
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (offer.isPending || looking) return;
    await look(form.getValues('username')).catch(() => null);
    await form.handleSubmit(send)();
  };

  const name = current.username.trim();
  const memberHint =
    lookup?.member && lookup.username === name
      ? t(isAgentMemberType(lookup.member.type) ? 'offer.memberFound' : 'offer.memberNotAgent', {
          id: lookup.member.id,
          type: lookup.member.type,
        })
      : t('offer.memberHint');
  const serverFields = serverIssues(offer.error);
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
    <form
      className="agents-tab agents-offer admin-card"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="agents-offer-form"
    >
      <div className="agents-offer__head">
        <h2>{t('offer.title')}</h2>
        <p className="admin-muted">{t('offer.subtitle')}</p>
      </div>
      {settings.isSuccess && kinds.length === 0 ? (
        <p className="admin-error" role="alert" data-testid="agents-offer-no-kinds">
          {t('offer.noKinds')}
        </p>
      ) : (
        <IssueTextProvider value={sayIssue}>
          <div className="agents-offer__grid">
            <TextField
              control={control}
              name="username"
              label={t('admin:fields.member')}
              hint={memberHint}
              autoComplete="off"
              autoFocus
              maxLength={40}
              onLeave={(username) => void look(username).catch(() => null)}
              testId="agents-offer-member"
            />
            <SelectField
              control={control}
              name="kind"
              label={t('fields.kind')}
              options={kinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
              testId="agents-offer-kind"
            />
            <SelectField
              control={control}
              name="basis"
              label={t('fields.basis')}
              hint={t(`bases.hint.${current.basis}`)}
              options={(['bet', 'active'] as const).map((basis) => ({ value: basis, label: t(`bases.${basis}`) }))}
              testId="agents-offer-basis"
            />
            {current.kind === 'dividend' && (
              <SelectField
                control={control}
                name="cycle"
                label={t('fields.cycle')}
                options={DIVIDEND_CYCLES.map((cycle) => ({ value: cycle, label: t(`cycles.${cycle}`) }))}
                testId="agents-offer-cycle"
              />
            )}
          </div>
          {current.kind === 'dividend' && (
            <label className="agents-check">
              <input type="checkbox" {...form.register('rollover')} data-testid="agents-offer-rollover" />
              <span>
                {t('fields.rollover')}
                <small className="admin-muted">{t('offer.rolloverHint')}</small>
              </span>
            </label>
          )}
          <fieldset className="admin-field-group agents-tier-editor" data-testid="agents-offer-tiers">
            <legend>{t('fields.tiers')}</legend>
            <p className="admin-muted">{t('tiers.hint')}</p>
            {tiers.fields.map((row, index) => (
              <div className="agents-tier-row" key={row.id} data-testid={`agents-tier-${index}`}>
                <TextField
                  control={control}
                  name={`tiers.${index}.threshold`}
                  label={
                    current.basis === 'bet'
                      ? t('tiers.thresholdBet', { currency: money.code })
                      : t('tiers.thresholdActive')
                  }
                  inputMode={current.basis === 'bet' ? 'decimal' : 'numeric'}
                  testId={`agents-tier-${index}-threshold`}
                />
                <TextField
                  control={control}
                  name={`tiers.${index}.rate`}
                  label={t('tiers.rate')}
                  inputMode="decimal"
                  testId={`agents-tier-${index}-rate`}
                />
                <Button
                  size="sm"
                  variant="ghost"
                  className="agents-tier-row__remove"
                  disabled={tiers.fields.length <= 1}
                  onClick={() => tiers.remove(index)}
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
                disabled={tiers.fields.length >= MAX_TIERS}
                onClick={() => tiers.append(emptyTier())}
                data-testid="agents-tier-add"
              >
                {t('tiers.add')}
              </Button>
            </div>
          </fieldset>
        </IssueTextProvider>
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
