import { describe, expect, it } from 'vitest';
import { isApiError } from '../../http/errors';
import { prepareBlockContent, sanitizeRichText } from './block-content';

describe('sanitizeRichText', () => {
  it('drops scripts, event handlers and javascript: links', () => {
    const html = sanitizeRichText(
      '<p onclick="steal()">Hoi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
    );
    expect(html).toBe('<p>Hoi</p><a>x</a>');
  });

  it('keeps the allowed tags and http, https and mailto links', () => {
    const input =
      '<h2>Kop</h2><h3>Sub</h3><p><strong>vet</strong> <em>schuin</em></p><ul><li>a</li></ul><ol><li>b</li></ol>' +
      '<blockquote>c</blockquote><a href="https://example.org">d</a><a href="http://example.org">e</a><a href="mailto:a@b.nl">f</a>';
    expect(sanitizeRichText(input)).toBe(input);
  });

  it('keeps links to paths of this site and drops those a browser reads as another host', () => {
    expect(sanitizeRichText('<p><a href="/over-ons#contact">a</a></p>')).toBe(
      '<p><a href="/over-ons#contact">a</a></p>',
    );
    expect(
      sanitizeRichText(
        '<a href="//evil.example">b</a><a href="/\\evil.example">c</a><a href="over-ons">d</a>',
      ),
    ).toBe('<a>b</a><a>c</a><a>d</a>');
  });

  it('keeps a data table with its caption and header cells scoped to a column or row', () => {
    const input =
      '<table><caption>Cookies</caption><thead><tr><th scope="col">Naam</th><th scope="col">Duur</th></tr></thead>' +
      '<tbody><tr><th scope="row">plein-lang</th><td>sessie</td></tr></tbody></table>';
    expect(sanitizeRichText(input)).toBe(input);
  });

  it('drops table layout attributes and a scope other than col or row', () => {
    expect(
      sanitizeRichText(
        '<table style="width:1px" border="1"><tbody><tr><th scope="colgroup" onclick="x()">a</th>' +
          '<td colspan="2" style="color:red">b</td></tr></tbody></table>',
      ),
    ).toBe('<table><tbody><tr><th>a</th><td>b</td></tr></tbody></table>');
  });

  it('drops tags outside the list but keeps their text', () => {
    expect(sanitizeRichText('<h1>Titel</h1><div><span style="color:red">tekst</span></div>')).toBe(
      'Titeltekst',
    );
  });
});

describe('prepareBlockContent', () => {
  it('sanitises rich-text html', () => {
    expect(
      prepareBlockContent('rich-text', { html: '<p>a<script>b</script></p>', extra: 1 }),
    ).toEqual({ html: '<p>a</p>' });
  });

  it('refuses malformed hero and rich-text content with 400', () => {
    for (const [type, content] of [
      ['hero', { title: 'x' }],
      ['rich-text', { text: 'x' }],
      ['hero', null],
    ] as const) {
      let caught: unknown;
      try {
        prepareBlockContent(type, content);
      } catch (error) {
        caught = error;
      }
      expect(isApiError(caught)).toBe(true);
      expect(caught).toMatchObject({ status: 400, code: 'invalid_block_content' });
    }
  });
});

