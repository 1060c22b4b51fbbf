import { beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { createInstance, type TFunction } from 'i18next';
import { amountText, messageWording } from './message-text.ts';

const brand = { code: 'BRL', decimals: 2, symbol: 'R$' };
const locale = (lang: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, `../../../i18n/locales/${lang}/messages.json`), 'utf8'),
  ) as Record<string, unknown>;

let en: TFunction<'messages'>;
let pt: TFunction<'messages'>;
beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    ns: ['messages'],
    defaultNS: 'messages',
    resources: { en: { messages: locale('en') }, 'pt-BR': { messages: locale('pt-BR') } },
    interpolation: { escapeValue: false },
  });
  en = i18n.getFixedT('en', 'messages');
  pt = i18n.getFixedT('pt-BR', 'messages');
});

const system = (kind: string, params: Record<string, unknown>) =>
  ({ kind, title: null, content: null, params }) as Parameters<typeof messageWording>[0];

describe('messageWording', () => {
  it("shows an operator's notice as written, leading nowhere", () => {
    expect(
      messageWording({ kind: 'notice', title: 'Hello', content: 'A notice', params: {} }, en, brand, 'en'),
    ).toEqual({ title: 'Hello', body: 'A notice', link: null });
  });

  it('words a deposit with its amount in minor units, the currency and the order, leading to deposits', () => {
    const wording = messageWording(
      system('deposit_credited', { amountMinor: 1_234_567, currency: 'BRL', reference: 'D-42' }),
      en,
      brand,
      'en',
    );
    expect(wording).toEqual({
      title: 'Deposit credited',
      body: 'Your deposit of R$12,345.67 (order D-42) has been credited to your balance.',
      link: 'depositv2',
    });
  });

  it("uses the reader's separators", () => {
    const wording = messageWording(
      system('withdrawal_paid', { amountMinor: 1_234_567, currency: 'BRL', reference: '7' }),
      pt,
      brand,
      'pt-BR',
    );
    expect(wording.body.replace(/\s/g, ' ')).toBe('Seu saque de R$ 12.345,67 (solicitação 7) foi pago.');
    expect(wording.link).toBe('withdraw');
  });

  it('gives the reason of a refused withdrawal when there is one', () => {
    const withReason = messageWording(
      system('withdrawal_rejected', { amountMinor: 5_000, currency: 'BRL', reference: '9', reason: 'Name differs' }),
      en,
      brand,
      'en',
    );
    expect(withReason.body).toBe(
      'Your withdrawal of R$50.00 (request 9) was refused: Name differs. The amount is back in your balance.',
    );
    const without = messageWording(
      system('withdrawal_rejected', { amountMinor: 5_000, currency: 'BRL', reference: '9' }),
      en,
      brand,
      'en',
    );
    expect(without.body).not.toContain('undefined');
    expect(without.body).toContain('was refused and the amount is back');
  });

  it('names the source of a bonus, and a source it does not know as the platform', () => {
    expect(
      messageWording(system('bonus_issued', { amountMinor: 800, currency: 'BRL', source: 'mission' }), en, brand, 'en'),
    ).toEqual({
      title: 'Bonus received',
      body: 'You received a bonus of R$8.00 from a mission.',
      link: 'bonusDetails',
    });
    expect(
      messageWording(system('bonus_issued', { amountMinor: 800, source: 'lucky-wheel' }), en, brand, 'en').body,
    ).toBe('You received a bonus of R$8.00 from the platform.');
  });

  it('leads a feedback reply to the feedback page', () => {
    expect(messageWording(system('feedback_replied', { reference: '31' }), en, brand, 'en')).toEqual({
      title: 'Your feedback was answered',
      body: 'Customer service replied to your feedback no. 31.',
      link: 'feedback',
    });
  });

  it('names who offered a contract and its kind, the platform when nobody', () => {
    expect(
      messageWording(system('contract_offered', { source: 'daily_salary', reference: 'boss1' }), en, brand, 'en'),
    ).toEqual({
      title: 'New contract offered',
      body: 'boss1 offered you a daily salary contract. Open the agent center to accept or reject it.',
      link: null,
    });
    expect(
      messageWording(system('contract_offered', { source: 'dividend', reference: '' }), en, brand, 'en').body,
    ).toBe('The platform offered you a dividend contract. Open the agent center to accept or reject it.');
  });
});

describe('amountText', () => {
  it("uses the brand's decimals for its own currency and 2 for another", () => {
    expect(amountText(1_500, 'VND', { code: 'VND', decimals: 0, symbol: '₫' }, 'en')).toBe('₫1,500');
    expect(amountText(1_500, 'USD', { code: 'VND', decimals: 0, symbol: '₫' }, 'en')).toBe('$15.00');
  });
});
