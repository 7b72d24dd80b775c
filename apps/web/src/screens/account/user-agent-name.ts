/** The browser and operating system a user agent names, each null when not recognised. */
export interface UserAgentName {
  browser: string | null;
  os: string | null;
}

// First match wins: Edge, Opera and Samsung Internet also say Chrome; Chrome also says Safari.
const browsers: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChromium\//, 'Chromium'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

// iOS and Android before macOS and Linux, which their user agents also mention.
const systems: readonly (readonly [RegExp, string])[] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const firstMatch = (value: string, table: readonly (readonly [RegExp, string])[]) =>
  table.find(([pattern]) => pattern.test(value))?.[1] ?? null;

/**
 * The main browser and operating system in a user agent string, for a short readable name of a
 * session ("Chrome on Linux"). Only the common browsers and systems are known; anything else
 * (a script, an unusual browser) gives null parts.
 *
 * @example
 * userAgentName('Mozilla/5.0 (X11; Linux x86_64) … Chrome/156.0.0.0 Safari/537.36');
 * // { browser: 'Chrome', os: 'Linux' }
 */
export function userAgentName(userAgent: string): UserAgentName {
  return { browser: firstMatch(userAgent, browsers), os: firstMatch(userAgent, systems) };
}
