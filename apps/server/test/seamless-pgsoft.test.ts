import { describeSeamlessConformance } from './seamless-conformance.ts';
import { ensureCatalogGame } from './support/seamless-client.ts';
import { createTestApp, operatorAuth } from './test-app.ts';

const SECRET = 'pgsoft-test-secret-0123456789';

// A third-party seamless vendor configured by the operator in the test: the same suite passes,
// so the portal's side does not depend on which adapter launched the game.
describeSeamlessConformance('PGSOFT (configured by the operator)', async () => {
  const t = await createTestApp();
  await ensureCatalogGame(t, 'PGSOFT', 'conformance-slot', 50);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/admin/api/providers/PGSOFT',
    headers: await operatorAuth(t.app),
    payload: {
      secret: SECRET,
      launchUrl: 'https://games.pgsoft.example/launch',
      merchantId: 'portal-test',
      maxBetMinor: 1_000_000,
    },
  });
  if (res.statusCode !== 200) throw new Error(`PGSOFT configuration failed: ${res.body}`);
  const currency = (await t.app.inject({ url: '/wps/system/status' })).json().value.currency.code as string;
  return {
    t,
    vendor: 'PGSOFT',
    secret: SECRET,
    gameCode: 'conformance-slot',
    minBetMinor: 50,
    maxBetMinor: 1_000_000,
    currency,
    close: () => t.close(),
  };
});
