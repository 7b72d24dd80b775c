import { escapeXml, xmlDeclaration } from './xml-text';

/** One entry of a list's feed: a published item. */
export interface FeedEntry {
  guid: string;
  title: string;
  /** Absolute URL of the item's page. */
  url: string;
  published: Date;
  /** The item's description; none when it has none. */
  summary: string;
  /** The language the item is written in (`nl`, `en`). */
  language: string;
}

/** A list's feed: its page, the site and its newest entries. */
export interface Feed {
  /** Absolute URL of the feed itself (also its id). */
  url: string;
  /** Absolute URL of the page that shows the list. */
  pageUrl: string;
  title: string;
  /** The site's name, the author of every entry. */
  siteName: string;
  /** The last change the feed shows (its newest entry, or its page's publication). */
  updated: Date;
  language: string;
  entries: readonly FeedEntry[];
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/**
 * The Atom document (RFC 4287) of a list's feed. Entry ids are the items' guids as URNs, so an
 * item keeps its id when its title (and address) changes.
 *
 * @example
 * atomFeedXml({ url, pageUrl, title: 'Nieuws', siteName: 'Plein', updated, language: 'nl', entries });
 */
export function atomFeedXml(feed: Feed): string {
  const entries = feed.entries.map((entry) =>
    [
      `<entry xml:lang="${escapeXml(entry.language)}">`,
      element('id', `urn:uuid:${entry.guid}`),
      element('title', entry.title),
      `<link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
      element('published', entry.published.toISOString()),
      element('updated', entry.published.toISOString()),
      entry.summary ? element('summary', entry.summary) : '',
      '</entry>',
    ].join(''),
  );
  return [
    xmlDeclaration,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    element('id', feed.url),
    element('title', feed.title),
    element('updated', feed.updated.toISOString()),
    `<link rel="self" type="application/atom+xml" href="${escapeXml(feed.url)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(feed.pageUrl)}"/>`,
    `<author>${element('name', feed.siteName)}</author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
