import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import {
  FEE_PAYERS,
  GATEWAY_METHODS,
  type AdminChannel,
  type ChannelType,
  type GatewayMethod,
} from '@portal/shared/contracts/deposits';
import { minorToDecimalText } from '@portal/shared/money';
import { VN_BANKS } from '@portal/shared/vn-banks';
import { minorOf } from '../../lib/money-form';
import { LocalizedTextInput, type LocalizedValue } from '../../ui/form/localized-text-input';
import { adminApi } from '../lib/admin-api';
import { InputField } from '../ui/input-field';
import { TextAreaField } from '../ui/text-area-field';
import { changedSubset, serverIssues } from './settings-draft';
import { bpsAsPercent, readAmount } from './settings-lists';
import { CheckField } from '../ui/check-field';
import { SettingsFormDialog } from './settings-form-dialog';
import { SelectInput, useIssueText } from './settings-controls';

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
  method: GatewayMethod;
  baseUrl: string;
  merchantId: string;
  webhookSecret: string;
  bankBin: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  instructions: string;
  instructionsByLanguage: LocalizedValue;
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
    method: channel?.gateway?.method ?? 'redirect',
    baseUrl: channel?.gateway?.baseUrl ?? '',
    merchantId: channel?.gateway?.merchantId ?? '',
    webhookSecret: '',
    bankBin: channel?.bank?.bankBin ?? '',
    bankName: channel?.bank?.bankName ?? '',
    accountName: channel?.bank?.accountName ?? '',
    accountNumber: channel?.bank?.accountNumber ?? '',
    instructions: channel?.bank?.instructions ?? '',
    instructionsByLanguage: channel?.bank?.instructionsByLanguage ?? {},
  };
}

type Problems = Partial<Record<string, string>>;

/** The languages an operator wrote something in, trimmed. */
const written = (texts: LocalizedValue): LocalizedValue =>
  Object.fromEntries(
    Object.entries(texts)
      .map(([language, text]) => [language, (text ?? '').trim()])
      .filter(([, text]) => text !== ''),
  );

