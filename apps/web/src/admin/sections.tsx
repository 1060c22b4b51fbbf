import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { OperatorRole } from '@portal/shared/contracts/operators';
import { withTimeout } from '../lib/lazy-page';

type Page = LazyExoticComponent<ComponentType>;
const page = (load: () => Promise<{ default: ComponentType }>): Page => lazy(() => withTimeout(load));

export interface AdminSection {
  /** Under /admin/. */
  path: string;
  /** admin:nav.<key>; absent: a page reached from another (a member's page), not in the menu. */
  nav?: string;
  /** Who sees it; the server checks the same roles on every call the page makes. */
  roles: readonly OperatorRole[] | 'any';
  page: Page;
}

/** The console's pages, each its own chunk, in menu order. */
export const SECTIONS: AdminSection[] = [
  { path: '', nav: 'dashboard', roles: 'any', page: page(() => import('./reports/dashboard-page')) },
  {
    path: 'members',
    nav: 'members',
    roles: ['support', 'finance', 'compliance'],
    page: page(() => import('./members/members-page')),
  },
  {
    path: 'members/:memberId',
    roles: ['support', 'finance', 'compliance'],
    page: page(() => import('./members/member-page')),
  },
  {
    path: 'agents',
    nav: 'agents',
    // Finance offers the platform's contracts and settles now; support reads both lists.
    roles: ['finance', 'support'],
    page: page(() => import('./agents/agents-page')),
  },
  { path: 'deposits', nav: 'deposits', roles: ['finance'], page: page(() => import('./money/deposits-page')) },
  {
    path: 'withdrawals',
    nav: 'withdrawals',
    roles: ['finance', 'support'],
    page: page(() => import('./money/withdrawals-page')),
  },
  {
    path: 'held-wins',
    nav: 'heldWins',
    roles: ['finance'],
    page: page(() => import('./money/held-wins-page')),
  },
  {
    path: 'approvals',
    nav: 'approvals',
    roles: ['finance', 'lottery', 'support'],
    page: page(() => import('./money/approvals-page')),
  },
  {
    path: 'aml-alerts',
    nav: 'amlAlerts',
    roles: ['compliance'],
    page: page(() => import('./aml/aml-alerts-page')),
  },
  {
    path: 'kyc',
    nav: 'kycReviews',
    // Decision 042: compliance reviews identity documents and imports the exclusion list.
    roles: ['compliance'],
    page: page(() => import('./kyc/kyc-reviews-page')),
  },
  { path: 'content', nav: 'content', roles: ['content'], page: page(() => import('./content/content-page')) },
  {
    path: 'promotions',
    nav: 'promotions',
    // Content writes the offers, finance and support work the applications, finance reads the cost.
    roles: ['content', 'finance', 'support'],
    page: page(() => import('./promotions/promotions-page')),
  },
  {
    path: 'loyalty',
    nav: 'loyalty',
    // Content writes the ladder, missions, goods and rules; finance reads them and, with support, decides redemptions.
    roles: ['content', 'finance', 'support'],
    page: page(() => import('./loyalty/loyalty-page')),
  },
  {
    path: 'messages',
    nav: 'messages',
    roles: ['support'],
    page: page(() => import('./messages/messages-page')),
  },
  {
    path: 'responsible-gaming',
    nav: 'responsibleGaming',
    roles: ['compliance', 'support'],
    page: page(() => import('./responsible-gaming/rg-report-page')),
  },
  {
    path: 'feedback',
    nav: 'feedback',
    roles: ['support'],
    page: page(() => import('./feedback/feedback-page')),
  },
  { path: 'chat', nav: 'chat', roles: ['support'], page: page(() => import('./chat/chat-page')) },
  { path: 'lottery', nav: 'lottery', roles: ['lottery'], page: page(() => import('./lottery/lottery-page')) },
  { path: 'reports', nav: 'reports', roles: ['finance'], page: page(() => import('./reports/reports-page')) },
  { path: 'settings', nav: 'settings', roles: [], page: page(() => import('./settings/settings-page')) },
  { path: 'operators', nav: 'operators', roles: [], page: page(() => import('./operators/operators-page')) },
  { path: 'audit', nav: 'audit', roles: [], page: page(() => import('./reports/audit-page')) },
  { path: 'jobs', nav: 'jobs', roles: [], page: page(() => import('./jobs/jobs-page')) },
];
