import type {
  MerchantWallet,
  RecallValue,
  TransferPayload,
  TransferValue,
  TransferWallets,
} from '@portal/shared/contracts/transfers';
import { FieldIssue } from '@portal/shared/errors';
import { toMajor } from '@portal/shared/money';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { MemberPrincipal } from '../../../platform/principals.ts';
import { providersModule } from '../providers.registry.ts';
import { parseAmount } from '../../wallet/amounts.ts';
import { createInsufficientFunds } from '../../wallet/insufficient-funds.ts';
import { MAIN, vendorWallet } from '../../wallet/ledger/accounts.ts';
import { walletModule } from '../../wallet/wallet.module.ts';
import { balanceFrom, createWalletService } from '../../wallet/wallet.service.ts';

/** Ledger source of every move between a player's own wallets; keys are scoped by the member. */
export const TRANSFER_SOURCE = 'transfer';
/** Tries of one wallet's recall whose balance a racing transfer changed. */
const RECALL_ATTEMPTS = 3;
const VENDOR_PREFIX = 'vendor:';

const invalid = (field: string, issue: FieldIssue) =>
  new AppError('VALIDATION_FAILED', { value: { fields: { [field]: issue } } });

/**
 * Moves between the main wallet and the wallets of transfer-model game vendors (the brand lists
 * them in `wallet.transferVendors`). A vendor with a transfer adapter moves its own side by its API
 * (throughVendor); the ledger keeps what the player holds on each side meanwhile.
 */
