/*
 * The audit log in words (issue 31): every changing /admin/api call is named by an action the
 * console translates ("Adjusted a balance"), never by its HTTP method and path. The log keeps the
 * method and the route as they were; the action is derived from them when the log is read, so old
 * rows read in words too. A route without its action fails a server test.
 */

import { CONTENT_KINDS, type ContentKind } from './content-admin.ts';

/** Route patterns as 'METHOD /path', parameters written `:`; `/admin/api` left out. */
const ROUTES = {
  'DELETE /chat/members/:/ban': 'chatUnban',
  'DELETE /chat/members/:/mute': 'chatUnmute',
  'DELETE /chat/messages/:': 'chatDeleteMessage',
  'DELETE /content/*/:': 'contentDelete',
  'DELETE /games/vendors/:/categories/:': 'vendorCategoryRemove',
  'DELETE /operators/:/two-step': 'operatorTwoStepReset',
  'DELETE /payment-channels/:': 'paymentChannelDelete',
  'DELETE /session': 'signOut',
  'DELETE /social-providers/:': 'socialProviderDelete',
  'PATCH /content/*/:': 'contentUpdate',
  'PATCH /games/announcements/:': 'gameAnnouncementUpdate',
  'PATCH /games/vendors/:': 'vendorUpdate',
  'PATCH /games/:': 'gameUpdate',
  'PATCH /lottery/games/:': 'lotteryGameUpdate',
  'PATCH /payment-channels/:': 'paymentChannelUpdate',
  'PATCH /settings': 'settingsUpdate',
  'PATCH /social-providers/:': 'socialProviderUpdate',
  'POST /agents/applications/:/approve': 'agentApplicationApprove',
  'POST /agents/applications/:/reject': 'agentApplicationReject',
  'POST /agents/contracts': 'agentContractOffer',
  'POST /agents/contracts/:/terminate': 'agentContractEnd',
  'POST /agents/settlements/run': 'agentSettlementRun',
  'POST /aml/alerts/:/assign': 'amlAssign',
  'POST /aml/alerts/:/close': 'amlClose',
  'POST /aml/alerts/:/reopen': 'amlReopen',
  'POST /aml/scan': 'amlScan',
  'POST /approvals/:/approve': 'approvalApprove',
  'POST /approvals/:/reject': 'approvalReject',
  'POST /chat/rooms/:/handled': 'chatHandled',
  'POST /chat/rooms/:/messages': 'chatReply',
  'POST /content/*': 'contentCreate',
  'POST /content/*/:/move': 'contentMove',
  'POST /deposits/:/approve': 'depositApprove',
  'POST /deposits/:/reject': 'depositReject',
  'POST /encryption-keys/rotate': 'keysRotate',
  'POST /feedback/:/reply': 'feedbackReply',
  'POST /games/announcements': 'gameAnnouncementCreate',
  'POST /games/bulk': 'gamesBulk',
  'POST /games/vendors': 'vendorCreate',
  'POST /held-wins/:/reject': 'heldWinReject',
  'POST /held-wins/:/release': 'heldWinRelease',
  'POST /jobs/failed/:/retry': 'jobRetry',
  'POST /kyc/exclusions': 'kycExclusionAdd',
  'POST /kyc/submissions/:/decision': 'kycDecision',
  'POST /lottery/games': 'lotteryGameCreate',
  'POST /lottery/periods/:/cancel': 'lotteryDrawCancel',
  'POST /lottery/periods/:/confirm': 'lotteryResultConfirm',
  'POST /lottery/periods/:/result': 'lotteryResultSet',
  'POST /lottery/results/import': 'lotteryResultsImport',
  'POST /lottery/scheduler/tick': 'lotterySchedulerRun',
  'POST /loyalty/goods': 'mallItemCreate',
  'POST /loyalty/missions': 'missionCreate',
  'POST /loyalty/redemptions/:/decision': 'redemptionDecision',
  'POST /me/two-step/enable': 'ownTwoStepEnable',
  'POST /me/two-step/setup': 'ownTwoStepSetup',
  'POST /members/:/freeze': 'memberFreeze',
  'POST /members/:/notes': 'memberNote',
  'POST /members/:/password-reset': 'memberPasswordReset',
  'POST /members/:/points': 'memberPointsGrant',
  'POST /members/:/two-step/unbind': 'memberTwoStepUnbind',
  'POST /members/:/unfreeze': 'memberUnfreeze',
  'POST /messages': 'messageSend',
  'POST /messages/audience': 'messageAudience',
  'POST /operators': 'operatorCreate',
  'POST /operators/:/unlock': 'operatorUnlock',
  'POST /payment-channels': 'paymentChannelCreate',
  'POST /promotions': 'promotionCreate',
  'POST /promotions/applications/:/review': 'promotionApplicationReview',
  'POST /promotions/:/image': 'promotionImage',
  'POST /promotions/:/raffle/draw': 'raffleDraw',
  'POST /providers/transfers/resolve': 'transferResolve',
  'POST /providers/:/sync-bets': 'vendorBetSync',
  'POST /session': 'signIn',
  'POST /social-providers': 'socialProviderCreate',
  'POST /studio/sweep': 'studioSweep',
  'POST /wallet/adjustments': 'balanceAdjust',
  'POST /withdrawals/:/approve': 'withdrawalApprove',
  'POST /withdrawals/:/force-receipt': 'withdrawalForceReceipt',
  'POST /withdrawals/:/payout-proofs': 'withdrawalProofUpload',
  'POST /withdrawals/:/reject': 'withdrawalReject',
  'PUT /chat/members/:/ban': 'chatBan',
  'PUT /chat/members/:/mute': 'chatMute',
  'PUT /chat/word-filters': 'chatWordFilters',
  'PUT /games/pvp-rooms': 'pvpRooms',
  'PUT /games/vendors/:/categories/:': 'vendorCategoryAdd',
  'PUT /loyalty/goods/:': 'mallItemUpdate',
  'PUT /loyalty/levels': 'vipLevelsUpdate',
  'PUT /loyalty/missions/:': 'missionUpdate',
  'PUT /me/password': 'ownPasswordChange',
  'PUT /members/:/agent': 'memberAgentSet',
  'PUT /operators/:/password': 'operatorPasswordReset',
  'PUT /operators/:/roles': 'operatorRoles',
  'PUT /promotions/:': 'promotionUpdate',
  'PUT /promotions/:/budget': 'promotionBudget',
  'PUT /providers/:': 'providerUpdate',
  'PUT /studio/settings/:': 'studioSettings',
  'PUT /turnover-requirements/:': 'turnoverSet',
} as const;

