import { describe, expect, it } from 'vitest';
import { safeLocalPath, safeRedirectLocation } from './local-path';

/** Paths a browser would read as another host, and the path of this site each becomes. */
const hostilePaths: [string, string][] = [
  ['//evil.example/i/1002', '/evil.example/i/1002'],
  ['/\\evil.example', '/evil.example'],
  ['//user@evil.example/edit', '/user@evil.example/edit'],
  ['/\\/evil', '/evil'],
  ['\\\\evil.example', '/evil.example'],
  ['///evil.example', '/evil.example'],
  ['/\t/evil.example', '/evil.example'],
  ['/\n/evil.example', '/evil.example'],
  ['\r\n//evil.example', '/evil.example'],
];

describe('safeLocalPath', () => {
  it('keeps a path of this site as it is, with its query and fragment', () => {
    expect(safeLocalPath('/')).toBe('/');
    expect(safeLocalPath('/nieuws/i/1002?pagina=2#top')).toBe('/nieuws/i/1002?pagina=2#top');
    expect(safeLocalPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it.each(hostilePaths)('makes %j a path of this site', (hostile, path) => {
    expect(safeLocalPath(hostile)).toBe(path);
  });

  it('sends anything that is not a path to the home page', () => {
    for (const target of ['https://evil.example/', 'evil.example', ' //evil.example', '', '?x=1']) {
      expect(safeLocalPath(target)).toBe('/');
    }
  });
});

describe('safeRedirectLocation', () => {
  it.each(hostilePaths)('makes %j a path of this site', (hostile, path) => {
    expect(safeRedirectLocation(hostile)).toBe(path);
  });

  it('keeps an absolute address at its origin, its path made safe', () => {
    expect(safeRedirectLocation('https://www.plein.example/nieuws?pagina=2')).toBe(
      'https://www.plein.example/nieuws?pagina=2',
    );
    expect(safeRedirectLocation('https://www.plein.example//evil.example/x')).toBe(
      'https://www.plein.example/evil.example/x',
    );
  });

  it('never keeps a protocol-relative or scheme-only address', () => {
    expect(safeRedirectLocation('https:////evil.example')).toBe('/');
    expect(safeRedirectLocation('javascript:alert(1)')).toBe('/');
  });
});
