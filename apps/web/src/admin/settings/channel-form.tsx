import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import {
  channelCreateSchema,
  channelUpdateSchema,
  FEE_PAYERS,
  GATEWAY_METHODS,
  type AdminChannel,
  type ChannelType,
  type GatewayMethod,
} from '@portal/shared/contracts/deposits';
import { FieldIssue } from '@portal/shared/errors';
import { minorToDecimalText } from '@portal/shared/money';
import { VN_BANKS } from '@portal/shared/vn-banks';
import { formResolver, type FieldIssueCodes } from '../../lib/form-resolver';
import { minorOf } from '../../lib/money-form';
import { SelectField, ToggleField } from '../../ui/form/form-fields';
import { IssueTextProvider } from '../../ui/form/issue-text';
import { LocalizedTextField } from '../../ui/form/localized-text-field';
import type { LocalizedValue } from '../../ui/form/localized-text-input';
import { PlainTextField } from '../../ui/form/plain-text-field';
import { adminApi } from '../lib/admin-api';
import { changedSubset } from './settings-draft';
import { bpsAsPercent, readAmount } from './settings-lists';
import { editorTextBoxes, SettingsFormDialog } from './settings-form-dialog';
import { useSaySettingsIssue } from './settings-controls';
import { setServerIssues } from '../../ui/form/player-fields';

/** The channel's boxes as typed: amounts in major units, the gateway's and the bank's parts as the API nests them. */
interface FormValues {
  type: ChannelType;
  name: string;
  names: LocalizedValue;
  min: string;
  max: string;
  feeFixed: string;
  feeBps: string;
  feePayer: (typeof FEE_PAYERS)[number];
  position: string;
  enabled: boolean;
  gateway: { method: GatewayMethod; baseUrl: string; merchantId: string; webhookSecret: string };
  bank: {
    bankBin: string;
    bankName: string;
    accountName: string;
    accountNumber: string;
    instructions: string;
    instructionsByLanguage: LocalizedValue;
  };
}

const amountText = (major: number, decimals: number) => minorToDecimalText(minorOf(major, decimals), decimals);

function initialValues(channel: AdminChannel | null, decimals: number): FormValues {
  return {
    type: channel?.type ?? 'gateway',
    name: channel?.name ?? '',
    names: channel?.names ?? {},
    min: channel ? amountText(channel.min, decimals) : '',
    max: channel ? amountText(channel.max, decimals) : '',
    feeFixed: channel ? amountText(channel.feeFixed, decimals) : '0',
    feeBps: String(channel?.feeBps ?? 0),
    feePayer: channel?.feePayer ?? 'player',
    position: String(channel?.position ?? 0),
    enabled: channel?.enabled ?? true,
    gateway: {
      method: channel?.gateway?.method ?? 'redirect',
      baseUrl: channel?.gateway?.baseUrl ?? '',
      merchantId: channel?.gateway?.merchantId ?? '',
      webhookSecret: '',
    },
    bank: {
      bankBin: channel?.bank?.bankBin ?? '',
      bankName: channel?.bank?.bankName ?? '',
      accountName: channel?.bank?.accountName ?? '',
      accountNumber: channel?.bank?.accountNumber ?? '',
      instructions: channel?.bank?.instructions ?? '',
      instructionsByLanguage: channel?.bank?.instructionsByLanguage ?? {},
    },
  };
}

/** The languages an operator wrote something in, trimmed. */
const written = (texts: LocalizedValue): LocalizedValue =>
  Object.fromEntries(
    Object.entries(texts)
      .map(([language, text]) => [language, (text ?? '').trim()])
      .filter(([, text]) => text !== ''),
  );

/** A typed amount in major units; text that does not read is no number (the form's check names why). */
const major = (text: string, decimals: number, allowZero = false) => {
  const read = readAmount(text, decimals, allowZero);
  return read.ok ? read.major : Number.NaN;
};

