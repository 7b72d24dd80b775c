import type { ContentLanguage, ListItem, ListItemInput } from '@plein/api-client';

/** The languages an item's content can be written in, in the order the form lists them. */
export const contentLanguages: readonly ContentLanguage[] = ['nl', 'en'];

/**
 * The content language a new item starts in: the editor's own language when items can be written
 * in it, else Dutch (the default language).
 *
 * @example
 * contentLanguageOf(i18n.language); // 'en' for an editor using the site in English
 */
export function contentLanguageOf(language: string): ContentLanguage {
  return contentLanguages.find((content) => content === language) ?? 'nl';
}

/** The list item form's values: what an editor fills in (dates as `datetime-local` text). */
export interface ListItemValues {
  title: string;
  listItemTypeName: string;
  isPublished: boolean;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone; empty: now (a new item) or unchanged. */
  publishedOn: string;
  description: string;
  /** `YYYY-MM-DDTHH:mm`; empty: never expires. */
  periodEnd: string;
  highlight: boolean;
  /** The language of the content; search stems the item's words in it. */
  language: ContentLanguage;
  parentGuids: string[];
  /** Plain text; a blank line starts a new paragraph. */
  text: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date-time as `datetime-local` text in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** `datetime-local` text as an ISO date-time; null when empty or not a date. */
export function fromLocalInput(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as rich-text HTML: paragraphs split by blank lines, line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Rich-text HTML as plain text (the inverse of {@link textToHtml} for its own output). */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|div)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const richText = 'rich-text';

/**
 * The form values of an item, or of a new one (`defaultType`: the first known item type,
 * `defaultLanguage`: see {@link contentLanguageOf}). An existing item keeps its own language.
 */
export function itemValues(
  item: ListItem | null,
  defaultType = '',
  defaultLanguage: ContentLanguage = 'nl',
): ListItemValues {
  if (!item) {
    return {
      title: '',
      listItemTypeName: defaultType,
      isPublished: true,
      publishedOn: '',
      description: '',
      periodEnd: '',
      highlight: false,
      language: defaultLanguage,
      parentGuids: [],
      text: '',
    };
  }
  const text = item.contentBuildingBlockInstances.find((block) => block.buildingBlock === richText);
  const html = (text?.content as { html?: unknown } | undefined)?.html;
  return {
    title: item.title,
    listItemTypeName: item.listItemTypeName,
    isPublished: item.isPublished,
    publishedOn: toLocalInput(item.publishedOn),
    description: item.metadata.description,
    periodEnd: toLocalInput(item.metadata.periodEnd),
    highlight: item.highlight,
    language: item.language,
    parentGuids: item.parentGuids,
    text: typeof html === 'string' ? htmlToText(html) : '',
  };
}

/**
 * The API input of the form's values. Content blocks of other types are kept; the first rich
 * text block takes the text (or is dropped when the text is empty).
 */
export function itemInput(values: ListItemValues, item: ListItem | null): ListItemInput {
  const blocks = item?.contentBuildingBlockInstances ?? [];
  const replaced = blocks.findIndex((block) => block.buildingBlock === richText);
  const others = blocks
    .filter((_block, index) => index !== replaced)
    .map((block) => ({
      buildingBlock: block.buildingBlock,
      content: block.content,
      options: block.options,
    }));
  const html = textToHtml(values.text);
  const publishedOn = fromLocalInput(values.publishedOn);
  return {
    title: values.title.trim(),
    listItemTypeName: values.listItemTypeName.trim(),
    parentGuids: values.parentGuids,
    metadata: {
      description: values.description,
      periodEnd: fromLocalInput(values.periodEnd),
    },
    ...(publishedOn ? { publishedOn } : item ? { publishedOn: item.publishedOn } : {}),
    isPublished: values.isPublished,
    highlight: values.highlight,
    language: values.language,
    contentBuildingBlockInstances: [
      ...(html ? [{ buildingBlock: richText, content: { html } }] : []),
      ...others,
    ],
  };
}
