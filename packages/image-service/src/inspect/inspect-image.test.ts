import { readdirSync, readlinkSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectImage, inspectImageFile } from './inspect-image';
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

describe('inspectImageFile', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'plein-inspect-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const asFile = async (name: string, bytes: Buffer) => {
    const file = path.join(dir, name);
    await writeFile(file, bytes);
    return file;
  };

  it('answers exactly like inspectImage for accepted and refused files', async () => {
    const samples: [string, Buffer][] = [];
    for (const format of ['png', 'jpeg', 'webp', 'avif', 'gif'] as const) {
      const whole = await photo(format);
      samples.push([format, whole], [`${format}-cut`, whole.subarray(0, whole.length - 5)]);
    }
    const gif = await photo('gif');
    const at = gif.indexOf(Buffer.from([0x21, 0xf9]));
    const script = Buffer.from('<script>alert(1)</script>');
    samples.push(
      ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
      ['empty', Buffer.alloc(0)],
      [
        'polyglot',
        Buffer.concat([
          gif.subarray(0, at),
          Buffer.from([0x21, 0xfe, script.length]),
          script,
          Buffer.from([0]),
          gif.subarray(at),
        ]),
      ],
      [
        'fake-jpeg',
        Buffer.concat([
          Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
          Buffer.alloc(64),
          Buffer.from([0xff, 0xd9]),
        ]),
      ],
    );
    const flood = Buffer.from(await photo('png'));
    flood.writeUInt32BE(65535, 16);
    flood.writeUInt32BE(65535, 20);
    samples.push(['flood', flood]);
    for (const [name, bytes] of samples) {
      expect(await inspectImageFile(await asFile(name, bytes)), name).toEqual(
        await inspectImage(bytes),
      );
    }
  });

  it('leaves no file open once it answered (refused uploads are deleted at once)', async () => {
    const webp = await asFile('held.webp', await photo('webp'));
    expect(await inspectImageFile(webp)).toMatchObject({ ok: true, type: 'webp' });
    await rm(webp);
    const open = readdirSync('/proc/self/fd').flatMap((fd) => {
      try {
        return [readlinkSync(`/proc/self/fd/${fd}`)];
      } catch {
        return [];
      }
    });
    expect(open.filter((target) => target.startsWith(webp))).toEqual([]);
  });

  it('refuses a missing file by throwing, not by answering', async () => {
    await expect(inspectImageFile(path.join(dir, 'missing'))).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });
});
