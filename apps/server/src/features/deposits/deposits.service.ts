import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CreateDepositPayload, CreateDepositValue, DepositStatus } from '@portal/shared/contracts/deposits';
import { depositFeeMinor } from '@portal/shared/contracts/deposits';
import { FieldIssue } from '@portal/shared/errors';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import { parseAmount } from '../wallet/amounts.ts';
import { MAIN } from '../wallet/ledger/accounts.ts';
import { inTransaction } from '../../db/transaction.ts';
import { assertDepositRoomIn } from '../responsible-gaming/rg.service.ts';
import { walletModule } from '../wallet/wallet.module.ts';
import type { ChannelSecrets } from './channel-secrets.ts';
import type { ChannelRow, ChannelsRepo } from './channels.repo.ts';
import type { Language } from '@portal/shared/languages';
import { presentAdminDeposit, presentDeposit, type OrderRow } from './deposits.presenter.ts';
import type { DepositFilter, DepositsRepo } from './deposits.repo.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import type { ImageFile } from '../../platform/image-files.ts';
import { signedPayLink, webhookEventSchema } from './gateway-protocol.ts';
import { requestPixCharge } from './pix-charge.ts';
import { verifySignedBody } from '../../platform/signed-body.ts';
import { raiseTurnoverRequirementIn } from '../wallet/turnover.ts';

/** A gateway order nobody paid within this time shows as expired (a late 'paid' still credits). */
export const GATEWAY_ORDER_TTL_MS = 30 * 60_000;
/** Ledger source of every deposit posting; the key is the order number, so an order credits once. */
const SOURCE = 'deposit';

const invalid = (field: string, issue: FieldIssue) =>
  new AppError('VALIDATION_FAILED', { value: { fields: { [field]: issue } } });

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/** The operator queue's filter as the API takes it (the range as ISO instants). */
export type QueueFilter = Omit<DepositFilter, 'from' | 'to'> & { from?: string; to?: string };

const asRepoFilter = ({ from, to, ...rest }: QueueFilter): DepositFilter => ({
  ...rest,
  ...(from ? { from: new Date(from) } : {}),
  ...(to ? { to: new Date(to) } : {}),
});

