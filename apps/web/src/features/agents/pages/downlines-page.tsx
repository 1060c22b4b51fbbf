import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Downline } from '@portal/shared/contracts/agents';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { SearchIcon, TransferIcon, UsersIcon } from '../../../ui/icons';
import { Pager } from '../../../ui/pager';
import { useDownlines } from '../api/downlines';
import { DataTable, type Column } from '../../../ui/data-table';
import { profitLossColumn } from '../lib/columns';
import { LoadState } from '../../../ui/load-state';
import { TransferDialog } from '../components/transfer-dialog';
import { countText, dateText } from '../lib/format';
import { MEMBER_TYPE } from '@portal/shared/constants';
import { useMoneyFormat } from '../../../lib/currency';
import '../../../ui/patterns.css';

/**
 * Team management (downline): the team at any depth or the direct downlines only, searched by
 * username and paged; each member's level, upline, balance, deposits, valid bets, result and team
 * size, and a transfer to any of them.
 */
export function DownlinesPage({ token, decimals }: { token: string | null; decimals: number }) {
  const { t, i18n } = useTranslation('agents');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [directOnly, setDirectOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [transferTo, setTransferTo] = useState<Downline | null>(null);
  const query = useDownlines(token, { q, directOnly, page });
  const { major: money } = useMoneyFormat();
  const typeText = (type: number) =>
    type === MEMBER_TYPE.player ? t('types.player') : t(`common:agentTypes.${type}.name`);

  const columns: Column<Downline>[] = [
    {
      key: 'username',
      header: t('columns.username'),
      cell: (d) => (
        <span className="agent-member">
          <strong data-testid="downline-username">{d.username}</strong>
          <small>
            {typeText(d.type)} · {t('downlines.level', { level: d.level })}
          </small>
        </span>
      ),
    },
    { key: 'upline', header: t('columns.upline'), cell: (d) => d.upline ?? '—' },
    { key: 'registered', header: t('columns.registered'), cell: (d) => dateText(d.registeredAt, i18n.language) },
    { key: 'balance', header: t('columns.balance'), numeric: true, cell: (d) => money(d.balance) },
    { key: 'deposits', header: t('columns.deposits'), numeric: true, cell: (d) => money(d.deposits) },
    { key: 'validBets', header: t('columns.validBets'), numeric: true, cell: (d) => money(d.validBets) },
    profitLossColumn(t('columns.profitLoss'), money),
    { key: 'team', header: t('columns.teamSize'), numeric: true, cell: (d) => countText(d.teamSize, i18n.language) },
  ];

  return (
    <div className="agent-page" data-testid="agent-downlines">
      <form
        className="agent-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(typed.trim());
          setPage(1);
        }}
      >
        <label className="agent-field agent-field--search">
          <span className="visually-hidden">{t('downlines.search')}</span>
          <input
            className="sunken-input"
            type="search"
            value={typed}
            maxLength={40}
            placeholder={t('downlines.search')}
            data-testid="downline-search"
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
        <Button type="submit" size="sm" icon={<SearchIcon size={16} />}>
          {t('downlines.searchButton')}
        </Button>
        <label className="agent-check">
          <input
            type="checkbox"
            checked={directOnly}
            data-testid="downline-direct-only"
            onChange={(e) => {
              setDirectOnly(e.target.checked);
              setPage(1);
            }}
          />
          {t('downlines.directOnly')}
        </label>
      </form>
      <LoadState query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState
              icon={<UsersIcon size={36} />}
              title={q ? t('downlines.noMatch') : t('downlines.empty')}
              description={q ? undefined : t('downlines.emptyHint')}
            />
          ) : (
            <>
              <p className="agent-muted">{t('downlines.total', { count: data.total })}</p>
              <DataTable
                layout="cards"
                caption={t('pages.downlines')}
                columns={columns}
                rows={data.list}
                rowKey={(d) => d.id}
                rowTestId="downline-row"
                actions={(d) => (
                  <Button
                    size="sm"
                    className="agent-row-action"
                    icon={<TransferIcon size={14} />}
                    title={t('downlines.transferTo', { username: d.username })}
                    aria-label={t('downlines.transferTo', { username: d.username })}
                    data-testid="downline-transfer"
                    onClick={() => setTransferTo(d)}
                  >
                    <span className="agent-row-action__text">{t('downlines.transfer')}</span>
                  </Button>
                )}
              />
              <Pager page={data.page} totalPages={data.totalPages} onPage={setPage} testId="downline-pager" />
            </>
          )
        }
      </LoadState>
      <TransferDialog downline={transferTo} decimals={decimals} onClose={() => setTransferTo(null)} />
    </div>
  );
}
