import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@portal/shared/contracts/agents';
import { CONTRACT_FLAGS, CONTRACT_KINDS } from '@portal/shared/constants';
import { IncomeList } from '../components/income-list';
import type { AgentFlags } from '../lib/pages';

/** My income: every kind's settled periods (or one kind's), with the paid totals per kind. */
export function IncomePage({ token, decimals, flags }: { token: string | null; decimals: number; flags: AgentFlags }) {
  const { t } = useTranslation('agents');
  const kinds = CONTRACT_KINDS.filter((k) => flags[CONTRACT_FLAGS[k]]);
  const [kind, setKind] = useState<ContractKind | undefined>(undefined);
  return (
    <div className="agent-page" data-testid="agent-income">
      <div className="agent-chips" role="group" aria-label={t('columns.kind')}>
        {[undefined, ...kinds].map((k) => (
          <button
            key={k ?? 'all'}
            type="button"
            className="agent-chip"
            aria-pressed={k === kind}
            data-testid={`income-kind-${k ?? 'all'}`}
            onClick={() => setKind(k)}
          >
            {k ? t(`kinds.${k}`) : t('income.allKinds')}
          </button>
        ))}
      </div>
      <IncomeList key={kind ?? 'all'} token={token} decimals={decimals} kind={kind} kinds={kinds} />
    </div>
  );
}
