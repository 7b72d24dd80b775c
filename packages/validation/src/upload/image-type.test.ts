import { describe, expect, it } from 'vitest';
import { detectImageType, imageTypeFromMime } from './image-type';

const bytes = (...parts: (number[] | string)[]): Uint8Array =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

const ftyp = (major: string, ...compatible: string[]): Uint8Array =>
  bytes([0, 0, 0, 16 + compatible.length * 4], 'ftyp', major, [0, 0, 0, 0], ...compatible);

describe('detectImageType', () => {
  it('recognises each accepted format by its magic number', () => {
    expect(detectImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBe(
      'png',
    );
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectImageType(bytes('GIF89a', [1, 0]))).toBe('gif');
    expect(detectImageType(bytes('GIF87a'))).toBe('gif');
    expect(detectImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(detectImageType(ftyp('avif', 'mif1', 'miaf'))).toBe('avif');
    expect(detectImageType(ftyp('avis'))).toBe('avif');
    expect(detectImageType(ftyp('mif1', 'avif'))).toBe('avif');
  });

  it('refuses other content whatever it is called', () => {
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectImageType(bytes('II*', [0]))).toBeNull(); // TIFF
    expect(detectImageType(ftyp('heic', 'mif1'))).toBeNull();
    expect(detectImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
    expect(detectImageType(bytes([0x89], 'PN'))).toBeNull();
  });
});

describe('imageTypeFromMime', () => {
  it('maps accepted MIME types, ignoring case and parameters', () => {
    expect(imageTypeFromMime('image/PNG')).toBe('png');
    expect(imageTypeFromMime('image/jpg')).toBe('jpeg');
    expect(imageTypeFromMime('image/avif; q=1')).toBe('avif');
  });

  it('returns null for types that are not accepted', () => {
    expect(imageTypeFromMime('image/svg+xml')).toBeNull();
    expect(imageTypeFromMime('image/tiff')).toBeNull();
    expect(imageTypeFromMime('')).toBeNull();
  });
});
