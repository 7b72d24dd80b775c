import { describe, expect, it } from 'vitest';
import { siteimproveScriptUrl } from './siteimprove';

describe('siteimproveScriptUrl', () => {
  it('builds the standard script URL from an account id', () => {
    expect(siteimproveScriptUrl('1234567')).toBe(
      'https://siteimproveanalytics.com/js/siteanalyze_1234567.js',
    );
    expect(siteimproveScriptUrl('ab_12-C')).toBe(
      'https://siteimproveanalytics.com/js/siteanalyze_ab_12-C.js',
    );
  });

  it('builds nothing from an empty id or one that could change the URL', () => {
    for (const id of [undefined, '', '../evil', '123.js?x=1', '123/456', '12 34', 'a'.repeat(65)]) {
      expect(siteimproveScriptUrl(id)).toBeNull();
    }
  });
});
