import type { Kysely } from 'kysely';
import { pixPayoutWebhookSchema } from '@portal/shared/contracts/pix-gateway';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { verifySignedBody } from '../../platform/signed-body.ts';
import type { ChannelRow, ChannelsRepo } from '../deposits/channels.repo.ts';
import type { LedgerAccounts } from '../wallet/ledger/accounts.ts';
import type { Holds } from '../wallet/ledger/holds.ts';
import { requestPixPayout } from './pix-payout-call.ts';

/** The payout id the gateway knows a withdrawal by. */
export const payoutIdOf = (withdrawalId: number) => `WD${withdrawalId}`;
const withdrawalIdOf = (payoutId: string) =>
  /^WD([1-9][0-9]{0,14})$/.exec(payoutId) ? Number(payoutId.slice(2)) : null;

/** The gateway account a channel's money goes through: deposits take from it, payouts give back. */
export const gatewayAccount = (channelId: number) => `gateway:${channelId}`;

export type PayoutOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Withdrawals to a PIX key paid by the gateway (decision 049). The operator's approval marks the
 * payout requested with the amount still held; `send` asks the gateway (outside any
 * transaction), and the gateway's signed webhook settles it: paid posts the hold to the
 * gateway's account and closes the withdrawal as received, failed voids the hold back to the
 * player. The withdrawal row is locked while settling, so two webhooks (or a webhook and its
 * replay) settle it once; the hold and the ledger's keys would refuse a second posting anyway.
 */
