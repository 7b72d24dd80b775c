import { describe, expect, it } from 'vitest';
import { pleinApi } from './plein-api';
import { storeWith } from './test-store';

// Node's own FormData, Blob and Request (jsdom's FormData is not one undici can send).

const ok = (seen: Request[], body = '{}') =>
  storeWith((input) => {
    seen.push(input as Request);
    return Promise.resolve(
      new Response(body, { status: 201, headers: { 'content-type': 'application/json' } }),
    );
  });

describe('uploadImage', () => {
  it('uploads an image as multipart field Image with one scope and a bearer token', async () => {
    const seen: Request[] = [];
    const store = ok(seen);
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await store.dispatch(
      pleinApi.endpoints.uploadImage.initiate({
        file,
        fileName: 'logo.png',
        scope: { block: 'B1' },
        accessToken: 'tok',
      }),
    );
    await store.dispatch(
      pleinApi.endpoints.uploadImage.initiate({ file, scope: { public: '' }, accessToken: 't' }),
    );
    expect(seen[0]?.url).toBe('http://api.test/a/upload?block=B1');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok');
    const form = await seen[0]!.formData();
    expect((form.get('Image') as File).name).toBe('logo.png');
    expect((form.get('Image') as File).size).toBe(4);
    expect(seen[1]?.url).toBe('http://api.test/a/upload?public');
  });
});
