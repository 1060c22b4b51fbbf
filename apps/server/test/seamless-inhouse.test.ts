import { INHOUSE_VENDOR } from '@portal/shared/contracts/seamless';
import { createServerSecret } from '../src/platform/server-secrets.ts';
import { DEFAULT_MAX_BET_MINOR } from '../src/features/providers/provider-configs.service.ts';
import { describeSeamlessConformance } from './seamless-conformance.ts';
import { ensureCatalogGame } from './support/seamless-client.ts';
import { createTestApp } from './test-app.ts';

// The in-house studio is configured out of the box: its secret is the server secret the studio
// (served by this same process) signs with.
describeSeamlessConformance('INHOUSE (the in-house studio)', async () => {
  const t = await createTestApp();
  await ensureCatalogGame(t, INHOUSE_VENDOR, 'conformance-slot', 100);
  const secret = (await createServerSecret(t.database.db, 'provider-inhouse-secret')()).toString('hex');
  const currency = (await t.app.inject({ url: '/wps/system/status' })).json().value.currency.code as string;
  return {
    t,
    vendor: INHOUSE_VENDOR,
    secret,
    gameCode: 'conformance-slot',
    minBetMinor: 100,
    maxBetMinor: DEFAULT_MAX_BET_MINOR,
    currency,
    close: () => t.close(),
  };
});
