import { describe, expect, it } from 'vitest';
import { searchArgs } from './search-args';
import { parseSnippet } from './snippet';

describe('search snippets', () => {
  it('splits marked words from escaped text and unescapes it as text', () => {
    expect(parseSnippet('De <mark>fiets</mark>brug &amp; &lt;b&gt;kade&#39;s')).toEqual([
      { text: 'De ', marked: false },
      { text: 'fiets', marked: true },
      { text: "brug & <b>kade's", marked: false },
    ]);
  });

  it('keeps any other markup as visible text, never as HTML', () => {
    expect(parseSnippet('<img src=x onerror=alert(1)> <mark>a</mark>')).toEqual([
      { text: '<img src=x onerror=alert(1)> ', marked: false },
      { text: 'a', marked: true },
    ]);
  });
});

describe('search arguments of the URL', () => {
  it('reads the words, the page (clamped) and the visitor language', () => {
    expect(searchArgs(new URLSearchParams('q=+fiets+&page=2'), 'en')).toEqual({
      q: 'fiets',
      page: 2,
      lang: 'en',
    });
    expect(searchArgs(new URLSearchParams('q=a&page=999'), 'xx')).toEqual({
      q: 'a',
      page: 50,
      lang: 'nl',
    });
    expect(searchArgs(new URLSearchParams('q=a&page=zz'), 'nl')?.page).toBe(1);
    expect(searchArgs(new URLSearchParams('q=%20'), 'nl')).toBeNull();
  });
});
