import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractView } from '@portal/shared/contracts/agents';
import { countText, dateText, percentText } from '../lib/format';
import { useMoneyFormat } from '../../../lib/currency';
import '../../../ui/patterns.css';

/**
 * A contract as both sides read it: status, who it is with, who pays, the basis (and for a dividend
 * the cycle and rollover), and the tiers table; the caller adds the buttons that apply.
 */
export function ContractCard({
  contract,
  side,
  actions,
  testId,
}: {
  contract: ContractView;
  /** mine: offered to or held by the agent; offered: what the agent offered a downline. */
  side: 'mine' | 'offered';
  actions?: ReactNode;
  testId?: string;
}) {
  const { t, i18n } = useTranslation('agents');
  const { major } = useMoneyFormat();
  const threshold = (value: number) =>
    contract.basis === 'active'
      ? t('contract.membersThreshold', { count: value, formatted: countText(value, i18n.language) })
      : major(value);
  const counterpart =
    side === 'offered'
      ? t('contract.offeredTo', { username: contract.member.username })
      : contract.offeredBy
        ? t('contract.offeredBy', { username: contract.offeredBy.username })
        : t('contract.offeredByPlatform');
  return (
    <article className="agent-card agent-contract surface-card" data-testid={testId} data-status={contract.status}>
      <header className="agent-contract__head">
        <div>
          <p className="agent-contract__who">{counterpart}</p>
          <p className="agent-muted">
            {t('contract.since', { date: dateText(contract.decidedAt ?? contract.createdAt, i18n.language) })}
          </p>
        </div>
        <span className="agent-badge" data-status={contract.status} data-testid="contract-status">
          {t(`contractStatus.${contract.status}`)}
        </span>
      </header>
      <dl className="fact-list fact-list--grid agent-contract__terms">
        <div>
          <dt>{t('contract.basis')}</dt>
          <dd>{t(`basis.${contract.basis}`)}</dd>
        </div>
        {contract.kind === 'dividend' ? (
          <>
            <div>
              <dt>{t('contract.cycle')}</dt>
              <dd>{t(`cycles.${contract.cycle as 'daily'}`, { defaultValue: contract.cycle })}</dd>
            </div>
            <div>
              <dt>{t('contract.rollover')}</dt>
              <dd>{contract.rollover ? t('contract.rolloverOn') : t('contract.rolloverOff')}</dd>
            </div>
          </>
        ) : (
          <div>
            <dt>{t('contract.settles')}</dt>
            <dd>{t(`settles.${contract.kind}`)}</dd>
          </div>
        )}
        <div>
          <dt>{t('contract.payer')}</dt>
          <dd>{t(`payer.${contract.payer}`)}</dd>
        </div>
      </dl>
      <table className="agent-tiers" data-testid="contract-tiers">
        <caption className="visually-hidden">{t('contract.tiers')}</caption>
        <thead>
          <tr>
            <th scope="col">{t(`contract.threshold.${contract.basis}`)}</th>
            <th scope="col" className="agent-tiers__num">
              {t('contract.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {contract.tiers.map((tier) => (
            <tr key={tier.threshold}>
              <td>{threshold(tier.threshold)}</td>
              <td className="agent-tiers__num">{percentText(tier.ratePercent, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {contract.terminatedAt ? (
        <p className="agent-muted">
          {t('contract.ended', { date: dateText(contract.terminatedAt, i18n.language) })}
          {contract.terminatedReason ? ` · ${contract.terminatedReason}` : ''}
        </p>
      ) : null}
      {actions ? <div className="agent-contract__actions">{actions}</div> : null}
    </article>
  );
}
