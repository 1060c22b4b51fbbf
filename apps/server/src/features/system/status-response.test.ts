import { describe, expect, it } from 'vitest';
import { isResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import { DEFAULT_SETTINGS, type BrandSettings } from '@portal/shared/settings';
import { SystemStatus } from '@portal/shared/constants';
import type { CustomerServiceEntries, Resources } from '../../db/schema.ts';
import { ok } from '../../platform/envelope.ts';
import { presentCustomerService, presentResource } from '../content/content.presenter.ts';
import { createStatusResponse, STATUS_URL, statusResponseSchema } from './status-response.ts';
import { presentStatus } from './system.presenter.ts';
import type { VisitorStatus } from './system.service.ts';

const resources: Selectable<Resources>[] = [
  {
    id: 1,
    resource_type: 'APP_ANDROID',
    url: 'https://example.test/app.apk',
    qr_code_url: null,
    label: { en: 'Android app', 'pt-BR': 'App Android' },
    position: 1,
    seed_key: null,
    enabled: true,
  },
  {
    id: 2,
    resource_type: 'TELEGRAM',
    url: 'https://t.me/x',
    qr_code_url: 'https://example.test/qr.svg',
    label: { th: 'เทเลแกรม' },
    position: 2,
    seed_key: null,
    enabled: true,
  },
];
const customerService: Selectable<CustomerServiceEntries>[] = [
  {
    id: 7,
    type: 1,
    label: { en: 'Live chat', vi: 'Trò chuyện' },
    url: 'https://chat.test',
    vip_only: false,
    position: 1,
    seed_key: null,
    enabled: true,
  },
  {
    id: 8,
    type: 3,
    label: { en: 'Help desk' },
    url: 'https://desk.test/widget?key=abc',
    vip_only: false,
    position: 2,
    seed_key: null,
    enabled: true,
  },
];

/** The popup line sealed by a stand-in of the real box (service-line-box.ts, tested through the API). */
const lines = {
  sealed: (row: { type: number }) => row.type === 3,
  seal: async (row: { id: number }) => `sealed-${row.id}`,
};

function countingRepo() {
  const calls = { resources: 0, customerService: 0 };
  return {
    calls,
    resources: async () => (calls.resources++, resources),
    customerService: async () => (calls.customerService++, customerService),
  };
}

const visitors: VisitorStatus[] = [
  { status: SystemStatus.NORMAL, ip: '177.10.10.10', country: 'BR', maintenanceActive: false, restricted: false },
  { status: SystemStatus.MAINTENANCE, ip: '::1', country: null, maintenanceActive: true, restricted: true },
  { status: SystemStatus.RESTRICTED, ip: '8.8.8.8', country: 'US', maintenanceActive: false, restricted: true },
];

/** What the route answered before: the zod response serializer over the presented value. */
const zodSerialize = serializerCompiler({ schema: statusResponseSchema, method: 'GET', url: STATUS_URL });

describe('status response', () => {
  const settings: BrandSettings = {
    ...DEFAULT_SETTINGS,
    maintenance: { ...DEFAULT_SETTINGS.maintenance, startAt: '2030-01-01T00:00:00.000Z', endAt: null },
  };

  it('writes byte for byte what the zod serializer writes, for every visitor and language', async () => {
    const respond = createStatusResponse(countingRepo(), lines);
    for (const language of ['pt-BR', 'en', 'th', 'vi'] as const) {
      for (const visitor of visitors) {
        const expected = zodSerialize(
          ok(
            presentStatus(
              settings,
              visitor,
              resources.map((r) => presentResource(r, language)),
              customerService.map((r) => presentCustomerService(r, language, r.type === 3 ? `sealed-${r.id}` : null)),
            ),
          ),
        );
        expect(await respond(settings, language, visitor)).toBe(expected);
        expect(expected).not.toContain('desk.test');
      }
    }
  });

  it('reads the content rows once per settings snapshot, again for a new one', async () => {
    const repo = countingRepo();
    const respond = createStatusResponse(repo, lines);
    await Promise.all([respond(settings, 'en', visitors[0]!), respond(settings, 'th', visitors[1]!)]);
    // Once built, the answer is written without a wait.
    expect(typeof respond(settings, 'en', visitors[2]!)).toBe('string');
    expect(repo.calls).toEqual({ resources: 1, customerService: 1 });
    const changed = { ...settings, brand: { ...settings.brand, name: 'Renamed' } };
    const body = JSON.parse(await respond(changed, 'en', visitors[0]!));
    expect(body.value.brand.name).toBe('Renamed');
    expect(repo.calls).toEqual({ resources: 2, customerService: 2 });
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const respond = createStatusResponse(
      {
        resources: async () => {
          if (fail) throw new Error('database down');
          return resources;
        },
        customerService: async () => customerService,
      },
      lines,
    );
    await expect(respond(settings, 'en', visitors[0]!)).rejects.toThrow('database down');
    fail = false;
    expect(JSON.parse(await respond(settings, 'en', visitors[0]!)).value.resources).toHaveLength(2);
  });

  it('refuses a settings value the contract refuses, as the response serializer does', async () => {
    const respond = createStatusResponse(countingRepo(), lines);
    const broken = { ...settings, currency: { ...settings.currency, decimals: 'two' } } as unknown as BrandSettings;
    const error = await Promise.resolve(respond(broken, 'en', visitors[0]!)).catch((e: unknown) => e);
    expect(isResponseSerializationError(error)).toBe(true);
  });
});
