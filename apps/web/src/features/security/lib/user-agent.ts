/**
 * A session's browser and system from its User-Agent, simply: the first known name wins, in an
 * order that puts the browsers that also say "Chrome" or "Safari" (Edge, Opera, Samsung) first.
 * Anything unknown is null and the list says "unknown".
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export interface DeviceSummary {
  browser: string | null;
  os: string | null;
  mobile: boolean;
}

const first = (ua: string, list: [RegExp, string][]) => list.find(([pattern]) => pattern.test(ua))?.[1] ?? null;

export function describeUserAgent(userAgent: string | null): DeviceSummary {
  const ua = userAgent ?? '';
  return { browser: first(ua, BROWSERS), os: first(ua, SYSTEMS), mobile: /Mobi|iPhone|iPad|iPod|Android/.test(ua) };
}
