import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_LANGUAGE } from '@portal/shared/languages';
import { STARTUP_NAMESPACES } from '../apps/web/src/i18n/namespaces.ts';

/** One entry of Vite's `.vite/manifest.json` (only the fields we follow). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Sizes {
  files: string[];
  raw: number;
  gzip: number;
}

export interface BundleResult {
  entry: Sizes;
  homePage: Sizes;
  locales: Sizes;
  homeTotal: Sizes;
  /** Information: chunks the home page imports lazily (e.g. the Swiper carousel), fetched after first render. */
  homeDeferred: Sizes;
  css: Sizes;
  /** The back office's own chunks (admin.html's graph minus what the player site shares with it). */
  console: Sizes;
  /** Console modules anywhere in the player site's graph, lazy chunks included: must stay empty. */
  consoleInPlayerGraph: string[];
  budgetGzip: number;
  withinBudget: boolean;
}

const CONSOLE_SRC = /^(src\/admin\/|admin\.html$)/;

/** Issue 33: the home page's first load on a cheap phone; the browser suite fails above it. */
export const HOME_BUDGET_GZIP = 130 * 1024;

const HOME_PAGE_SRC = 'src/app/pages/home-page.tsx';
/** The i18next namespaces init() waits for (STARTUP_NAMESPACES plus the server's error texts). */
const LOCALE_SOURCES = [
  ...STARTUP_NAMESPACES.map((ns) => `src/i18n/locales/${DEFAULT_LANGUAGE}/${ns}.json`),
  `../../packages/shared/src/error-messages/${DEFAULT_LANGUAGE}.ts`,
];

/**
 * The home page's initial JavaScript, from the built client:
 * - entry: the scripts index.html loads plus every chunk it modulepreloads, and their static imports;
 * - home page: the lazily loaded home route chunk and its static imports not already in the entry;
 * - locales: the default language's translation chunks, which i18next loads before the first render
 *   (react-i18next suspends until they arrive), so they count against the budget too.
 */
export function measureBundle(distDir: string): BundleResult {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) throw new Error(`${indexPath} missing: run \`npm run build\` first`);
  if (!fs.existsSync(manifestPath))
    throw new Error(`${manifestPath} missing: apps/web/vite.config.ts must set build.manifest: true`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const html = fs.readFileSync(indexPath, 'utf8');

  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const keyOf = (file: string) => {
    const key = byFile.get(file);
    if (!key) throw new Error(`${file} (referenced by index.html) is not in the Vite manifest`);
    return key;
  };
  const chunk = (key: string) => {
    const c = manifest[key];
    if (!c) throw new Error(`${key} is not in the Vite manifest`);
    return c;
  };

  /** The chunks `roots` need before running: themselves and their static imports, transitively. */
  const staticClosure = (roots: string[], exclude: Set<string> = new Set()) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || exclude.has(key)) return;
      seen.add(key);
      for (const imported of chunk(key).imports ?? []) visit(imported);
    };
    roots.forEach(visit);
    return seen;
  };

  const referenced = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map((m) => m[1]!.replace(/^\//, '')).filter((f) => f.endsWith('.js'));
  const entryFiles = [
    ...referenced(/<script[^>]*\ssrc="([^"]+)"/g),
    ...referenced(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...referenced(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g),
  ];
  if (entryFiles.length === 0) throw new Error('index.html references no script');
  const entryKeys = staticClosure([...new Set(entryFiles)].map(keyOf));
  const homeKeys = staticClosure([HOME_PAGE_SRC], entryKeys);
  const localeKeys = staticClosure(LOCALE_SOURCES, new Set([...entryKeys, ...homeKeys]));
  const counted = new Set([...entryKeys, ...homeKeys, ...localeKeys]);
  const deferredKeys = staticClosure(
    [...homeKeys].flatMap((key) => chunk(key).dynamicImports ?? []),
    counted,
  );
  // Everything a player could ever fetch: static and lazy imports from index.html's scripts.
  const everyReachable = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const next of [...(chunk(key).imports ?? []), ...(chunk(key).dynamicImports ?? [])]) visit(next);
    };
    roots.forEach(visit);
    return seen;
  };
  const playerGraph = everyReachable([...entryKeys]);
  const consoleInPlayerGraph = [...playerGraph].filter((key) => CONSOLE_SRC.test(chunk(key).src ?? key));
  const consoleKeys = [...everyReachable(['admin.html'])].filter((key) => !playerGraph.has(key));
  const cssFiles = new Set([...entryKeys, ...homeKeys].flatMap((key) => chunk(key).css ?? []));

  const sizesOf = (files: Iterable<string>): Sizes => {
    const list = [...new Set(files)].sort();
    let raw = 0;
    let gzip = 0;
    for (const file of list) {
      const bytes = fs.readFileSync(path.join(distDir, file));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    return { files: list, raw, gzip };
  };
  const filesOf = (keys: Set<string>) => [...keys].map((key) => chunk(key).file);

  const entry = sizesOf(filesOf(entryKeys));
  const homePage = sizesOf(filesOf(homeKeys));
  const locales = sizesOf(filesOf(localeKeys));
  const homeTotal = sizesOf([...entry.files, ...homePage.files, ...locales.files]);
  return {
    entry,
    homePage,
    locales,
    homeTotal,
    homeDeferred: sizesOf(filesOf(deferredKeys)),
    css: sizesOf(cssFiles),
    console: sizesOf(consoleKeys.map((key) => chunk(key).file)),
    consoleInPlayerGraph,
    budgetGzip: HOME_BUDGET_GZIP,
    withinBudget: homeTotal.gzip <= HOME_BUDGET_GZIP && consoleInPlayerGraph.length === 0,
  };
}
