/**
 * The server's dependency rule (docs/architecture.md draws the graph): `platform`, `db` and
 * `config` import no feature; each feature imports only the features listed for it below, which
 * form one directed graph without loops; no module cycle anywhere. `npm run lint` checks it.
 * A new feature adds its line here; an import a line does not allow means shared code should
 * move down (into `platform`, `db` or a lower feature), not sideways.
 */
const FEATURE_EDGES = {
  bets: [],
  content: ['members', 'operators'],
  members: [],
  settings: ['operators'],
  system: ['content'],
  operators: ['members'],
  kyc: ['members', 'operators'],
  auth: ['kyc', 'members'],
  security: ['auth', 'members'],
  social: ['auth', 'members', 'operators'],
  'payment-password': ['auth', 'members'],
  records: ['bets', 'members', 'providers'],
  wallet: ['members', 'operators', 'payment-password'],
  bonuses: ['members', 'wallet'],
  withdrawals: ['bonuses', 'deposits', 'kyc', 'members', 'operators', 'payment-password', 'wallet'],
  'responsible-gaming': ['bonuses', 'kyc', 'members', 'operators'],
  deposits: ['members', 'operators', 'responsible-gaming', 'wallet'],
  'sandbox-gateway': [],
  providers: ['bets', 'members', 'operators', 'wallet'],
  studio: ['operators', 'providers'],
  games: ['members', 'operators', 'providers'],
  lottery: ['bets', 'games', 'members', 'operators', 'wallet'],
  winners: ['bets'],
  reports: ['operators'],
  'member-admin': ['auth', 'bets', 'members', 'operators', 'providers', 'wallet'],
  promotions: ['bonuses', 'members', 'operators', 'wallet'],
  referral: ['bonuses', 'members', 'operators', 'wallet'],
  loyalty: ['bonuses', 'kyc', 'members', 'operators', 'payment-password', 'wallet'],
  rewards: ['loyalty', 'promotions', 'referral', 'members'],
  chat: ['members', 'operators'],
  'app-install': ['members'],
  messages: ['app-install', 'members', 'operators'],
  feedback: ['members', 'operators'],
  agents: ['auth', 'members', 'operators', 'payment-password', 'wallet'],
  aml: ['agents', 'operators', 'wallet'],
  jobs: ['operators'],
};

// Unanchored (`/src/...`) so the rule also judges the fixture its test cruises.
const feature = (name) => `(^|/)src/features/${name}/`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle means two modules each need the other: move the shared part down.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'platform-imports-no-feature',
      severity: 'error',
      comment: 'platform, db and config sit below every feature.',
      from: { path: '(^|/)src/(platform|db|config)/' },
      to: { path: '(^|/)src/features/' },
    },
    {
      name: 'feature-not-listed',
      severity: 'error',
      comment: 'Every feature folder has its line in FEATURE_EDGES (.dependency-cruiser.cjs).',
      from: { path: '(^|/)src/features/', pathNot: Object.keys(FEATURE_EDGES).map(feature) },
      to: { path: '(^|/)src/features/' },
    },
    ...Object.entries(FEATURE_EDGES).map(([name, allowed]) => ({
      name: `${name}-imports-only-${allowed.length ? allowed.join('-') : 'itself'}`,
      severity: 'error',
      from: { path: feature(name) },
      to: { path: '(^|/)src/features/', pathNot: [name, ...allowed].map(feature) },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/server/tsconfig.json' },
    exclude: { path: 'node_modules' },
  },
};
