import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inspectImage } from './inspect-image';
import { containsMarkup } from './markup';

const photo = (format: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer();

describe('inspectImage', () => {
  it.each(['png', 'jpeg', 'webp', 'avif', 'gif'] as const)('accepts a whole %s', async (format) => {
    expect(await inspectImage(await photo(format))).toEqual({
      ok: true,
      type: format,
      width: 40,
      height: 30,
      frames: 1,
    });
  });

  it('refuses SVG and HTML by their bytes', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>');
    expect(await inspectImage(svg)).toMatchObject({ ok: false, problem: 'unrecognised' });
    const html = Buffer.from('<!doctype html><p>hi</p>');
    expect(await inspectImage(html)).toMatchObject({ ok: false, problem: 'unrecognised' });
  });

  it('refuses truncated files and data appended after the end', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'avif', 'gif'] as const) {
      const whole = await photo(format);
      const cut = whole.subarray(0, Math.floor(whole.length * 0.7));
      expect(await inspectImage(cut)).toMatchObject({ ok: false, problem: 'truncated' });
    }
    const appended = Buffer.concat([await photo('png'), Buffer.from('<?php echo 1; ?>')]);
    expect(await inspectImage(appended)).toMatchObject({ ok: false, problem: 'truncated' });
  });

  it('refuses a GIF that carries a script in a comment', async () => {
    const gif = await photo('gif');
    const comment = Buffer.from('<script>alert(1)</script>');
    const extension = Buffer.concat([
      Buffer.from([0x21, 0xfe, comment.length]),
      comment,
      Buffer.from([0x00]),
    ]);
    // After the header and the global colour table the GIF accepts extension blocks.
    const at = gif.indexOf(Buffer.from([0x21, 0xf9]));
    const polyglot = Buffer.concat([gif.subarray(0, at), extension, gif.subarray(at)]);
    expect(await inspectImage(polyglot)).toMatchObject({ ok: false, problem: 'markup' });
  });

  it('refuses a pixel flood from its header alone', async () => {
    const png = await photo('png');
    const flood = Buffer.from(png);
    flood.writeUInt32BE(65535, 16);
    flood.writeUInt32BE(65535, 20);
    const started = performance.now();
    expect(await inspectImage(flood)).toMatchObject({ ok: false, problem: 'too-many-pixels' });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a header that names another format than the bytes', async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(64),
      Buffer.from([0xff, 0xd9]),
    ]);
    expect(await inspectImage(fake)).toMatchObject({ ok: false, problem: 'unreadable' });
  });
});

describe('containsMarkup', () => {
  it('finds markup in any case and ignores lookalikes', () => {
    expect(containsMarkup(Buffer.from('xx<ScRiPt src=a>'))).toBe(true);
    expect(containsMarkup(Buffer.from('a<svg>'))).toBe(true);
    expect(containsMarkup(Buffer.from('a<svgz b<htm <scrip'))).toBe(false);
  });
});
