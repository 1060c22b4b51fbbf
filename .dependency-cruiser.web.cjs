/**
 * The web client's dependency rule (docs/architecture.md, "Web boundaries"), checked by
 * `npm run lint`:
 * - `lib` (no components), then `ui` and `i18n`, sit below everything and import no app code;
 * - a feature imports another feature only through its public entry (`features/<name>/index.ts`),
 *   never a file inside it, and never the shells (`app/`, `admin/`);
 * - the player shell (`app/`, `main.tsx`) and the console (`admin/`) do not import each other;
 * - a console section imports another section only through its `index.ts`; `admin/ui`, `admin/lib`
 *   and `admin/layout` are the console's shared pieces;
 * - no module cycle, so no two features (through their entries) depend on each other.
 * The shells are the composition roots: they may reach a feature's pages directly, which keeps
 * each page its own lazily loaded chunk.
 */
// Unanchored (`/src/...`) so the rule also judges the fixture its test cruises.
const src = (path) => `(^|/)src/${path}`;

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
      name: 'shared-layers-import-no-app-code',
      severity: 'error',
      comment: 'lib, ui and i18n sit below the features and both shells.',
      from: { path: src('(lib|ui|i18n)/') },
      to: { path: src('(features|admin|app)/') },
    },
    {
      name: 'lib-imports-no-ui',
      severity: 'error',
      comment: 'lib holds logic without components; ui may use lib, not the other way.',
      from: { path: src('lib/') },
      to: { path: src('ui/') },
    },
    {
      name: 'feature-imports-no-shell',
      severity: 'error',
      comment: 'Features sit below the player shell and the console: pass what they need in as props.',
      from: { path: src('features/') },
      to: { path: src('(app|admin)/') },
    },
    {
      name: 'console-imports-no-player-shell',
      severity: 'error',
      comment: 'The console is its own page (admin.html): shared shell pieces live in lib or ui.',
      from: { path: src('admin/') },
      to: { path: src('app/') },
    },
    {
      name: 'player-shell-imports-no-console',
      severity: 'error',
      comment: 'The player graph never holds console code.',
      from: { path: src('(app/|main\\.tsx)') },
      to: { path: src('admin/') },
    },
    {
      name: 'feature-through-public-entry',
      severity: 'error',
      comment:
        'Another feature is reached through its index.ts, which lists what it offers; move what more than one feature needs into lib or ui.',
      from: { path: '(^|/)src/features/([^/]+)/' },
      to: {
        path: src('features/'),
        pathNot: ['(^|/)src/features/$2/', src('features/[^/]+/index\\.tsx?$')],
      },
    },
    {
      name: 'console-through-public-entry',
      severity: 'error',
      comment: 'The console reaches a player feature only through its index.ts.',
      from: { path: src('admin/') },
      to: { path: src('features/'), pathNot: src('features/[^/]+/index\\.tsx?$') },
    },
    {
      name: 'console-section-through-public-entry',
      severity: 'error',
      comment:
        'A console section reaches another through its index.ts; shared pieces live in admin/ui, admin/lib or admin/layout.',
      from: { path: '(^|/)src/admin/([^/]+)/' },
      to: {
        path: src('admin/[^/]+/'),
        pathNot: ['(^|/)src/admin/$2/', src('admin/(ui|lib|layout)/'), src('admin/[^/]+/index\\.tsx?$')],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    exclude: { path: 'node_modules' },
  },
};
