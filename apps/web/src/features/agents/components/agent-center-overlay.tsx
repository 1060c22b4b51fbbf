import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuOverlayBody, MenuOverlayModal } from '../../../ui/menu-overlay';
import { useConsolidated } from '../api/contracts';
import {
  FIRST_AGENT_PAGE,
  kindOfPage,
  pagesWithOffer,
  visibleAgentPages,
  type AgentFlags,
  type AgentPage,
} from '../lib/pages';
import { BetsPage } from '../pages/bets-page';
import { ContractPage } from '../pages/contract-page';
import { DownlinesPage } from '../pages/downlines-page';
import { IncomePage } from '../pages/income-page';
import { OverviewPage } from '../pages/overview-page';
import { ProfitLossPage } from '../pages/profit-loss-page';
import { RegisterPage } from '../pages/register-page';
import { TransactionsPage } from '../pages/transactions-page';
import { useAgentCenterEntries } from './agent-center-menu';
import type { AgentShare } from './share-card';
import './agents.css';

export interface AgentCenterProps {
  page: AgentPage;
  token: string | null;
  /** The brand currency's decimals (amounts arrive in major units). */
  decimals: number;
  /** The brand flags of the contract pages. */
  flags: AgentFlags;
  /** The affiliate code and link (on the brand's domain), or null while loading. */
  share: AgentShare | null;
  /** The announcement page: the announcements feature's list, composed by the shell. */
  announcement: ReactNode;
  onNavigate(page: AgentPage): void;
}

/**
 * The agent center (spec §2): a modal with the menu on the left and the chosen page on the right,
 * a close button; on phones the menu is a row of chips above the page. The contract pages show
 * only with their brand flag, with a badge while an offer waits for the agent's answer.
 */
export function AgentCenterOverlay({ open, onClose, ...body }: AgentCenterProps & { open: boolean; onClose(): void }) {
  const { t } = useTranslation('agents');
  return (
    <MenuOverlayModal
      open={open}
      onClose={onClose}
      title={t('title')}
      className="agent-center-modal"
      testId="agent-center"
    >
      <AgentCenterBody {...body} />
    </MenuOverlayModal>
  );
}

export function AgentCenterBody({ page, token, decimals, flags, share, announcement, onNavigate }: AgentCenterProps) {
  const { t } = useTranslation('agents');
  const pages = visibleAgentPages(flags);
  const consolidated = useConsolidated(token);
  const offers = pagesWithOffer(consolidated.data);
  // A contract page whose flag is off (an old link): the first page instead.
  const shown = pages.includes(page) ? page : FIRST_AGENT_PAGE;
  const entries = useAgentCenterEntries(pages, offers);

  const kind = kindOfPage(shown);
  let content: ReactNode;
  if (kind) content = <ContractPage key={kind} kind={kind} token={token} decimals={decimals} />;
  else if (shown === 'announcement') content = announcement;
  else if (shown === 'overview') content = <OverviewPage token={token} share={share} />;
  else if (shown === 'register') content = <RegisterPage share={share} onRegistered={() => onNavigate('downlines')} />;
  else if (shown === 'downlines') content = <DownlinesPage token={token} decimals={decimals} />;
  else if (shown === 'bets') content = <BetsPage token={token} />;
  else if (shown === 'profitLoss') content = <ProfitLossPage token={token} decimals={decimals} />;
  else if (shown === 'income') content = <IncomePage token={token} decimals={decimals} flags={flags} />;
  else content = <TransactionsPage token={token} />;

  return (
    <MenuOverlayBody
      menuLabel={t('menu')}
      entries={entries}
      active={shown}
      onNavigate={onNavigate}
      page={shown}
      heading={t(`pages.${shown}`)}
      paneTestId="agent-center-pane"
    >
      {content}
    </MenuOverlayBody>
  );
}
