import type { AdminChannel, AdminDeposit, Deposit, PlayerChannel } from '@portal/shared/contracts/deposits';
import { toMajor } from '@portal/shared/money';
import { vietQr } from '@portal/shared/payment-qr';
import type { ChannelRow } from './channels.repo.ts';
import type { DepositOrders } from '../../db/schema.ts';
import type { Selectable } from 'kysely';
import type { Language } from '@portal/shared/languages';
import type { LocalizedText } from '../../db/column-types.ts';
import { nameIn } from '../../platform/localized.ts';

function bankOf(row: ChannelRow, language: Language) {
  if (row.type !== 'bank_transfer') return null;
  return {
    bankBin: row.bank_bin,
    bankName: row.bank_name ?? '',
    accountName: row.bank_account_name ?? '',
    accountNumber: row.bank_account_number ?? '',
    instructions: nameIn(row.bank_instructions ?? '', row.instructions, language) || null,
  };
}

/**
 * What a player sees of a channel: its name and instructions in the request language, limits, fee
 * and the bank account; nothing of the gateway.
 */
export function presentPlayerChannel(row: ChannelRow, decimals: number, language: Language): PlayerChannel {
  return {
    id: row.id,
    type: row.type,
    name: nameIn(row.name, row.names, language),
    min: toMajor(row.min_minor, decimals),
    max: toMajor(row.max_minor, decimals),
    feeFixed: toMajor(row.fee_fixed_minor, decimals),
    feeBps: row.fee_bps,
    feePayer: row.fee_payer,
    method: row.type === 'gateway' ? row.gateway_method : null,
    bank: bankOf(row, language),
  };
}

/** The operator's view: everything but the webhook secret, which is only said to exist. */
export function presentAdminChannel(row: ChannelRow, decimals: number): AdminChannel {
  // The operator edits the channel's own name and instructions: the console shows those, and the
  // texts by language beside them.
  const own = presentPlayerChannel({ ...row, names: {}, instructions: {} }, decimals, 'en');
  return {
    ...own,
    names: row.names,
    bank: own.bank && { ...own.bank, instructionsByLanguage: row.instructions },
    position: row.position,
    enabled: row.enabled,
    gateway:
      row.type === 'gateway'
        ? {
            baseUrl: row.gateway_base_url ?? '',
            merchantId: row.gateway_merchant_id ?? '',
            method: row.gateway_method,
            hasWebhookSecret: Boolean(row.gateway_secret_encrypted),
          }
        : null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export type OrderRow = Selectable<DepositOrders> & {
  channel_name: string;
  channel_names: LocalizedText;
  channel_bank_bin: string | null;
  channel_account: string | null;
};

/**
 * A pending VND bank transfer's VietQR code: the channel's bank and account, the amount in dong
 * and the order's reference as the transfer note (what the operator matches the transfer by).
 * None where the channel names no bank or its account number is not one a bank app reads.
 */
function vietQrOf(row: OrderRow): string | null {
  if (row.channel_type !== 'bank_transfer' || row.status !== 'pending' || row.currency !== 'VND') return null;
  const account = (row.channel_account ?? '').replace(/[\s.-]/g, '');
  if (!row.channel_bank_bin || !/^[A-Za-z0-9]{1,19}$/.test(account)) return null;
  return vietQr({
    bankBin: row.channel_bank_bin,
    accountNumber: account,
    amountMinor: row.amount_minor,
    note: row.reference ?? row.order_no,
  });
}

/** An order; `language` names its channel in the player's language (the console's reads keep the operator's name). */
export function presentDeposit(row: OrderRow, decimals: number, language?: Language): Deposit {
  return {
    orderId: row.order_no,
    channelId: row.channel_id,
    channelName: language ? nameIn(row.channel_name, row.channel_names, language) : row.channel_name,
    channelType: row.channel_type,
    amount: toMajor(row.amount_minor, decimals),
    fee: toMajor(row.fee_minor, decimals),
    credit: toMajor(row.credit_minor, decimals),
    currency: row.currency,
    status: row.status,
    reference: row.reference,
    hasProof: row.proof_storage_key !== null,
    createdAt: new Date(row.created_at).toISOString(),
    completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    pix:
      row.pix_code && row.expires_at && row.status === 'pending'
        ? { code: row.pix_code, expiresAt: new Date(row.expires_at).toISOString() }
        : null,
    vietQr: vietQrOf(row),
  };
}

/** The operator's view adds the member, the review, the proof image and a waiting four-eyes request. */
export function presentAdminDeposit(
  row: OrderRow & { username: string },
  decimals: number,
  pendingApprovalId: number | null,
): AdminDeposit {
  return {
    ...presentDeposit(row, decimals),
    memberId: row.member_id,
    username: row.username,
    gatewayOrderId: row.gateway_order_id,
    reviewNote: row.review_note,
    reviewedBy: row.reviewed_by,
    proof:
      row.proof_storage_key && row.proof_content_type && row.proof_size_bytes && row.proof_uploaded_at
        ? {
            contentType: row.proof_content_type,
            sizeBytes: row.proof_size_bytes,
            uploadedAt: new Date(row.proof_uploaded_at).toISOString(),
          }
        : null,
    pendingApprovalId,
  };
}
