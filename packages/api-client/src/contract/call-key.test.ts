import { describe, expect, it } from 'vitest';
import { callCacheIndex, hostWithoutPort } from './call-key';

describe('hostWithoutPort', () => {
  it('lower-cases and strips the port', () => {
    expect(hostWithoutPort('LocalHost:3000')).toBe('localhost');
    expect(hostWithoutPort('127.0.0.1')).toBe('127.0.0.1');
    expect(hostWithoutPort('[::1]:3000')).toBe('[::1]');
  });
});

describe('callCacheIndex', () => {
  const call = { method: 'get', url: '/api/pages/abc' };
  it('starts with the host name without port', () => {
    expect(callCacheIndex('Example.org:8080', call, 'public')).toMatch(/^example\.org:.+/);
  });
  it('is stable for the same call and differs per variant, url and host', () => {
    const a = callCacheIndex('localhost', call, 'public');
    expect(
      callCacheIndex('localhost:3000', { method: 'GET', url: '/api/pages/abc' }, 'public'),
    ).toBe(a);
    expect(callCacheIndex('localhost', call, 'private')).not.toBe(a);
    expect(callCacheIndex('localhost', { ...call, url: '/api/pages/abd' }, 'public')).not.toBe(a);
    expect(callCacheIndex('127.0.0.1', call, 'public').split(':')[1]).toBe(a.split(':')[1]);
  });
});
