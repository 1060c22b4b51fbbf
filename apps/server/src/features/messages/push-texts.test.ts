import { describe, expect, it } from 'vitest';
import { SYSTEM_MESSAGE_KINDS } from '@portal/shared/contracts/messages';
import { LANGUAGES } from '@portal/shared/languages';
import { PUSH_TEXTS, systemPushText } from './push-texts.ts';

const BRL = { code: 'BRL', decimals: 2, symbol: 'R$' };

describe('push texts of system messages', () => {
  it('word every kind in every language, with the amount', () => {
    for (const language of LANGUAGES)
      for (const kind of SYSTEM_MESSAGE_KINDS) {
        const text = PUSH_TEXTS[language][kind];
        expect(text.title.trim(), `${language} ${kind}`).not.toBe('');
        if (
          kind !== 'feedback_replied' &&
          kind !== 'contract_offered' &&
          !kind.startsWith('kyc_') &&
          !kind.startsWith('agent_')
        )
          expect(text.body, `${language} ${kind}`).toContain('{amount}');
      }
  });

  it('formats the amount in the reader’s numbers', () => {
    const params = { amountMinor: 123_456, currency: 'BRL' };
    expect(systemPushText('deposit_credited', params, 'pt-BR', BRL).body.replace(/\s/g, ' ')).toBe(
      'R$ 1.234,56 já está na sua carteira.',
    );
    expect(systemPushText('deposit_credited', params, 'en', BRL).body).toBe('R$1,234.56 is in your wallet.');
  });

  it('names the KYC level verified', () => {
    expect(systemPushText('kyc_verified', { reference: '2', reason: '' }, 'en', BRL).body).toBe(
      'Your verification (level 2) was approved.',
    );
  });
});
