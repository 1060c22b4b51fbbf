import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@portal/shared/contracts/agents';
import { CONTRACT_FLAGS, CONTRACT_KINDS } from '@portal/shared/constants';
import { IncomeList } from '../components/income-list';
import type { AgentFlags } from '../lib/pages';
import { ChipGroup } from '../../../ui/chip-group';

/** My income: every kind's settled periods (or one kind's), with the paid totals per kind. */
export function IncomePage({ token, decimals, flags }: { token: string | null; decimals: number; flags: AgentFlags }) {
  const { t } = useTranslation('agents');
  const kinds = CONTRACT_KINDS.filter((k) => flags[CONTRACT_FLAGS[k]]);
  const [kind, setKind] = useState<ContractKind | undefined>(undefined);
  return (
    <div className="agent-page" data-testid="agent-income">
      <ChipGroup
        label={t('columns.kind')}
        options={[undefined, ...kinds]}
        value={kind}
        onChange={setKind}
        text={(k) => (k ? t(`kinds.${k}`) : t('income.allKinds'))}
        testId={(k) => `income-kind-${k ?? 'all'}`}
      />
      <IncomeList key={kind ?? 'all'} token={token} decimals={decimals} kind={kind} kinds={kinds} />
    </div>
  );
}
