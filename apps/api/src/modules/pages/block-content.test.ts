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