describe('prepareBlockContent for the core types', () => {
  const refused = (type: string, content: unknown) => {
    try {
      prepareBlockContent(type, content);
    } catch (error) {
      return isApiError(error) && error.code === 'invalid_block_content';
    }
    return false;
  };
  const guid = '22222222-2222-4222-8222-222222222222';
  const image = {
    imageGuid: null,
    url: 'https://example.org/a.png',
    alt: 'Haven',
    caption: '',
    width: 1200,
    height: null,
  };
  const button = { label: 'Lees meer', url: '/over-ons', variant: 'primary' };
  const headerImage = { guid, imageGuid: guid, title: 'Haven', text: '' };
  const video = { provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'Film' };

  it('keeps the known keys of each shape and drops the rest', () => {
    const kept: [string, unknown, unknown][] = [
      ['image', { ...image, onload: 'x' }, image],
      ['image', { ...image, imageGuid: guid, url: null }, { ...image, imageGuid: guid, url: null }],
      ['hero', { title: 'a < b', text: '', html: '<b>' }, { title: 'a < b', text: '' }],
      ['header-images', { images: [{ ...headerImage, x: 1 }] }, { images: [headerImage] }],
      [
        'buttons',
        {
          buttons: [
            { ...button, x: 1 },
            { ...button, url: 'https://example.org', variant: 'secondary' },
          ],
        },
        { buttons: [button, { ...button, url: 'https://example.org', variant: 'secondary' }] },
      ],
      ['video', { ...video, autoplay: true }, video],
      [
        'video',
        { ...video, provider: 'vimeo', videoId: '76979871' },
        { ...video, provider: 'vimeo', videoId: '76979871' },
      ],
      ['list', { extra: 1 }, { title: '' }],
      [
        'list-widget',
        { title: 'Uitgelicht', parents: [{ guid, label: 'Haven', x: 1 }] },
        { title: 'Uitgelicht', parents: [{ guid, label: 'Haven' }] },
      ],
      ['quote', { any: ['thing'] }, { any: ['thing'] }],
      // A block just added, not filled in yet: stored, and it renders nothing.
      ['image', { ...image, url: null }, { ...image, url: null }],
      ['buttons', { buttons: [] }, { buttons: [] }],
      ['video', { ...video, videoId: '', title: '' }, { ...video, videoId: '', title: '' }],
    ];
    for (const [type, content, stored] of kept) {
      expect(prepareBlockContent(type, content), type).toEqual(stored);
    }
  });

  it('refuses markup in plain text, unsafe links and values out of shape or range', () => {
    const cases: [string, unknown][] = [
      ['hero', { title: '<svg onload=x>', text: '' }],
      ['hero', { title: 'x', text: 5 }],
      ['image', { ...image, url: 'javascript:alert(1)' }],
      ['image', { ...image, url: 'http://192.168.1.1/a.png' }],
      ['image', { ...image, imageGuid: guid }],
      ['image', { ...image, imageGuid: 'x', url: null }],
      ['image', { ...image, width: 0 }],
      ['image', { ...image, height: 10.5 }],
      ['image', { ...image, width: 10_001 }],
      ['image', { ...image, width: '100' }],
      ['image', { ...image, alt: 'a'.repeat(301) }],
      ['image', { ...image, caption: 'a'.repeat(501) }],
      ['image', { ...image, alt: undefined }],
      ['header-images', { images: Array.from({ length: 11 }, () => headerImage) }],
      ['header-images', { images: [{ ...headerImage, imageGuid: 'x' }] }],
      ['header-images', { images: [{ ...headerImage, title: '<b>x</b>' }] }],
      ['buttons', { buttons: Array.from({ length: 7 }, () => button) }],
      ['buttons', { buttons: [{ ...button, label: '  ' }] }],
      ['buttons', { buttons: [{ ...button, label: 'a'.repeat(81) }] }],
      ['buttons', { buttons: [{ ...button, variant: 'danger' }] }],
      ['buttons', { buttons: [{ ...button, url: 'data:text/html,x' }] }],
      ['buttons', { buttons: [{ ...button, url: 'vbscript:x' }] }],
      ['buttons', { buttons: [{ ...button, url: '/a b' }] }],
      ['video', { ...video, videoId: '123' }],
      ['video', { ...video, provider: 'vimeo' }],
      ['video', { ...video, provider: 'tiktok' }],
      ['video', { ...video, title: '' }],
      ['list', { title: 5 }],
      ['list', { parents: [{ guid: 'x', label: 'y' }] }],
      ['quote', 'text'],
      ['quote', ['a']],
      ['quote', null],
      ['quote', { text: 'x'.repeat(70_000) }],
    ];
    for (const [type, content] of cases) {
      expect(refused(type, content), `${type} ${JSON.stringify(content).slice(0, 80)}`).toBe(true);
    }
  });
});
