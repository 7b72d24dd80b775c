import { describe, expect, it } from 'vitest';
import { userAgentName } from './user-agent-name';

describe('userAgentName', () => {
  it.each([
    [
      'Chrome',
      'Linux',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    ],
    [
      'Edge',
      'Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
    ],
    [
      'Firefox',
      'macOS',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0',
    ],
    [
      'Safari',
      'macOS',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Safari/605.1.15',
    ],
    [
      'Safari',
      'iOS',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1',
    ],
    [
      'Chrome',
      'iOS',
      'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
    ],
    [
      'Samsung Internet',
      'Android',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Mobile Safari/537.36',
    ],
    [
      'Chrome',
      'Android',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    ],
    [
      'Opera',
      'Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
    ],
    [
      'Chrome',
      'ChromeOS',
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ],
  ])('recognises %s on %s', (browser, os, userAgent) => {
    expect(userAgentName(userAgent)).toEqual({ browser, os });
  });

  it('leaves out what it does not recognise', () => {
    expect(userAgentName('')).toEqual({ browser: null, os: null });
    expect(userAgentName('curl/8.5.0')).toEqual({ browser: null, os: null });
    expect(userAgentName('Mozilla/5.0 (X11; Linux x86_64) SomeBrowser/1.0')).toEqual({
      browser: null,
      os: 'Linux',
    });
  });
});
