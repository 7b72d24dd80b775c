import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it('joins page title and platform name', () => {
    expect(documentTitle('Over ons', 'Plein Demo')).toBe('Over ons | Plein Demo');
  });
  it('names the platform once when the page carries its name', () => {
    expect(documentTitle('Havenstad Nieuws', 'Havenstad Nieuws')).toBe('Havenstad Nieuws');
    expect(documentTitle('Welkom', undefined)).toBe('Welkom');
  });
});
