// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { AdminChannel } from '@portal/shared/contracts/deposits';
import admin from '../../i18n/locales/en/admin.json';
import adminSettings from '../../i18n/locales/en/admin-settings.json';
import { describedText, renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../test/msw.ts';
import { ChannelForm } from './channel-form.tsx';

listenForCalls();
withEnglishTexts({ admin, 'admin-settings': adminSettings });

const gateway: AdminChannel = {
  id: 3,
  type: 'gateway',
  name: 'PIX',
  names: { 'pt-BR': 'PIX na hora' },
  min: 20,
  max: 3000,
  feeFixed: 0,
  feeBps: 150,
  feePayer: 'player',
  position: 10,
  enabled: true,
  gateway: { baseUrl: 'https://pix.example.com', merchantId: 'm-1', method: 'pix', hasWebhookSecret: true },
  bank: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('a new payment channel', () => {
  it("sends nothing while a box is wrong, then the create schema's body", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/admin/api/payment-channels', async ({ request }) => {
        sent.push(await request.json());
        return answer(gateway);
      }),
    );
    const onSaved = vi.fn();
    await renderWithServer(<ChannelForm channel={null} decimals={2} onClose={() => {}} onSaved={onSaved} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('channel-save'));
    await waitFor(() => expect(describedText('channel-name')).toBe(adminSettings.issues.REQUIRED));
    expect(describedText('channel-min')).toBe(adminSettings.amountIssues.required);
    expect(describedText('channel-baseUrl')).toBe(adminSettings.issues.REQUIRED);
    expect(describedText('channel-webhookSecret')).toBe(adminSettings.issues.REQUIRED);

    await user.type(screen.getByTestId('channel-name'), ' PIX Itaú ');
    await user.type(screen.getByTestId('channel-min'), '20');
    await user.type(screen.getByTestId('channel-max'), '10.555');
    await user.clear(screen.getByTestId('channel-position'));
    await user.click(screen.getByTestId('channel-save'));
    await waitFor(() => expect(describedText('channel-max')).toBe(adminSettings.amountIssues.decimals));
    expect(describedText('channel-position')).toBe(adminSettings.issues.INVALID_VALUE);
    await user.clear(screen.getByTestId('channel-max'));
    await user.type(screen.getByTestId('channel-max'), '10');
    await user.click(screen.getByTestId('channel-save'));
    await waitFor(() => expect(describedText('channel-max')).toBe(adminSettings.issues.TOO_SMALL));
    expect(sent).toEqual([]);

    await user.clear(screen.getByTestId('channel-max'));
    await user.type(screen.getByTestId('channel-max'), '3000');
    await user.type(screen.getByTestId('channel-position'), '5');
    await user.selectOptions(screen.getByTestId('channel-method'), 'pix');
    await user.type(screen.getByTestId('channel-baseUrl'), 'https://pix.example.com/api');
    await user.type(screen.getByTestId('channel-merchantId'), 'itau-42');
    await user.type(screen.getByTestId('channel-webhookSecret'), 'a-long-shared-webhook-secret');
    await user.click(screen.getByTestId('channel-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        type: 'gateway',
        name: 'PIX Itaú',
        names: {},
        min: 20,
        max: 3000,
        feeFixed: 0,
        feeBps: 0,
        feePayer: 'player',
        position: 5,
        enabled: true,
        gateway: {
          method: 'pix',
          baseUrl: 'https://pix.example.com/api',
          merchantId: 'itau-42',
          webhookSecret: 'a-long-shared-webhook-secret',
        },
      },
    ]);
  });

  it('asks a bank transfer for its account, and sends no secret', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/admin/api/payment-channels', async ({ request }) => {
        sent.push(await request.json());
        return answer(gateway);
      }),
    );
    await renderWithServer(<ChannelForm channel={null} decimals={0} onClose={() => {}} onSaved={() => {}} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByTestId('channel-type'), 'bank_transfer');
    await user.type(screen.getByTestId('channel-name'), 'Vietcombank');
    await user.type(screen.getByTestId('channel-min'), '50000');
    await user.type(screen.getByTestId('channel-max'), '5000000');
    await user.click(screen.getByTestId('channel-save'));
    await waitFor(() => expect(describedText('channel-accountNumber')).toBe(adminSettings.issues.REQUIRED));
    expect(sent).toEqual([]);

    await user.type(screen.getByTestId('channel-bankName'), 'Vietcombank');
    await user.type(screen.getByTestId('channel-accountName'), 'CONG TY A');
    await user.type(screen.getByTestId('channel-accountNumber'), '0123456789');
    await user.click(screen.getByTestId('channel-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      type: 'bank_transfer',
      min: 50000,
      max: 5000000,
      bank: {
        bankBin: null,
        bankName: 'Vietcombank',
        accountName: 'CONG TY A',
        accountNumber: '0123456789',
        instructions: null,
        instructionsByLanguage: {},
      },
    });
    expect(sent[0]).not.toHaveProperty('gateway');
  });
});

describe('changing a payment channel', () => {
  it("sends only what changed, and shows the server's refusal on its field", async () => {
    const sent: unknown[] = [];
    server.use(
      http.patch('*/admin/api/payment-channels/3', async ({ request }) => {
        sent.push(await request.json());
        return refuse(400, 'VALIDATION_FAILED', 'Some fields are not valid.', {
          fields: { 'gateway.baseUrl': 'PATTERN_MISMATCH' },
        });
      }),
    );
    const onClose = vi.fn();
    await renderWithServer(<ChannelForm channel={gateway} decimals={2} onClose={onClose} onSaved={() => {}} />);
    expect((screen.getByTestId('channel-min') as HTMLInputElement).value).toBe('20.00');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('channel-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([]);

    await user.clear(screen.getByTestId('channel-baseUrl'));
    await user.type(screen.getByTestId('channel-baseUrl'), '/sandbox-gateway');
    await user.clear(screen.getByTestId('channel-feeBps'));
    await user.type(screen.getByTestId('channel-feeBps'), '200');
    await user.click(screen.getByTestId('channel-save'));
    await waitFor(() => expect(describedText('channel-baseUrl')).toBe(adminSettings.issues.PATTERN_MISMATCH));
    expect(screen.getByTestId('channel-error').textContent).toBe('Some fields are not valid.');
    expect(sent).toEqual([{ feeBps: 200, gateway: { baseUrl: '/sandbox-gateway' } }]);
  });
});