/** The body the server takes, and what is wrong with the typed values before any call. */
function bodyOf(values: FormValues, decimals: number, creating: boolean) {
  const problems: Problems = {};
  const amount = (field: 'min' | 'max' | 'feeFixed', allowZero = false) => {
    const read = readAmount(values[field], decimals, allowZero);
    if (!read.ok) problems[field] = read.issue;
    return read.ok ? read : null;
  };
  const min = amount('min');
  const max = amount('max');
  const feeFixed = amount('feeFixed', true);
  if (min && max && max.minor < min.minor) problems.max = 'TOO_SMALL';
  const whole = (field: 'feeBps' | 'position', top: number) => {
    const n = Number(values[field]);
    if (values[field].trim() === '' || !Number.isInteger(n) || n < 0 || n > top) problems[field] = 'INVALID_VALUE';
    return n;
  };
  const feeBps = whole('feeBps', 10_000);
  const position = whole('position', 10_000);
  const needed = (field: string, value: string) => {
    if (!value.trim()) problems[field] = 'REQUIRED';
  };
  needed('name', values.name);
  const gateway: Record<string, string> = { method: values.method };
  const bank: Record<string, string | null | LocalizedValue> = {};
  if (values.type === 'gateway') {
    needed('gateway.baseUrl', values.baseUrl);
    needed('gateway.merchantId', values.merchantId);
    if (creating || values.webhookSecret) {
      if (values.webhookSecret.length < 16) problems['gateway.webhookSecret'] = 'TOO_SHORT';
      gateway.webhookSecret = values.webhookSecret;
    }
    gateway.baseUrl = values.baseUrl.trim();
    gateway.merchantId = values.merchantId.trim();
  } else {
    needed('bank.bankName', values.bankName);
    needed('bank.accountName', values.accountName);
    needed('bank.accountNumber', values.accountNumber);
    Object.assign(bank, {
      bankBin: values.bankBin || null,
      bankName: values.bankName.trim(),
      accountName: values.accountName.trim(),
      accountNumber: values.accountNumber.trim(),
      instructions: values.instructions.trim() || null,
      instructionsByLanguage: written(values.instructionsByLanguage),
    });
  }
  const names = written(values.names);
  const body = {
    name: values.name.trim(),
    names,
    min: min?.major,
    max: max?.major,
    feeFixed: feeFixed?.major,
    feeBps,
    feePayer: values.feePayer,
    position,
    enabled: values.enabled,
    ...(values.type === 'gateway' ? { gateway } : { bank }),
  };
  return { body, problems };
}

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
  const issueText = useIssueText();
  const creating = channel === null;
  const [values, setValues] = useState(() => initialValues(channel, decimals));
  const [problems, setProblems] = useState<Problems>({});
  const set = (changes: Partial<FormValues>) => setValues((v) => ({ ...v, ...changes }));

  const save = useMutation({
    mutationFn: (body: object) =>
      creating
        ? adminApi<AdminChannel>('/admin/api/payment-channels', { method: 'POST', body })
        : adminApi<AdminChannel>(`/admin/api/payment-channels/${channel.id}`, { method: 'PATCH', body }),
    onSuccess: onSaved,
    onError: (error) => setProblems(serverIssues(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const { body, problems: found } = bodyOf(values, decimals, creating);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (creating) return save.mutate({ type: values.type, ...body });
    // Only what changed: the audit log then says what the operator did.
    const before = bodyOf(initialValues(channel, decimals), decimals, false).body;
    const changes = changedSubset(before, body);
    if (!changes) return onClose();
    // Texts by language go whole: the server keeps what it is sent, not a merge.
    const whole = { ...changes } as Record<string, unknown>;
    if ('names' in changes) whole.names = body.names;
    if ('bank' in changes && 'bank' in body) {
      const changedBank = changes.bank as Record<string, unknown>;
      if ('instructionsByLanguage' in changedBank)
        whole.bank = { ...changedBank, instructionsByLanguage: body.bank.instructionsByLanguage };
    }
    save.mutate(whole);
  };

  const error = (field: string) => issueText(problems[field]);
  const text = (
    field: keyof FormValues,
    label: string,
    extra: { hint?: string; type?: string; path?: string } = {},
  ) => (
    <InputField
      label={label}
      hint={extra.hint}
      error={error(extra.path ?? field)}
      type={extra.type ?? 'text'}
      autoComplete="off"
      value={values[field] as string}
      onChange={(value) => set({ [field]: value })}
      testId={`channel-${field}`}
    />
  );

  return (
    <SettingsFormDialog
      title={creating ? t('channels.create') : t('channels.edit', { name: channel.name })}
      testId="channel-form"
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      errorTestId="channel-error"
      saveTestId="channel-save"
    >
      {creating && (
        <SelectInput
          label={t('channels.type')}
          value={values.type}
          options={(['gateway', 'bank_transfer'] as const).map((type) => ({
            value: type,
            label: t(`channels.types.${type}`),
          }))}
          onChange={(type) => set({ type })}
          testId="channel-type"
        />
      )}
      <div className="settings-fields">
        {text('name', t('channels.name'), { hint: t('channels.nameHint') })}
        {text('min', t('channels.min'), { hint: t('channels.majorHint') })}
        {text('max', t('channels.max'), { hint: t('channels.majorHint') })}
        {text('feeFixed', t('channels.feeFixed'), { hint: t('channels.majorHint') })}
        {text('feeBps', t('channels.feeBps'), {
          hint: t('channels.feeBpsHint', { percent: bpsAsPercent(Number(values.feeBps) || 0) }),
        })}
        <SelectInput
          label={t('channels.feePayer')}
          hint={t(`channels.feePayerHint.${values.feePayer}`)}
          value={values.feePayer}
          options={FEE_PAYERS.map((payer) => ({ value: payer, label: t(`channels.feePayers.${payer}`) }))}
          onChange={(feePayer) => set({ feePayer })}
          testId="channel-feePayer"
        />
        {text('position', t('fields.position'), { hint: t('fields.positionHint') })}
      </div>
      <LocalizedTextInput
        label={t('channels.names')}
        value={values.names}
        onChange={(names) => set({ names })}
        maxLength={60}
        testId="channel-names"
      />
      <CheckField
        label={t('channels.enabledLabel')}
        checked={values.enabled}
        onChange={(enabled) => set({ enabled })}
        testId="channel-enabled"
      />
      {values.type === 'gateway' ? (
        <fieldset className="settings-group">
          <legend>{t('channels.gateway')}</legend>
          <div className="settings-fields">
            <SelectInput
              label={t('channels.method')}
              hint={t(`channels.methodHint.${values.method}`)}
              value={values.method}
              options={GATEWAY_METHODS.map((method) => ({ value: method, label: t(`channels.methods.${method}`) }))}
              onChange={(method) => set({ method })}
              testId="channel-method"
            />
            {text('baseUrl', t('channels.baseUrl'), { path: 'gateway.baseUrl', hint: t('channels.baseUrlHint') })}
            {text('merchantId', t('channels.merchantId'), { path: 'gateway.merchantId' })}
            {text('webhookSecret', t('channels.webhookSecret'), {
              type: 'password',
              path: 'gateway.webhookSecret',
              hint: channel?.gateway?.hasWebhookSecret ? t('secretKept') : t('channels.webhookSecretHint'),
            })}
          </div>
        </fieldset>
      ) : (
        <fieldset className="settings-group">
          <legend>{t('channels.bank')}</legend>
          <div className="settings-fields">
            <SelectInput
              label={t('channels.bankBin')}
              hint={t('channels.bankBinHint')}
              value={values.bankBin}
              options={[
                { value: '', label: t('channels.bankBinNone') },
                ...VN_BANKS.map((bank) => ({ value: bank.bin, label: `${bank.name} (${bank.bin})` })),
              ]}
              onChange={(bankBin) => set({ bankBin })}
              testId="channel-bankBin"
            />
            {text('bankName', t('channels.bankName'), { path: 'bank.bankName' })}
            {text('accountName', t('channels.accountName'), { path: 'bank.accountName' })}
            {text('accountNumber', t('channels.accountNumber'), { path: 'bank.accountNumber' })}
          </div>
          <TextAreaField
            label={t('channels.instructions')}
            error={error('bank.instructions')}
            maxLength={500}
            value={values.instructions}
            onChange={(value) => set({ instructions: value })}
          />
          <LocalizedTextInput
            label={t('channels.instructionsByLanguage')}
            value={values.instructionsByLanguage}
            onChange={(instructionsByLanguage) => set({ instructionsByLanguage })}
            multiline
            maxLength={500}
            testId="channel-instructions-by-language"
          />
        </fieldset>
      )}
    </SettingsFormDialog>
  );
}