export function createPixPayouts(deps: {
  db: Kysely<DB>;
  clock: Clock;
  channels: ChannelsRepo;
  secrets: SecretBox;
  accounts: LedgerAccounts;
  holds: Holds;
}) {
  const { db, clock, channels, secrets } = deps;

  /** The gateway's address: a path means the portal's own origin (the sandbox gateway). */
  const gatewayBase = (channel: ChannelRow, origin: string) => {
    const base = channel.gateway_base_url!;
    return base.startsWith('/') ? origin + base : base;
  };

  const lock = (trx: Kysely<DB>, id: number) =>
    trx
      .selectFrom('withdrawals')
      .select(['id', 'status', 'hold_id', 'payout_state', 'payout_gateway_id', 'payout_channel_id'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();

  return {
    /** The channel that pays PIX withdrawals: the first enabled PIX gateway channel. */
    async channel(): Promise<ChannelRow | undefined> {
      return (await channels.listEnabled()).find((c) => c.type === 'gateway' && c.gateway_method === 'pix');
    },

    /**
     * Asks the gateway for a requested payout; once it takes it the payout is `sent`. A gateway
     * that fails leaves it requested, for the next sweep (or the operator's approval again).
     */
    async send(withdrawalId: number, origin: string): Promise<void> {
      const row = await db
        .selectFrom('withdrawals as w')
        .innerJoin('members as m', 'm.id', 'w.member_id')
        .select(['w.id', 'w.amount_minor', 'w.currency', 'w.pix_key_type', 'w.account_number', 'w.account_holder'])
        .select(['w.payout_state', 'w.payout_channel_id', 'm.cpf'])
        .where('w.id', '=', withdrawalId)
        .executeTakeFirst();
      if (!row || row.payout_state !== 'requested' || !row.pix_key_type || row.cpf === null) return;
      const channel = await channels.find(row.payout_channel_id!);
      if (!channel?.gateway_base_url || !channel.gateway_secret_encrypted || !channel.gateway_merchant_id) {
        throw new AppError('PIX_PAYOUT_UNAVAILABLE', { value: { reason: 'channel' } });
      }
      const answer = await requestPixPayout(
        gatewayBase(channel, origin),
        await secrets.open(channel.gateway_secret_encrypted),
        {
          merchantId: channel.gateway_merchant_id,
          payoutId: payoutIdOf(row.id),
          amountMinor: row.amount_minor,
          currency: 'BRL',
          pixKeyType: row.pix_key_type,
          pixKey: row.account_number,
          holderName: row.account_holder,
          holderCpf: row.cpf,
          notifyUrl: `${origin}/wps/payment/payout-webhooks/${channel.id}`,
        },
        clock.now(),
      );
      // Only a payout still requested moves on: its webhook may have settled it meanwhile.
      await db
        .updateTable('withdrawals')
        .set({ payout_state: 'sent', payout_gateway_id: answer.gatewayPayoutId })
        .where('id', '=', row.id)
        .where('payout_state', '=', 'requested')
        .execute();
    },

    /** Payouts the approval requested that the gateway has not taken yet, oldest first. */
    requested: (limit: number) =>
      db
        .selectFrom('withdrawals')
        .select('id')
        .where('payout_state', '=', 'requested')
        .orderBy('reviewed_at')
        .limit(limit)
        .execute(),

    /**
     * POST /wps/payment/payout-webhooks/{channelId}: the gateway's signed outcome, checked like a
     * deposit webhook (decision 010): the channel, the signature over the raw bytes, the body, the
     * payout of this channel, its amount and currency.
     */
    async receiveWebhook(channelId: number, signature: unknown, rawBody: Buffer) {
      const channel = await channels.find(channelId);
      if (!channel || channel.type !== 'gateway') throw new AppError('PAYMENT_CHANNEL_UNAVAILABLE');
      const secret = await secrets.open(channel.gateway_secret_encrypted!);
      verifySignedBody(signature, rawBody, secret, clock.now(), 'WEBHOOK_SIGNATURE_INVALID');
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError('MALFORMED_JSON');
      }
      const parsed = pixPayoutWebhookSchema.safeParse(json);
      if (!parsed.success) throw new AppError('VALIDATION_FAILED');
      const event = parsed.data;
      const id = withdrawalIdOf(event.merchantPayoutId);
      const row = id
        ? await db
            .selectFrom('withdrawals')
            .select(['id', 'member_id', 'amount_minor', 'currency', 'payout_channel_id'])
            .where('id', '=', id)
            .executeTakeFirst()
        : undefined;
      if (!row || row.payout_channel_id !== channel.id) throw new AppError('NOT_FOUND');
      if (row.amount_minor !== event.amountMinor || row.currency !== event.currency) {
        throw new AppError('VALIDATION_FAILED', { value: { reason: 'amount' } });
      }
      const gateway = await deps.accounts.system(gatewayAccount(channel.id), row.currency, row.member_id);

      return inTransaction(db, async (trx) => {
        const locked = (await lock(trx, row.id))!;
        if (locked.payout_gateway_id !== null && locked.payout_gateway_id !== event.gatewayPayoutId) {
          throw new AppError('CONFLICT', { value: { reason: 'gatewayPayoutId' } });
        }
        const open = locked.payout_state === 'requested' || locked.payout_state === 'sent';
        let outcome: PayoutOutcome = locked.payout_state === event.status ? 'duplicate' : 'ignored';
        const now = clock.now();
        if (open && event.status === 'paid') {
          await deps.holds.settleIn(trx, locked.hold_id, { post: gateway }, 'withdrawal_payout');
          // The gateway's word that the payee's bank credited the key stands for the player's receipt.
          await trx
            .updateTable('withdrawals')
            .set({
              status: 'approved',
              payout_state: 'paid',
              payout_gateway_id: event.gatewayPayoutId,
              confirmation: 'received',
              confirm_by: now,
              confirmed_at: now,
            })
            .where('id', '=', row.id)
            .execute();
          outcome = 'applied';
        } else if (open) {
          await deps.holds.settleIn(trx, locked.hold_id, { void: true }, 'withdrawal_refund');
          await trx
            .updateTable('withdrawals')
            .set({
              status: 'rejected',
              payout_state: 'failed',
              payout_gateway_id: event.gatewayPayoutId,
              reject_reason: `PIX: ${event.reason ?? 'payout failed'}`.slice(0, 500),
            })
            .where('id', '=', row.id)
            .execute();
          outcome = 'applied';
        }
        const after = (await lock(trx, row.id))!;
        return { withdrawalId: row.id, status: after.status, payoutState: after.payout_state, outcome };
      });
    },
  };
}

export type PixPayouts = ReturnType<typeof createPixPayouts>;