export function createDepositsService(deps: {
  ctx: AppContext;
  channels: ChannelsRepo;
  orders: DepositsRepo;
  secrets: ChannelSecrets;
  storage: FileStorage;
}) {
  const { ctx, channels, orders, secrets, storage } = deps;
  const { ledger, accounts } = walletModule(ctx);
  const currency = async () => (await ctx.settings.get()).currency;

  /** The gateway's address: a path means the portal's own origin (the sandbox gateway). */
  const gatewayBase = (channel: ChannelRow, portalOrigin: string) => {
    const base = channel.gateway_base_url!;
    return base.startsWith('/') ? portalOrigin + base : base;
  };

  async function payLink(order: OrderRow, channel: ChannelRow, portalOrigin: string): Promise<string> {
    return signedPayLink(
      gatewayBase(channel, portalOrigin),
      await secrets.open(channel.gateway_secret_encrypted!),
      {
        merchantId: channel.gateway_merchant_id!,
        orderId: order.order_no,
        amountMinor: order.amount_minor,
        currency: order.currency,
        notifyUrl: `${portalOrigin}/wps/payment/webhooks/${channel.id}`,
        // Back to the member center's deposit page, which shows this order's outcome.
        returnUrl: `${portalOrigin}/?mc=depositv2&deposit=${order.order_no}`,
      },
      ctx.clock.now(),
    );
  }

  /**
   * The order's PIX charge, asked of the gateway after the order is committed (no transaction
   * waits on the network); the order keeps the code, the gateway's order and its expiry.
   */
  async function chargePix(order: OrderRow, channel: ChannelRow, portalOrigin: string): Promise<OrderRow> {
    const charge = await requestPixCharge(
      gatewayBase(channel, portalOrigin),
      await secrets.open(channel.gateway_secret_encrypted!),
      {
        merchantId: channel.gateway_merchant_id!,
        orderId: order.order_no,
        amountMinor: order.amount_minor,
        currency: 'BRL',
        notifyUrl: `${portalOrigin}/wps/payment/webhooks/${channel.id}`,
      },
      ctx.clock.now(),
    );
    return orders.setPixCharge(
      order.id,
      { code: charge.brCode, gatewayOrderId: charge.gatewayOrderId, expiresAt: new Date(charge.expiresAt) },
      ctx.clock.now(),
    );
  }

  /**
   * The order's money into the player's main wallet from the channel's clearing account, in the
   * caller's transaction (key = the order number). When the brand pays the fee it is the brand's
   * expense ('fees:<channel>'); when the player pays it the clearing account owes the credit only.
   */
  async function creditAccounts(order: { member_id: number; channel_id: number; currency: string }) {
    return {
      main: await accounts.player(order.member_id, MAIN, order.currency),
      clearing: await accounts.system(`gateway:${order.channel_id}`, order.currency, order.member_id),
      fees: await accounts.system(`fees:${order.channel_id}`, order.currency, order.member_id),
      // Read before the crediting transaction: inside it a settings load would wait for its connection.
      turnoverPercent: (await ctx.settings.get()).withdrawals.depositTurnoverPercent,
    };
  }

  async function creditIn(
    trx: Kysely<DB>,
    order: {
      id: number;
      order_no: string;
      member_id: number;
      amount_minor: number;
      fee_minor: number;
      credit_minor: number;
    },
    ids: Awaited<ReturnType<typeof creditAccounts>>,
  ) {
    const brandFee = order.credit_minor - (order.amount_minor - order.fee_minor);
    const lines = [
      { accountId: ids.main, amountMinor: order.credit_minor },
      { accountId: ids.clearing, amountMinor: -(order.amount_minor - order.fee_minor) },
    ];
    if (brandFee > 0) lines.push({ accountId: ids.fees, amountMinor: -brandFee });
    const posted = await ledger.postIn(trx, {
      source: SOURCE,
      key: order.order_no,
      kind: 'deposit',
      memberId: order.member_id,
      reference: order.order_no,
      lines,
    });
    // Anti-money-laundering: the credit must be bet before it leaves again (once per order).
    if (!posted.replayed) {
      const turnover = Math.floor((order.credit_minor * ids.turnoverPercent) / 100);
      await raiseTurnoverRequirementIn(trx, order.member_id, turnover, ctx.clock.now());
    }
    return posted;
  }

  return {
    async channels() {
      const { code, decimals } = await currency();
      // PIX moves reais only: a brand in another currency does not offer it.
      const rows = (await channels.listEnabled()).filter((row) => row.gateway_method !== 'pix' || code === 'BRL');
      return { currency: code, decimals, rows };
    },

    async create(
      memberId: number,
      key: string,
      input: CreateDepositPayload,
      portalOrigin: string,
    ): Promise<CreateDepositValue> {
      const channel = await channels.find(input.channelId);
      if (!channel || !channel.enabled) throw new AppError('PAYMENT_CHANNEL_UNAVAILABLE');
      const { code, decimals } = await currency();
      const pix = channel.type === 'gateway' && channel.gateway_method === 'pix';
      // PIX moves reais only: a brand in another currency cannot take a deposit through it.
      if (pix && code !== 'BRL') throw new AppError('PAYMENT_CHANNEL_UNAVAILABLE');
      const amountMinor = parseAmount(input.amount, decimals, {
        minMinor: channel.min_minor,
        maxMinor: channel.max_minor,
      });
      const feeMinor = depositFeeMinor(amountMinor, channel.fee_fixed_minor, channel.fee_bps);
      // Fees above the amount make no deposit: the player would be credited nothing or less.
      if (feeMinor >= amountMinor) throw invalid('amount', FieldIssue.TOO_SMALL);
      const creditMinor = channel.fee_payer === 'player' ? amountMinor - feeMinor : amountMinor;
      // A VietQR transfer's note is the order number, which the code carries: the player types none.
      const byVietQr = channel.type === 'bank_transfer' && channel.bank_bin !== null && code === 'VND';
      const reference = channel.type === 'bank_transfer' ? (input.reference ?? null) : null;
      if (channel.type === 'bank_transfer' && !reference && !byVietQr) throw invalid('reference', FieldIssue.REQUIRED);
      const hash = createHash('sha256')
        .update(JSON.stringify([channel.id, amountMinor, reference]))
        .digest('hex');
      const now = ctx.clock.now();
      const orderNo = `D${now.getTime().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
      const orderRow = {
        order_no: orderNo,
        member_id: memberId,
        channel_id: channel.id,
        channel_type: channel.type,
        amount_minor: amountMinor,
        fee_minor: feeMinor,
        credit_minor: creditMinor,
        currency: code,
        idempotency_key: key,
        request_hash: hash,
        // The queue shows a VietQR transfer's note (the order number) as its reference.
        reference: reference ?? (byVietQr ? orderNo : null),
        expires_at: channel.type === 'gateway' ? new Date(now.getTime() + GATEWAY_ORDER_TTL_MS) : null,
        created_at: now,
        updated_at: now,
      };
      // The member's own deposit limits are decided with the order, under their lock (issue 29);
      // a retry of an order already made answers it whatever the limit says since.
      await inTransaction(ctx.db, async (trx) => {
        if (await orders.byKey(memberId, key, trx)) return;
        await assertDepositRoomIn(trx, memberId, amountMinor, now);
        await orders.insert(orderRow, trx);
      });
      // A retry with the same key answers the first order; the same key for another deposit is refused.
      const order = await orders.byKey(memberId, key);
      if (!order) throw new Error('deposit order vanished after insert');
      if (order.request_hash !== hash) throw new AppError('DUPLICATE_TRANSACTION_MISMATCH');
      if (pix) {
        const charged =
          order.status === 'pending' && !order.pix_code ? await chargePix(order, channel, portalOrigin) : order;
        return { ...presentDeposit(charged, decimals), redirectUrl: null };
      }
      const redirectUrl =
        order.channel_type === 'gateway' && order.status === 'pending'
          ? await payLink(order, channel, portalOrigin)
          : null;
      return { ...presentDeposit(order, decimals), redirectUrl };
    },

    async history(memberId: number, page: number, pageSize: number, language: Language) {
      await orders.expireStale(ctx.clock.now(), memberId);
      const { decimals } = await currency();
      const { rows, total } = await orders.page({ memberId }, page, pageSize);
      return { items: rows.map((r) => presentDeposit(r, decimals, language)), page, pageSize, total };
    },

    /** One order of the member's; another player's order is as unknown as a missing one. */
    async one(memberId: number, orderNo: string, language: Language) {
      await orders.expireStale(ctx.clock.now(), memberId);
      const order = await orders.byOrderNo(orderNo);
      if (!order || order.member_id !== memberId) throw new AppError('NOT_FOUND');
      return presentDeposit(order, (await currency()).decimals, language);
    },

    /**
     * A gateway's signed webhook. Answers only once the event is recorded (so the sender retries
     * otherwise); a second delivery of the same event is recorded as a duplicate and moves nothing.
     */
    async receiveWebhook(
      channelId: number,
      signature: unknown,
      rawBody: Buffer,
    ): Promise<{ orderId: string; status: DepositStatus; outcome: WebhookOutcome }> {
      const channel = await channels.find(channelId);
      if (!channel || channel.type !== 'gateway') throw new AppError('PAYMENT_CHANNEL_UNAVAILABLE');
      const signedAt = verifySignedBody(
        signature,
        rawBody,
        await secrets.open(channel.gateway_secret_encrypted!),
        ctx.clock.now(),
        'WEBHOOK_SIGNATURE_INVALID',
      );
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError('MALFORMED_JSON');
      }
      const parsed = webhookEventSchema.safeParse(json);
      if (!parsed.success) throw new AppError('VALIDATION_FAILED');
      const event = parsed.data;
      const order = await orders.byOrderNo(event.merchantOrderId);
      if (!order || order.channel_id !== channel.id) throw new AppError('NOT_FOUND');
      if (order.amount_minor !== event.amountMinor || order.currency !== event.currency) {
        throw new AppError('DEPOSIT_AMOUNT_MISMATCH');
      }
      const ids = event.status === 'paid' ? await creditAccounts(order) : null;

      return inTransaction(ctx.db, async (trx) => {
        const locked = await orders.lock(trx, order.id);
        if (await orders.gatewayOrderTaken(trx, channel.id, event.gatewayOrderId, order.id)) {
          throw new AppError('CONFLICT');
        }
        const open =
          (locked.status === 'pending' || locked.status === 'expired') &&
          (locked.gateway_order_id === null || locked.gateway_order_id === event.gatewayOrderId);
        const now = ctx.clock.now();
        let status = locked.status;
        if (open && event.status === 'paid') {
          const posted = await creditIn(trx, locked, ids!);
          status = 'paid';
          await orders.update(trx, order.id, {
            status,
            gateway_order_id: event.gatewayOrderId,
            ledger_transaction_id: posted.transactionId,
            completed_at: now,
            updated_at: now,
          });
        } else if (open) {
          status = 'failed';
          await orders.update(trx, order.id, {
            status,
            gateway_order_id: event.gatewayOrderId,
            completed_at: now,
            updated_at: now,
          });
        }
        const recorded = await orders.recordEvent(trx, {
          channel_id: channel.id,
          gateway_order_id: event.gatewayOrderId,
          order_id: order.id,
          status: event.status,
          outcome: open ? 'applied' : 'ignored',
          signed_at: signedAt,
          received_at: now,
        });
        const outcome: WebhookOutcome = open ? 'applied' : recorded ? 'ignored' : 'duplicate';
        return { orderId: order.order_no, status, outcome };
      });
    },

    async adminPage(filter: QueueFilter, page: number, size: number) {
      await orders.expireStale(ctx.clock.now());
      const { decimals } = await currency();
      const { rows, total } = await orders.page(asRepoFilter(filter), page, size);
      const approvals = await orders.pendingApprovals(rows.map((r) => r.order_no));
      return {
        items: rows.map((r) => presentAdminDeposit(r, decimals, approvals.get(r.order_no) ?? null)),
        page,
        pageSize: size,
        total,
      };
    },

    /** One order as the operator's queue shows it. */
    async adminOne(orderNo: string) {
      await orders.expireStale(ctx.clock.now());
      const row = await orders.adminOne(orderNo);
      if (!row) throw new AppError('NOT_FOUND');
      const approvals = await orders.pendingApprovals([orderNo]);
      return presentAdminDeposit(row, (await currency()).decimals, approvals.get(orderNo) ?? null);
    },

    /** Every matching order (up to `limit`) for the CSV export, amounts in minor units. */
    async exportRows(filter: QueueFilter, limit: number) {
      await orders.expireStale(ctx.clock.now());
      return { decimals: (await currency()).decimals, rows: await orders.all(asRepoFilter(filter), limit) };
    },

    /**
     * What an approval of a bank transfer needs from outside the transaction (PGlite has one
     * connection): the order, still pending, and the accounts its credit posts to.
     */
    async prepareApproval(orderNo: string) {
      const order = await orders.byOrderNo(orderNo);
      if (!order) throw new AppError('NOT_FOUND');
      if (order.channel_type !== 'bank_transfer' || order.status !== 'pending') {
        throw new AppError('DEPOSIT_NOT_PENDING');
      }
      return { order, ids: await creditAccounts(order) };
    },

    /**
     * The approval in the caller's transaction: the order locked and still pending, the main wallet
     * credited once (the ledger key is the order number), the order paid.
     */
    async approveIn(
      trx: Kysely<DB>,
      prepared: { order: OrderRow; ids: Awaited<ReturnType<typeof creditAccounts>> },
      operatorId: number,
      note: string | null,
    ) {
      const locked = await orders.lock(trx, prepared.order.id);
      if (locked.status !== 'pending') throw new AppError('DEPOSIT_NOT_PENDING');
      const now = ctx.clock.now();
      const posted = await creditIn(trx, locked, prepared.ids);
      await orders.update(trx, locked.id, {
        review_note: note,
        reviewed_by: `operator:${operatorId}`,
        completed_at: now,
        updated_at: now,
        status: 'paid',
        ledger_transaction_id: posted.transactionId,
      });
      return { orderId: locked.order_no, transactionId: posted.transactionId };
    },

    /** The operator turns a bank transfer down: nothing moves; a waiting four-eyes request closes with it. */
    async reject(orderNo: string, operatorId: number, note: string | null) {
      const order = await orders.byOrderNo(orderNo);
      if (!order) throw new AppError('NOT_FOUND');
      if (order.channel_type !== 'bank_transfer') throw new AppError('DEPOSIT_NOT_PENDING');
      await inTransaction(ctx.db, async (trx) => {
        const locked = await orders.lock(trx, order.id);
        if (locked.status !== 'pending') throw new AppError('DEPOSIT_NOT_PENDING');
        const now = ctx.clock.now();
        await orders.update(trx, order.id, {
          review_note: note,
          reviewed_by: `operator:${operatorId}`,
          completed_at: now,
          updated_at: now,
          status: 'rejected',
        });
        await orders.closePendingApproval(trx, orderNo, operatorId, now);
      });
    },

    /**
     * The player's proof of a bank transfer (a screenshot of the bank's receipt), on their own
     * order while it waits for the operator. One per order: a new one replaces it. The file is
     * stored first and recorded under the order's lock; a refused upload removes its file again.
     */
    async attachProof(memberId: number, orderNo: string, file: ImageFile) {
      const order = await orders.byOrderNo(orderNo);
      if (!order || order.member_id !== memberId) throw new AppError('NOT_FOUND');
      if (order.channel_type !== 'bank_transfer' || order.status !== 'pending') {
        throw new AppError('DEPOSIT_NOT_PENDING');
      }
      const key = `deposits/${order.order_no}-${randomBytes(12).toString('hex')}.${file.extension}`;
      await storage.put(key, file.data);
      let previous: string | null;
      try {
        previous = await inTransaction(ctx.db, async (trx) => {
          const locked = await orders.lock(trx, order.id);
          if (locked.status !== 'pending') throw new AppError('DEPOSIT_NOT_PENDING');
          const now = ctx.clock.now();
          await orders.update(trx, order.id, {
            proof_storage_key: key,
            proof_content_type: file.contentType,
            proof_size_bytes: file.data.length,
            proof_uploaded_at: now,
            updated_at: now,
          });
          return locked.proof_storage_key;
        });
      } catch (error) {
        await storage.remove(key).catch(() => undefined);
        throw error;
      }
      if (previous) await storage.remove(previous).catch(() => undefined);
      return presentDeposit((await orders.byId(order.id))!, (await currency()).decimals);
    },

    /** A bank transfer's proof image, for the operator's review. */
    async proof(orderNo: string) {
      const order = await orders.byOrderNo(orderNo);
      if (!order?.proof_storage_key || !order.proof_content_type) throw new AppError('NOT_FOUND');
      const data = await storage.get(order.proof_storage_key);
      if (!data) throw new AppError('NOT_FOUND');
      return { data, contentType: order.proof_content_type };
    },
  };
}

export type DepositsService = ReturnType<typeof createDepositsService>;
