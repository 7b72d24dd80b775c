import { describe, expect, it } from 'vitest';
import { negotiatedEncoding } from './content-encoding';

describe('the encoding of a precompressed answer', () => {
  it('is Brotli for a browser, which lists gzip first', () => {
    // Chromium's and Firefox's header: equal weights, so the server's preference decides.
    expect(negotiatedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiatedEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiatedEncoding('*')).toBe('br');
  });

  it('follows the client’s q-values before the server’s preference', () => {
    expect(negotiatedEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiatedEncoding('gzip;q=1.0, br;q=0.9')).toBe('gzip');
    expect(negotiatedEncoding('gzip;q=0.8, br;q=0.8')).toBe('br');
  });

  it('never sends an encoding the client refuses with q=0', () => {
    expect(negotiatedEncoding('br;q=0, gzip, deflate')).toBe('gzip');
    expect(negotiatedEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiatedEncoding('br;q=0, gzip;q=0')).toBe('identity');
  });

  it('is identity without a header, or for encodings it does not keep', () => {
    expect(negotiatedEncoding(undefined)).toBe('identity');
    expect(negotiatedEncoding('')).toBe('identity');
    expect(negotiatedEncoding('deflate, zstd')).toBe('identity');
    expect(negotiatedEncoding('identity')).toBe('identity');
  });
});
