import type { TFunction } from 'i18next';
import type { ContractKind } from '@portal/shared/contracts/agents';
import { CONTRACT_KINDS } from '@portal/shared/constants';
import type { MessageView, SystemMessageKind } from '@portal/shared/contracts/messages';
import { formatCurrency, type CurrencyDisplay } from '@portal/shared/money';

/** Where a system message leads: the member center page where it happened. */
export type MessageLink = 'depositv2' | 'withdraw' | 'bonusDetails' | 'feedback' | 'verification';

// A contract offer is answered in the agent center, which is not a member center page.
const LINKS: Record<SystemMessageKind, MessageLink | null> = {
  deposit_credited: 'depositv2',
  withdrawal_paid: 'withdraw',
  withdrawal_rejected: 'withdraw',
  bonus_issued: 'bonusDetails',
  feedback_replied: 'feedback',
  contract_offered: null,
  kyc_verified: 'verification',
  kyc_rejected: 'verification',
  kyc_more_info: 'verification',
  agent_approved: null,
  agent_rejected: null,
};

const BONUS_SOURCES = ['promotion', 'referral', 'operator', 'mission', 'vip'];

export interface MessageWording {
  title: string;
  body: string;
  link: MessageLink | null;
}

/**
 * An amount in minor units as the page shows money (the language's way of writing its currency);
 * a currency other than the brand's is taken to have 2 decimals and Intl's own sign.
 */
export function amountText(
  amountMinor: number,
  currency: string | undefined,
  brand: CurrencyDisplay,
  language: string,
) {
  const code = currency ?? brand.code;
  const decimals = code === brand.code ? brand.decimals : 2;
  const symbol = code === brand.code ? brand.symbol : undefined;
  return formatCurrency(amountMinor, { code, decimals, symbol }, language);
}

/**
 * A message as the member reads it. An operator's notice is its own title and text; a system
 * message is worded here in the reader's language from its kind and figures (amount, reference,
 * reason, source), with the page it leads to.
 */
export function messageWording(
  message: Pick<MessageView, 'kind' | 'title' | 'content' | 'params'>,
  t: TFunction<'messages'>,
  brand: CurrencyDisplay,
  language: string,
): MessageWording {
  if (message.kind === 'notice') return { title: message.title ?? '', body: message.content ?? '', link: null };
  const { amountMinor, currency, reference = '', reason, source } = message.params;
  const amount = amountMinor === undefined ? '' : amountText(amountMinor, currency, brand, language);
  const sourceText = source && BONUS_SOURCES.includes(source) ? t(`sources.${source}`) : t('sources.other');
  const kind = message.kind;
  const bodyKey = kind === 'withdrawal_rejected' && reason ? 'bodyWithReason' : 'body';
  if (kind === 'contract_offered') {
    const contract = source && CONTRACT_KINDS.includes(source as ContractKind) ? t(`contracts.${source}`) : source;
    return {
      title: t('system.contract_offered.title'),
      body: t('system.contract_offered.body', { from: reference || t('platformSender'), contract }),
      link: null,
    };
  }
  if (kind === 'agent_approved') {
    return {
      title: t('system.agent_approved.title'),
      body: t('system.agent_approved.body', {
        type: t(`common:agentTypes.${reference}.name`, { defaultValue: t('common:agentTypes.1.name') }),
      }),
      link: null,
    };
  }
  return {
    title: t(`system.${kind}.title`),
    body: t(`system.${kind}.${bodyKey}`, { amount, reference, reason: reason ?? '', source: sourceText }),
    link: LINKS[kind],
  };
}
