import { describe, expect, it } from 'vitest';
import { parseImageParams } from './parse-image-params';

const errorsFor = (query: Record<string, unknown>) => {
  const result = parseImageParams(query);
  return result.ok ? [] : result.errors.map((e) => e.param);
};

describe('parseImageParams', () => {
  it('applies the defaults to an empty query', () => {
    expect(parseImageParams(new URLSearchParams())).toEqual({
      ok: true,
      params: { quality: 80, format: 'webp', fit: 'inside' },
    });
  });

  it('reads every parameter and puts sizes on the ladder', () => {
    const query = new URLSearchParams(
      'width=500&height=250&quality=60&format=JPG&fit=cover&name=a:b.jpg&block=b-1&item=i1&profile=p1&auth=t',
    );
    expect(parseImageParams(query)).toEqual({
      ok: true,
      params: {
        width: 600,
        height: 300,
        quality: 60,
        format: 'jpeg',
        fit: 'cover',
        name: 'ab.jpg',
        block: 'b-1',
        item: 'i1',
        profile: 'p1',
        auth: 't',
      },
    });
  });

  it('accepts the edges of each range', () => {
    expect(parseImageParams({ width: '1', height: '3000', quality: '1' }).ok).toBe(true);
    expect(parseImageParams({ width: '3000', quality: '100' }).ok).toBe(true);
  });

  it('caps sizes above 3000 px instead of refusing them (spec section 9), keeping the ratio', () => {
    expect(parseImageParams({ width: '3840' })).toMatchObject({
      ok: true,
      params: { width: 3000 },
    });
    expect(parseImageParams({ width: '3001' })).toEqual(parseImageParams({ width: '3000' }));
    expect(parseImageParams({ height: '99999' })).toMatchObject({ params: { height: 3000 } });
    expect(parseImageParams({ width: '6000', height: '3000' })).toMatchObject({
      params: { width: 3000, height: 1500 },
    });
  });

  it.each(['0', '-1', '100000', '1e9', 'NaN', '1.5', '', ' 600', '0x10', '600px'])(
    'refuses width "%s"',
    (width) => {
      expect(errorsFor({ width })).toEqual(['width']);
      expect(errorsFor({ height: width })).toEqual(['height']);
    },
  );

  it.each(['0', '101', '-5', 'high'])('refuses quality "%s"', (quality) => {
    expect(errorsFor({ quality })).toEqual(['quality']);
  });

  it.each(['svg', 'tiff', 'bmp', 'heic'])('refuses format "%s"', (format) => {
    expect(errorsFor({ format })).toEqual(['format']);
  });

  it.each(['__proto__', 'constructor', 'Constructor', 'hasOwnProperty', 'toString', 'valueOf'])(
    'refuses the prototype member "%s" as a format or fit',
    (name) => {
      expect(errorsFor({ format: name })).toEqual(['format']);
      expect(errorsFor({ fit: name })).toEqual(['fit']);
    },
  );

  it('reports every problem with a readable message', () => {
    const result = parseImageParams({
      width: '-1',
      quality: '0',
      format: 'svg',
      fit: 'stretch',
      block: '../etc',
      height: ['10', '20'],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { param: 'width', message: 'width must be a whole number from 1 to 99999, got "-1"' },
      { param: 'height', message: 'height must be given once, as text' },
      { param: 'quality', message: 'quality must be a whole number from 1 to 100, got "0"' },
      { param: 'format', message: 'format must be one of webp, avif, jpeg, png, gif, got "svg"' },
      {
        param: 'fit',
        message: 'fit must be one of inside, outside, cover, contain, fill, got "stretch"',
      },
      { param: 'block', message: 'block must be a guid' },
    ]);
  });

  it('refuses a parameter given twice in a URL', () => {
    expect(parseImageParams(new URLSearchParams('width=100&width=200'))).toMatchObject({
      ok: false,
      errors: [{ param: 'width' }],
    });
  });
});