export function createTransferService(ctx: AppContext) {
  const { ledger, accounts } = walletModule(ctx);
  const wallet = createWalletService(ctx);
  const { insufficient, orInsufficient } = createInsufficientFunds(ctx);
  const providers = providersModule(ctx);
  const vendorApi = (walletCode: string) => providers.transferApi(walletCode.slice(VENDOR_PREFIX.length));
  // A key is the client's: two players may pick the same one without touching each other's money.
  const scopedKey = (memberId: number, key: string) => `${memberId}:${key}`;

  async function vendorsAllowed(): Promise<Set<string>> {
    return new Set((await ctx.settings.get()).wallet.transferVendors.map(vendorWallet));
  }

  async function move(
    member: MemberPrincipal,
    key: string,
    from: string,
    to: string,
    amountMinor: number,
    currency: { code: string; decimals: number },
  ) {
    const fromId = await accounts.player(member.id, from, currency.code);
    const toId = await accounts.player(member.id, to, currency.code);
    const posting = {
      source: TRANSFER_SOURCE,
      key,
      kind: 'transfer',
      memberId: member.id,
      reference: `${from}>${to}`,
      // No `currency` check here: both accounts were just found by the currency (accounts.player),
      // and this is the wallet's hottest posting (the wallet bench), so it skips the extra lookup.
      lines: [
        { accountId: fromId, amountMinor: -amountMinor },
        { accountId: toId, amountMinor },
      ],
    };
    // The member's wallets come back with the posting: the answer's balance costs no other round trip.
    const { posting: result, wallets } = await orInsufficient(fromId, currency.decimals, () =>
      ledger.postWithWallets(posting, member.id),
    );
    return { ...result, balance: balanceFrom(wallets, currency) };
  }

  /** Main first, then each listed vendor (its wallet at 0 until first used), then delisted ones still holding money. */
  async function walletList(member: MemberPrincipal) {
    const { code, decimals } = (await ctx.settings.get()).currency;
    // Transfers whose vendor answer was lost are settled as the vendor now says (one query when none).
    await providers.transfers.resolvePending({ memberId: member.id });
    const allowed = await vendorsAllowed();
    const rows = (await accounts.ofMember(member.id)).filter((row) => row.currency === code);
    const held = new Map(rows.map((row) => [row.code, row.balance_minor]));
    const codes = [
      MAIN,
      ...allowed,
      ...rows
        .filter((r) => r.code.startsWith(VENDOR_PREFIX) && !allowed.has(r.code) && r.balance_minor > 0)
        .map((r) => r.code),
    ];
    // A vendor wallet is named by its vendor ("Stadium Book"), never by its code.
    const vendorCodes = codes.filter((c) => c !== MAIN).map((c) => c.slice(VENDOR_PREFIX.length));
    const vendors = vendorCodes.length
      ? await ctx.db.selectFrom('game_vendors').select(['code', 'name']).where('code', 'in', vendorCodes).execute()
      : [];
    const names = new Map(vendors.map((v) => [`${VENDOR_PREFIX}${v.code}`, v.name]));
    return {
      currency: code,
      decimals,
      wallets: codes.map((c) => ({
        code: c,
        name: names.get(c) ?? null,
        minor: held.get(c) ?? 0,
        canTransferIn: c === MAIN || allowed.has(c),
      })),
    };
  }

  return {
    async wallets(member: MemberPrincipal): Promise<TransferWallets> {
      const { currency, decimals, wallets } = await walletList(member);
      return {
        currency,
        decimals,
        wallets: wallets.map(({ minor, ...wallet }) => ({ ...wallet, balance: toMajor(minor, decimals) })),
      };
    },

    /**
     * The merchant wallet (decision 053): how the brand keeps this member's money, in one answer:
     * its merchant code, `single` (one main wallet every game debits) or `transfer` (vendors with
     * wallets of their own beside it), every wallet and their exact sum.
     */
    async merchantWallet(member: MemberPrincipal): Promise<MerchantWallet> {
      const { brand, wallet } = await ctx.settings.get();
      const { currency, decimals, wallets } = await walletList(member);
      return {
        merchantCode: brand.merchantCode,
        model: wallets.length > 1 || wallet.transferVendors.length > 0 ? 'transfer' : 'single',
        currency,
        decimals,
        sumBalance: toMajor(
          wallets.reduce((sum, w) => sum + w.minor, 0),
          decimals,
        ),
        wallets: wallets.map(({ minor, ...w }) => ({ ...w, balance: toMajor(minor, decimals) })),
      };
    },

    /** POST /wps/relay/GCS_walletTransfer: main → a vendor wallet or a vendor wallet → main. */
    async transfer(member: MemberPrincipal, key: string, payload: TransferPayload): Promise<TransferValue> {
      const currency = (await ctx.settings.get()).currency;
      const { from, to } = payload;
      if (from === to) throw invalid('to', FieldIssue.INVALID_VALUE);
      if (from !== MAIN && to !== MAIN) throw invalid('to', FieldIssue.INVALID_VALUE);
      const vendor = from === MAIN ? to : from;
      // A vendor taken off the list still lets its money come home; nothing new goes to it.
      const allowed = await vendorsAllowed();
      if (!allowed.has(vendor)) {
        const existing = (await accounts.ofMember(member.id)).some((row) => row.code === vendor);
        if (to === vendor || !existing) throw invalid(to === vendor ? 'to' : 'from', FieldIssue.INVALID_VALUE);
      }
      const amountMinor = parseAmount(payload.amount, currency.decimals);
      const result = (await vendorApi(vendor))
        ? await throughVendor(member, key, from, vendor, amountMinor, currency)
        : await move(member, scopedKey(member.id, key), from, to, amountMinor, currency);
      return {
        transactionId: result.transactionId,
        from,
        to,
        amount: toMajor(amountMinor, currency.decimals),
        replayed: result.replayed,
        balance: 'balance' in result ? result.balance : await wallet.balance(member),
      };
    },

    /**
     * POST /wps/wallet/recall-all: every vendor wallet's money back to main, one posting per wallet
     * keyed by the request's key and the wallet, so a retry moves nothing twice.
     */
    async recallAll(member: MemberPrincipal, key: string): Promise<RecallValue> {
      const currency = (await ctx.settings.get()).currency;
      const recalled: RecallValue['recalled'] = [];
      const vendors = (await accounts.ofMember(member.id)).filter(
        (row) => row.code.startsWith(VENDOR_PREFIX) && row.currency === currency.code,
      );
      for (const row of vendors) {
        if (await vendorApi(row.code)) {
          const back = await providers.transfers.recall(member, key, row.code.slice(VENDOR_PREFIX.length));
          if (back) {
            recalled.push({
              code: row.code,
              amount: toMajor(back.amountMinor, currency.decimals),
              replayed: back.replayed,
            });
          }
          continue;
        }
        const walletKey = `${scopedKey(member.id, key)}:${row.code}`;
        const done = await ledger.find(TRANSFER_SOURCE, walletKey);
        if (done) {
          recalled.push({ code: row.code, amount: await amountOf(done.id, row.id, currency.decimals), replayed: true });
          continue;
        }
        // The balance was read before the posting locks the wallet: a transfer out of it in between
        // makes the amount too big, so read it again and retry (a few times), never fail the call.
        let balanceMinor = row.balance_minor;
        for (let attempt = 1; balanceMinor > 0; attempt++) {
          try {
            const result = await move(member, walletKey, row.code, MAIN, balanceMinor, currency);
            recalled.push({
              code: row.code,
              amount: toMajor(balanceMinor, currency.decimals),
              replayed: result.replayed,
            });
            break;
          } catch (error) {
            if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS' && attempt < RECALL_ATTEMPTS) {
              balanceMinor = (await accounts.ofMember(member.id)).find((a) => a.id === row.id)?.balance_minor ?? 0;
              continue;
            }
            // The same key racing itself read another balance: the other request recalled this wallet.
            if (!(error instanceof AppError && error.code === 'DUPLICATE_TRANSACTION_MISMATCH')) throw error;
            const posted = (await ledger.find(TRANSFER_SOURCE, walletKey))!;
            recalled.push({
              code: row.code,
              amount: await amountOf(posted.id, row.id, currency.decimals),
              replayed: true,
            });
            break;
          }
        }
      }
      return { recalled, balance: await wallet.balance(member) };
    },
  };

  /**
   * A transfer the vendor takes part in: held, asked, then posted or voided (features/providers/
   * transfer). The provider's transfer keys are member-scoped by their table already.
   */
  async function throughVendor(
    member: MemberPrincipal,
    key: string,
    from: string,
    vendor: string,
    amountMinor: number,
    currency: { code: string; decimals: number },
  ) {
    const direction = from === MAIN ? 'in' : 'out';
    const code = vendor.slice(VENDOR_PREFIX.length);
    try {
      return await providers.transfers.transfer(member, key, direction, code, amountMinor);
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
        throw await insufficient(await accounts.player(member.id, from, currency.code), currency.decimals);
      }
      throw error;
    }
  }

  /** What a recall posting took out of the vendor wallet (major units). */
  async function amountOf(transactionId: number, accountId: number, decimals: number): Promise<number> {
    const entry = await ctx.db
      .selectFrom('ledger_entries')
      .select('amount_minor')
      .where('transaction_id', '=', transactionId)
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    return toMajor(-entry.amount_minor, decimals);
  }
}
