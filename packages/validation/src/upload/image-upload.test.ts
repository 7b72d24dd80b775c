import { describe, expect, it } from 'vitest';
import { imageFileSchema } from './image-file-schema';
import { MAX_IMAGE_UPLOAD_BYTES, checkImageFile, checkImageUpload } from './image-upload';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');

describe('checkImageUpload', () => {
  it('has a 30 MB limit', () => {
    expect(MAX_IMAGE_UPLOAD_BYTES).toBe(31_457_280);
  });

  it('accepts a png up to exactly 30 MB', () => {
    expect(
      checkImageUpload({ size: MAX_IMAGE_UPLOAD_BYTES, mimeType: 'image/png', head: png }),
    ).toEqual({
      ok: true,
      type: 'png',
    });
  });

  it('refuses one byte over 30 MB', () => {
    expect(
      checkImageUpload({ size: MAX_IMAGE_UPLOAD_BYTES + 1, mimeType: 'image/png', head: png }),
    ).toEqual({
      ok: false,
      problems: ['too-large'],
    });
  });

  it('refuses an SVG renamed and declared as png', () => {
    expect(checkImageUpload({ size: svg.length, mimeType: 'image/png', head: svg })).toEqual({
      ok: false,
      problems: ['unrecognised-content'],
    });
  });

  it('refuses a declared type that disagrees with the content', () => {
    const result = checkImageUpload({ size: 100, mimeType: 'image/gif', head: png });
    expect(result).toEqual({ ok: false, problems: ['type-mismatch'] });
  });

  it('refuses a declared type that is not accepted, and an empty file', () => {
    const result = checkImageUpload({ size: 0, mimeType: 'image/tiff', head: png });
    expect(result).toEqual({ ok: false, problems: ['empty', 'unsupported-declared-type'] });
  });

  it('relies on the content when no type is declared', () => {
    expect(checkImageUpload({ size: 100, mimeType: '', head: png })).toEqual({
      ok: true,
      type: 'png',
    });
  });
});

describe('checkImageFile and imageFileSchema', () => {
  it('reads the leading bytes of a Blob', async () => {
    expect(await checkImageFile(new Blob([png], { type: 'image/png' }))).toEqual({
      ok: true,
      type: 'png',
    });
    expect(await checkImageFile(new Blob([svg], { type: 'image/svg+xml' }))).toEqual({
      ok: false,
      problems: ['unrecognised-content', 'unsupported-declared-type'],
    });
  });

  it('reports the first problem as a message key in yup', async () => {
    await expect(
      imageFileSchema.validate(new Blob([png], { type: 'image/png' })),
    ).resolves.toBeInstanceOf(Blob);
    await expect(imageFileSchema.validate(new Blob([svg], { type: 'image/png' }))).rejects.toThrow(
      'validation.image.unrecognised-content',
    );
    await expect(imageFileSchema.validate(undefined)).resolves.toBeUndefined();
  });
});