export type AuditAction = (typeof ROUTES)[keyof typeof ROUTES];
export const AUDIT_ACTIONS = [...new Set(Object.values(ROUTES))] as AuditAction[];

/** The content console's kinds: one family of routes, the kind named in the action's words. */
export const AUDIT_CONTENT_KINDS = CONTENT_KINDS;
export type AuditContentKind = ContentKind;

/** Actions that move money (`amount` in major units) or points (`points`): the log shows how much. */
export const AUDIT_MONEY_ACTIONS: readonly AuditAction[] = ['balanceAdjust'];
export const AUDIT_POINTS_ACTIONS: readonly AuditAction[] = ['memberPointsGrant'];

const PREFIX = '/admin/api';

/** `/members/:memberId/freeze` and `/members/{memberId}/freeze` alike, as `/members/:/freeze`. */
const shape = (path: string) => path.replace(/\/(:[A-Za-z]\w*|\{[^}]+\})(?=\/|$)/g, '/:');

/**
 * The action of a call, and the content kind it touched; null for a route the table does not know
 * (the console then shows the method and route).
 */
export function auditActionOf(
  method: string,
  route: string,
): { action: AuditAction; kind: AuditContentKind | null } | null {
  if (!route.startsWith(`${PREFIX}/`)) return null;
  let path = shape(route.slice(PREFIX.length));
  let kind: AuditContentKind | null = null;
  const content = /^\/content\/([a-z-]+)(?=\/|$)/.exec(path);
  if (content && (AUDIT_CONTENT_KINDS as readonly string[]).includes(content[1]!)) {
    kind = content[1] as AuditContentKind;
    path = path.replace(content[0], '/content/*');
  }
  const action = (ROUTES as Record<string, AuditAction | undefined>)[`${method.toUpperCase()} ${path}`];
  return action ? { action, kind } : null;
}
