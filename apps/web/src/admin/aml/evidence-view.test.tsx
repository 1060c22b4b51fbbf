import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AmlEvidence } from '@portal/shared/contracts/aml';
import aml from '../../i18n/locales/en/admin-aml.json';
import { EvidenceView } from './evidence-view';

// The console's session store reads the tab's sessionStorage when it loads; Node has none.
vi.hoisted(() => {
  const store = new Map<string, string>();
  Object.assign(globalThis, {
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
  });
});

async function render(evidence: AmlEvidence) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { 'admin-aml': aml } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <EvidenceView evidence={evidence} currency="BRL" />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the evidence of an AML alert', () => {
  it('labels fields, formats amounts with the currency and links members to their page', async () => {
    const html = await render({
      summary: '2 transfers',
      thresholds: { windowHours: 72 },
      figures: { leastTransfer: 55, transfers: 2 },
      rows: [
        {
          transactionId: 9,
          kind: 'transfer_upline',
          fromMemberId: 4,
          from: 'ana',
          amount: 1234.5,
          at: '2031-01-02T03:04:05Z',
        },
      ],
    });
    expect(html).toContain('<dt>Smallest transfer</dt><dd>55.00 BRL</dd>');
    expect(html).toContain('<dt>Window (hours)</dt><dd>72</dd>');
    expect(html).toContain('1,234.50 BRL');
    expect(html).toContain('href="/members/4"');
    expect(html).toContain('To the upline');
    expect(html).toContain('<th scope="col">From member</th>');
  });
});
