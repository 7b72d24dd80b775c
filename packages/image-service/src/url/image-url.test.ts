import { describe, expect, it } from 'vitest';
import { headerImageSources, imageSrcSet, imageUrl, placeholderUrl } from './image-url';

const guid = '0f8fad5b-d9cb-469f-a165-70867728950e';
const query = (url: string) =>
  Object.fromEntries(new URL(url, 'https://plein.example').searchParams);

describe('imageUrl', () => {
  it('builds GET /a/{imageGuid} and leaves the defaults out', () => {
    expect(imageUrl(guid)).toBe(`/a/${guid}`);
    expect(imageUrl(guid, { quality: 80, format: 'webp', fit: 'inside' })).toBe(`/a/${guid}`);
  });

  it('puts each query parameter in a fixed order', () => {
    const url = imageUrl(guid, {
      format: 'avif',
      fit: 'cover',
      name: 'zon: "strand".jpg',
      quality: 60,
      height: 300,
      width: 600,
      auth: 'tok',
      profile: 'p1',
      item: 'i1',
      block: 'b1',
    });
    expect(url).toBe(
      `/a/${guid}?block=b1&item=i1&profile=p1&auth=tok&width=600&height=300&quality=60&name=zon+strand.jpg&fit=cover&format=avif`,
    );
  });

  it('rounds widths up to a size step and caps them at 3000', () => {
    expect(query(imageUrl(guid, { width: 500 }))).toEqual({ width: '600' });
    expect(query(imageUrl(guid, { width: 4000, height: 2000 }))).toEqual({
      width: '3000',
      height: '1500',
    });
  });

  it('keeps quality between 1 and 100', () => {
    expect(query(imageUrl(guid, { quality: 0 })).quality).toBe('1');
    expect(query(imageUrl(guid, { quality: 150 })).quality).toBe('100');
  });

  it('prefixes a base URL and encodes the guid', () => {
    expect(imageUrl('a/b', { baseUrl: 'https://cdn.example' })).toBe('https://cdn.example/a/a%2Fb');
  });
});

describe('imageSrcSet', () => {
  it('lists one candidate per distinct size step', () => {
    expect(imageSrcSet(guid, [1280, 320, 300])).toBe(
      `/a/${guid}?width=320 320w, /a/${guid}?width=1440 1440w`,
    );
  });

  it('gives each candidate a height matching the aspect ratio', () => {
    const candidates = imageSrcSet(guid, [600, 1200], { aspectRatio: 2, format: 'jpeg' }).split(
      ', ',
    );
    expect(candidates.map((c) => query(c.split(' ')[0]!))).toEqual([
      { width: '600', height: '300', format: 'jpeg' },
      { width: '1200', height: '600', format: 'jpeg' },
    ]);
  });
});

describe('header and placeholder images', () => {
  it('serves header images 1200 wide, 600 on mobile', () => {
    const header = headerImageSources(guid);
    expect(query(header.src)).toEqual({ width: '1200' });
    expect(query(header.mobileSrc)).toEqual({ width: '600' });
    expect(header.srcSet).toBe(`/a/${guid}?width=600 600w, /a/${guid}?width=1200 1200w`);
    expect(header.sizes).toBe('(max-width: 600px) 600px, 1200px');
  });

  it('makes a 100x100 placeholder at quality 1', () => {
    expect(placeholderUrl(guid, { block: 'b1' })).toBe(
      `/a/${guid}?block=b1&width=100&height=100&quality=1`,
    );
  });
});
