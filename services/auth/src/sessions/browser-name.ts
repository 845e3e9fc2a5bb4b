/**
 * Browsers by a token of their user agent, most specific first: Edge, Opera and Samsung Internet also name
 * Chrome, and every Chromium names Safari.
 */
const BROWSERS: [RegExp, string][] = [
  [/\b(Edg|EdgA|EdgiOS|Edge)\//, 'Edge'],
  [/\b(OPR|OPiOS)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems likewise: Android names Linux, and iOS names Mac OS X. */
const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const UNKNOWN_BROWSER = 'Unknown browser';

const firstMatch = (userAgent: string, table: [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * What the sessions list calls a browser, e.g. 'Firefox on Windows': enough for an admin to tell their sessions
 * apart, never a basis for a decision (the user agent is whatever the client sent).
 */
export function browserName(userAgent: string): string {
  const browser = firstMatch(userAgent, BROWSERS) ?? UNKNOWN_BROWSER;
  const system = firstMatch(userAgent, SYSTEMS);
  return system ? `${browser} on ${system}` : browser;
}