/** A whole number as typed; an empty box is none (no number), not zero. */
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The body the server takes (a new channel's type aside); a gateway's secret only when typed, or when creating. */
function bodyOf(values: FormValues, decimals: number, creating: boolean) {
  const { gateway, bank } = values;
  return {
    name: values.name.trim(),
    names: written(values.names),
    min: major(values.min, decimals),
    max: major(values.max, decimals),
    feeFixed: major(values.feeFixed, decimals, true),
    feeBps: whole(values.feeBps),
    feePayer: values.feePayer,
    position: whole(values.position),
    enabled: values.enabled,
    ...(values.type === 'gateway'
      ? {
          gateway: {
            method: gateway.method,
            baseUrl: gateway.baseUrl.trim(),
            merchantId: gateway.merchantId.trim(),
            ...(creating || gateway.webhookSecret ? { webhookSecret: gateway.webhookSecret } : {}),
          },
        }
      : {
          bank: {
            bankBin: bank.bankBin || null,
            bankName: bank.bankName.trim(),
            accountName: bank.accountName.trim(),
            accountNumber: bank.accountNumber.trim(),
            instructions: bank.instructions.trim() || null,
            instructionsByLanguage: written(bank.instructionsByLanguage),
          },
        }),
  };
}

/**
 * What the form knows beside the route's schema: the amounts read in the currency's decimals
 * (their own issues: required, format, decimals, positive), a maximum below the minimum, and the
 * boxes an empty text leaves unset (which the schema would call too short).
 */
function formIssues(values: FormValues, decimals: number): FieldIssueCodes {
  const issues: FieldIssueCodes = {};
  const amounts = { min: readAmount(values.min, decimals), max: readAmount(values.max, decimals) };
  for (const [field, read] of Object.entries(amounts)) if (!read.ok) issues[field] = read.issue;
  const fee = readAmount(values.feeFixed, decimals, true);
  if (!fee.ok) issues.feeFixed = fee.issue;
  if (amounts.min.ok && amounts.max.ok && amounts.max.minor < amounts.min.minor) issues.max = FieldIssue.TOO_SMALL;
  const needed: Record<string, string> = { name: values.name };
  if (values.type === 'gateway') {
    Object.assign(needed, {
      'gateway.baseUrl': values.gateway.baseUrl,
      'gateway.merchantId': values.gateway.merchantId,
    });
  } else {
    Object.assign(needed, {
      'bank.bankName': values.bank.bankName,
      'bank.accountName': values.bank.accountName,
      'bank.accountNumber': values.bank.accountNumber,
    });
  }
  for (const [field, text] of Object.entries(needed)) if (!text.trim()) issues[field] = FieldIssue.REQUIRED;
  return issues;
}

/** A new channel through the create schema (its type decides gateway or bank), a change through the update's. */
function channelResolver(decimals: number, creating: boolean) {
  const body = z.custom<FormValues>().transform((values): unknown => ({
    ...(creating ? { type: values.type } : {}),
    ...bodyOf(values, decimals, creating),
  }));
  return formResolver<FormValues, ChannelBody>(
    creating ? body.pipe(channelCreateSchema) : body.pipe(channelUpdateSchema),
    (values) => formIssues(values, decimals),
    { extraFirst: true },
  );
}

type ChannelBody = z.output<typeof channelCreateSchema> | z.output<typeof channelUpdateSchema>;

/** Create or change a payment channel: limits and fixed fee typed in the brand's major units. */
export function ChannelForm({
  channel,
  decimals,
  onClose,
  onSaved,
}: {
  channel: AdminChannel | null;
  decimals: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('admin-settings');
  const say = useSaySettingsIssue();
  const creating = channel === null;
  const form = useForm<FormValues, unknown, ChannelBody>({
    defaultValues: initialValues(channel, decimals),
    resolver: channelResolver(decimals, creating),
  });
  const { control } = form;
  const [type, feeBps, feePayer, method] = form.watch(['type', 'feeBps', 'feePayer', 'gateway.method']);

  const save = useMutation({
    mutationFn: (body: object) =>
      creating
        ? adminApi<AdminChannel>('/admin/api/payment-channels', { method: 'POST', body })
        : adminApi<AdminChannel>(`/admin/api/payment-channels/${channel.id}`, { method: 'PATCH', body }),
    onSuccess: onSaved,
    onError: (error) => void setServerIssues(error, form.setError),
  });

  const send = (body: ChannelBody) => {
    if (save.isPending) return;
    if (creating) return save.mutate(body);
    // Only what changed: the audit log then says what the operator did.
    const before = bodyOf(initialValues(channel, decimals), decimals, false);
    const changes = changedSubset(before, body);
    if (!changes) return onClose();
    // Texts by language go whole: the server keeps what it is sent, not a merge.
    const whole = { ...changes } as Record<string, unknown>;
    if ('names' in changes) whole.names = body.names;
    if ('bank' in changes && 'bank' in body && body.bank) {
      const changedBank = changes.bank as Record<string, unknown>;
      if ('instructionsByLanguage' in changedBank)
        whole.bank = { ...changedBank, instructionsByLanguage: body.bank.instructionsByLanguage };
    }
    save.mutate(whole);
  };

  const text = editorTextBoxes(control, 'channel');

  return (
    <SettingsFormDialog
      title={creating ? t('channels.create') : t('channels.edit', { name: channel.name })}
      testId="channel-form"
      onClose={onClose}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      saving={save.isPending}
      error={save.error}
      errorTestId="channel-error"
      saveTestId="channel-save"
    >
      <IssueTextProvider value={say}>
        {creating && (
          <SelectField
            control={control}
            name="type"
            label={t('channels.type')}
            options={(['gateway', 'bank_transfer'] as const).map((value) => ({
              value,
              label: t(`channels.types.${value}`),
            }))}
            testId="channel-type"
          />
        )}
        <div className="settings-fields">
          {text('name', t('channels.name'), { hint: t('channels.nameHint') })}
          {text('min', t('channels.min'), { hint: t('channels.majorHint') })}
          {text('max', t('channels.max'), { hint: t('channels.majorHint') })}
          {text('feeFixed', t('channels.feeFixed'), { hint: t('channels.majorHint') })}
          {text('feeBps', t('channels.feeBps'), {
            hint: t('channels.feeBpsHint', { percent: bpsAsPercent(Number(feeBps) || 0) }),
          })}
          <SelectField
            control={control}
            name="feePayer"
            label={t('channels.feePayer')}
            hint={t(`channels.feePayerHint.${feePayer}`)}
            options={FEE_PAYERS.map((payer) => ({ value: payer, label: t(`channels.feePayers.${payer}`) }))}
            testId="channel-feePayer"
          />
          {text('position', t('fields.position'), { hint: t('fields.positionHint') })}
        </div>
        <LocalizedTextField
          control={control}
          name="names"
          label={t('channels.names')}
          maxLength={60}
          testId="channel-names"
        />
        <ToggleField control={control} name="enabled" label={t('channels.enabledLabel')} testId="channel-enabled" />
        {type === 'gateway' ? (
          <fieldset className="settings-group">
            <legend>{t('channels.gateway')}</legend>
            <div className="settings-fields">
              <SelectField
                control={control}
                name="gateway.method"
                label={t('channels.method')}
                hint={t(`channels.methodHint.${method}`)}
                options={GATEWAY_METHODS.map((value) => ({ value, label: t(`channels.methods.${value}`) }))}
                testId="channel-method"
              />
              {text('gateway.baseUrl', t('channels.baseUrl'), { testId: 'baseUrl', hint: t('channels.baseUrlHint') })}
              {text('gateway.merchantId', t('channels.merchantId'), { testId: 'merchantId' })}
              {text('gateway.webhookSecret', t('channels.webhookSecret'), {
                testId: 'webhookSecret',
                secret: true,
                hint: channel?.gateway?.hasWebhookSecret ? t('secretKept') : t('channels.webhookSecretHint'),
              })}
            </div>
          </fieldset>
        ) : (
          <fieldset className="settings-group">
            <legend>{t('channels.bank')}</legend>
            <div className="settings-fields">
              <SelectField
                control={control}
                name="bank.bankBin"
                label={t('channels.bankBin')}
                hint={t('channels.bankBinHint')}
                options={[
                  { value: '', label: t('channels.bankBinNone') },
                  ...VN_BANKS.map((bank) => ({ value: bank.bin, label: `${bank.name} (${bank.bin})` })),
                ]}
                testId="channel-bankBin"
              />
              {text('bank.bankName', t('channels.bankName'), { testId: 'bankName' })}
              {text('bank.accountName', t('channels.accountName'), { testId: 'accountName' })}
              {text('bank.accountNumber', t('channels.accountNumber'), { testId: 'accountNumber' })}
            </div>
            <PlainTextField
              control={control}
              name="bank.instructions"
              type="note"
              label={t('channels.instructions')}
              maxLength={500}
            />
            <LocalizedTextField
              control={control}
              name="bank.instructionsByLanguage"
              label={t('channels.instructionsByLanguage')}
              multiline
              maxLength={500}
              testId="channel-instructions-by-language"
            />
          </fieldset>
        )}
      </IssueTextProvider>
    </SettingsFormDialog>
  );
}
