import { describe, expect, it } from 'vitest';
import { containsMarkup, createMarkupScanner } from './markup';

function scanInPieces(bytes: Buffer, sizes: number[]): boolean {
  const scanner = createMarkupScanner();
  let at = 0;
  for (let i = 0; at < bytes.length; i += 1) {
    const size = sizes[i % sizes.length]!;
    scanner.push(bytes.subarray(at, at + size));
    at += size;
  }
  return scanner.finish();
}

describe('createMarkupScanner', () => {
  const samples = [
    'xx<ScRiPt src=a>',
    'a<svg>',
    'a<svgz b<htm <scrip',
    'binary \u0000\u0001<?php echo 1;',
    'ends with <svg',
    'ends with <svg ',
    'ends with <script',
    '<<<<!DOCTYPE html',
    'nothing to see < here <b>',
  ];

  it.each(samples)('answers like containsMarkup for %j, however it is split', (text) => {
    const bytes = Buffer.from(text, 'latin1');
    const expected = containsMarkup(bytes);
    for (const sizes of [[1], [2], [3], [5, 1], [7], [bytes.length], [1, 9, 2]]) {
      expect(scanInPieces(bytes, sizes), `pieces of ${sizes.join(',')}`).toBe(expected);
    }
  });

  it('finds a token split across two large pieces of random bytes', () => {
    const noise = Buffer.alloc(3 * 1024 * 1024);
    for (let i = 0; i < noise.length; i += 1) noise[i] = ((i * 2654435761) >>> 24) & 0x3b;
    expect(containsMarkup(noise)).toBe(false);
    expect(scanInPieces(noise, [1024 * 1024])).toBe(false);
    Buffer.from('<iframe src=x>').copy(noise, 1024 * 1024 - 4);
    expect(scanInPieces(noise, [1024 * 1024])).toBe(true);
  });

  it('answers false for nothing at all', () => {
    expect(createMarkupScanner().finish()).toBe(false);
  });
});
