import type { ChannelCreate, ChannelUpdate } from '@portal/shared/contracts/deposits';
import { FieldIssue } from '@portal/shared/errors';
import { toMinor } from '@portal/shared/money';
import type { Updateable } from 'kysely';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ChannelSecrets } from './channel-secrets.ts';
import type { ChannelRow, ChannelsRepo } from './channels.repo.ts';
import type { PaymentChannels } from '../../db/schema.ts';

const invalid = (field: string, issue: FieldIssue) =>
  new AppError('VALIDATION_FAILED', { value: { fields: { [field]: issue } } });

/** An operator's major-unit limit or fee in minor units (zero allowed for a fee, not for a limit). */
function limitMinor(value: number, decimals: number, field: string, allowZero = false): number {
  const parsed = toMinor(value, decimals);
  if (!parsed.ok) {
    throw invalid(field, parsed.error === 'TOO_MANY_DECIMALS' ? FieldIssue.TOO_MANY_DECIMALS : FieldIssue.TOO_BIG);
  }
  if (parsed.minor < 0 || (!allowZero && parsed.minor === 0)) throw invalid(field, FieldIssue.TOO_SMALL);
  return parsed.minor;
}

/** The operator's payment channels: list, create, update, disable (a channel with orders stays). */
export function createChannelsService(deps: {
  repo: ChannelsRepo;
  secrets: ChannelSecrets;
  clock: Clock;
  decimals: () => Promise<number>;
}) {
  const { repo, secrets, clock } = deps;

  function checkLimits(minMinor: number, maxMinor: number) {
    if (maxMinor < minMinor) throw invalid('max', FieldIssue.TOO_SMALL);
  }

  return {
    list: () => repo.list(),

    async create(input: ChannelCreate): Promise<ChannelRow> {
      const decimals = await deps.decimals();
      const minMinor = limitMinor(input.min, decimals, 'min');
      const maxMinor = limitMinor(input.max, decimals, 'max');
      checkLimits(minMinor, maxMinor);
      const now = clock.now();
      const common = {
        type: input.type,
        name: input.name,
        names: JSON.stringify(input.names),
        min_minor: minMinor,
        max_minor: maxMinor,
        fee_fixed_minor: limitMinor(input.feeFixed, decimals, 'feeFixed', true),
        fee_bps: input.feeBps,
        fee_payer: input.feePayer,
        position: input.position,
        enabled: input.enabled,
        created_at: now,
        updated_at: now,
      };
      if (input.type === 'gateway') {
        return repo.insert({
          ...common,
          gateway_base_url: input.gateway.baseUrl.replace(/\/+$/, ''),
          gateway_merchant_id: input.gateway.merchantId,
          gateway_method: input.gateway.method,
          gateway_secret_encrypted: await secrets.seal(input.gateway.webhookSecret),
        });
      }
      return repo.insert({
        ...common,
        bank_bin: input.bank.bankBin ?? null,
        bank_name: input.bank.bankName,
        bank_account_name: input.bank.accountName,
        bank_account_number: input.bank.accountNumber,
        bank_instructions: input.bank.instructions ?? null,
        instructions: JSON.stringify(input.bank.instructionsByLanguage ?? {}),
      });
    },

    async update(id: number, input: ChannelUpdate): Promise<ChannelRow> {
      const current = await repo.find(id);
      if (!current) throw new AppError('NOT_FOUND');
      const decimals = await deps.decimals();
      const changes: Updateable<PaymentChannels> = { updated_at: clock.now() };
      if (input.name !== undefined) changes.name = input.name;
      if (input.names !== undefined) changes.names = JSON.stringify(input.names);
      if (input.min !== undefined) changes.min_minor = limitMinor(input.min, decimals, 'min');
      if (input.max !== undefined) changes.max_minor = limitMinor(input.max, decimals, 'max');
      checkLimits(changes.min_minor ?? current.min_minor, changes.max_minor ?? current.max_minor);
      if (input.feeFixed !== undefined)
        changes.fee_fixed_minor = limitMinor(input.feeFixed, decimals, 'feeFixed', true);
      if (input.feeBps !== undefined) changes.fee_bps = input.feeBps;
      if (input.feePayer !== undefined) changes.fee_payer = input.feePayer;
      if (input.position !== undefined) changes.position = input.position;
      if (input.enabled !== undefined) changes.enabled = input.enabled;
      if (input.gateway) {
        if (current.type !== 'gateway') throw invalid('gateway', FieldIssue.UNKNOWN_FIELD);
        const g = input.gateway;
        if (g.baseUrl !== undefined) changes.gateway_base_url = g.baseUrl.replace(/\/+$/, '');
        if (g.merchantId !== undefined) changes.gateway_merchant_id = g.merchantId;
        if (g.method !== undefined) changes.gateway_method = g.method;
        if (g.webhookSecret !== undefined) changes.gateway_secret_encrypted = await secrets.seal(g.webhookSecret);
      }
      if (input.bank) {
        if (current.type !== 'bank_transfer') throw invalid('bank', FieldIssue.UNKNOWN_FIELD);
        const b = input.bank;
        if (b.bankBin !== undefined) changes.bank_bin = b.bankBin;
        if (b.bankName !== undefined) changes.bank_name = b.bankName;
        if (b.accountName !== undefined) changes.bank_account_name = b.accountName;
        if (b.accountNumber !== undefined) changes.bank_account_number = b.accountNumber;
        if (b.instructions !== undefined) changes.bank_instructions = b.instructions;
        // Replaced whole, like the names: a language left out is a translation removed.
        if (b.instructionsByLanguage !== undefined) changes.instructions = JSON.stringify(b.instructionsByLanguage);
      }
      const updated = await repo.update(id, changes);
      if (!updated) throw new AppError('NOT_FOUND');
      return updated;
    },
  };
}
