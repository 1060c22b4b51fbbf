import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractView } from '@portal/shared/contracts/agents';
import { CONTRACT_KINDS } from '@portal/shared/constants';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState } from '../../../ui/empty-state';
import { DocumentIcon } from '../../../ui/icons';
import {
  useAcceptContract,
  useContracts,
  useRejectContract,
  useTerminateContract,
  type ConfirmRequired,
} from '../api/contracts';
import { ContractCard } from '../components/contract-card';
import { IncomeList } from '../components/income-list';
import { LoadState } from '../../../ui/load-state';
import { OfferForm } from '../components/offer-form';

const LIVE = new Set(['offered', 'active']);

/** What the page asks before doing: accept (maybe ending downline contracts), reject, terminate. */
type Asking =
  | { action: 'accept'; contract: ContractView; terminates: ConfirmRequired['terminates'] }
  | { action: 'reject' | 'terminate'; contract: ContractView };

/**
 * A contract kind's page (dividend, daily, hourly or real-time salary): the agent's own contract
 * with its tiers and who pays it, offers waiting for an answer (accept or reject), the contracts
 * the agent offered its direct downline agents (terminate, and a new offer), and this kind's income.
 */
export function ContractPage({
  kind,
  token,
  decimals,
}: {
  kind: ContractKind;
  token: string | null;
  decimals: number;
}) {
  const { t } = useTranslation('agents');
  const query = useContracts(token);
  const accept = useAcceptContract();
  const reject = useRejectContract();
  const terminate = useTerminateContract();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [offering, setOffering] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = accept.isPending || reject.isPending || terminate.isPending;

  const fail = (e: Error) => {
    setAsking(null);
    setError(e instanceof ApiError && e.code === 'CONTRACT_NOT_AVAILABLE' ? t('contract.notAvailable') : e.message);
  };
  const sendAccept = (contract: ContractView, confirm: boolean) => {
    setError(null);
    accept.mutate(
      { id: contract.id, confirm },
      {
        onSuccess: () => setAsking(null),
        onError: (e) => {
          if (e instanceof ApiError && e.code === 'CONTRACT_CONFIRM_REQUIRED' && !confirm) {
            const value = e.value as ConfirmRequired | null;
            setAsking({ action: 'accept', contract, terminates: value?.terminates ?? [] });
          } else fail(e);
        },
      },
    );
  };
  const confirmAsked = () => {
    if (!asking) return;
    if (asking.action === 'accept') sendAccept(asking.contract, true);
    else {
      const mutation = asking.action === 'reject' ? reject : terminate;
      mutation.mutate(asking.contract.id, { onSuccess: () => setAsking(null), onError: fail });
    }
  };

  return (
    <div className="agent-page" data-testid={`agent-contract-${kind}`}>
      <LoadState query={query}>
        {(data) => {
          const mine = data.mine.filter((c) => c.kind === kind);
          const own = mine.find((c) => c.status === 'active') ?? null;
          const waiting = mine.filter((c) => c.status === 'offered');
          const ended = mine.filter((c) => !LIVE.has(c.status)).slice(0, 3);
          const offered = data.offered
            .filter((c) => c.kind === kind)
            .sort((a, b) => Number(LIVE.has(b.status)) - Number(LIVE.has(a.status)));
          return (
            <>
              {error ? (
                <p className="agent-error" role="alert" data-testid="contract-error">
                  {error}
                </p>
              ) : null}
              {waiting.length > 0 ? (
                <section className="agent-section" data-testid="contract-waiting">
                  <h4 className="agent-section__title">{t('contract.waitingTitle')}</h4>
                  <p className="agent-muted">{t('contract.waitingHint')}</p>
                  {waiting.map((c) => (
                    <ContractCard
                      key={c.id}
                      contract={c}
                      side="mine"
                      testId="contract-offer-card"
                      actions={
                        <>
                          <Button
                            variant="ghost"
                            disabled={busy}
                            data-testid="contract-reject"
                            onClick={() => setAsking({ action: 'reject', contract: c })}
                          >
                            {t('contract.reject')}
                          </Button>
                          <Button
                            variant="primary"
                            disabled={busy}
                            data-testid="contract-accept"
                            onClick={() => sendAccept(c, false)}
                          >
                            {t('contract.accept')}
                          </Button>
                        </>
                      }
                    />
                  ))}
                </section>
              ) : null}

              <section className="agent-section" data-testid="contract-mine">
                <h4 className="agent-section__title">{t('contract.mineTitle')}</h4>
                {own ? (
                  <ContractCard contract={own} side="mine" testId="contract-own" />
                ) : (
                  <EmptyState
                    icon={<DocumentIcon size={36} />}
                    title={t('contract.noneTitle')}
                    description={waiting.length > 0 ? t('contract.noneWaiting') : t('contract.noneHint')}
                  />
                )}
              </section>

              <section className="agent-section" data-testid="contract-offered">
                <div className="agent-section__head">
                  <h4 className="agent-section__title">{t('contract.offeredTitle')}</h4>
                  {own ? (
                    <Button
                      variant="primary"
                      size="sm"
                      data-testid="contract-offer-open"
                      onClick={() => setOffering(true)}
                    >
                      {t('offer.open')}
                    </Button>
                  ) : null}
                </div>
                {offered.length === 0 ? (
                  <p className="agent-muted agent-section__empty">
                    {own ? t('contract.offeredNone') : t('contract.offerNeedsOwn')}
                  </p>
                ) : (
                  <div className="agent-contracts">
                    {offered.map((c) => (
                      <ContractCard
                        key={c.id}
                        contract={c}
                        side="offered"
                        testId="contract-offered-card"
                        actions={
                          LIVE.has(c.status) ? (
                            <Button
                              variant="danger"
                              size="sm"
                              disabled={busy}
                              data-testid="contract-terminate"
                              onClick={() => setAsking({ action: 'terminate', contract: c })}
                            >
                              {c.status === 'offered' ? t('contract.withdraw') : t('contract.terminate')}
                            </Button>
                          ) : null
                        }
                      />
                    ))}
                  </div>
                )}
              </section>

              <section className="agent-section" data-testid="contract-income">
                <h4 className="agent-section__title">{t('contract.incomeTitle')}</h4>
                <IncomeList token={token} decimals={decimals} kind={kind} kinds={CONTRACT_KINDS} />
              </section>

              {ended.length > 0 ? (
                <section className="agent-section">
                  <h4 className="agent-section__title">{t('contract.endedTitle')}</h4>
                  <div className="agent-contracts">
                    {ended.map((c) => (
                      <ContractCard key={c.id} contract={c} side="mine" />
                    ))}
                  </div>
                </section>
              ) : null}

              {own && offering ? (
                <OfferForm
                  open={offering}
                  kind={kind}
                  own={own}
                  decimals={decimals}
                  token={token}
                  onClose={() => setOffering(false)}
                />
              ) : null}
            </>
          );
        }}
      </LoadState>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`contract.ask.${asking.action}Title`) : ''}
        message={asking ? <AskMessage asking={asking} /> : null}
        confirmLabel={asking ? t(`contract.ask.${asking.action}Confirm`) : ''}
        cancelLabel={t('contract.ask.cancel')}
        tone={asking?.action === 'accept' ? 'primary' : 'danger'}
        busy={busy}
        onConfirm={confirmAsked}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}

function AskMessage({ asking }: { asking: Asking }) {
  const { t } = useTranslation('agents');
  if (asking.action !== 'accept') {
    return <>{t(`contract.ask.${asking.action}Message`, { username: asking.contract.member.username })}</>;
  }
  return (
    <span data-testid="contract-confirm-terminates">
      {t('contract.ask.acceptMessage', { count: asking.terminates.length })}
      <span className="agent-terminates">
        {asking.terminates.map((item) => (
          <span key={item.contractId} className="agent-terminates__item">
            {item.username}
          </span>
        ))}
      </span>
    </span>
  );
}
