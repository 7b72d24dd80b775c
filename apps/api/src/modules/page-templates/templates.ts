import type { NameValue, PageTemplate } from '@plein/api-client';
import { newListOptions } from '@plein/validation';

type TemplateBlock = PageTemplate['buildingBlockInstances'][number];

const block = (
  buildingBlock: string,
  layoutPosition: TemplateBlock['layoutPosition'],
  sortId: number,
  content: unknown,
  options: NameValue[] = [],
): TemplateBlock => ({ buildingBlock, layoutPosition, sortId, content, options });

const hero = (sortId = 1) => block('hero', 'top', sortId, { title: '', text: '' });
const richText = (position: TemplateBlock['layoutPosition'], sortId: number) =>
  block('rich-text', position, sortId, { html: '' });
const contactButton = (position: TemplateBlock['layoutPosition']) =>
  block('buttons', position, 1, {
    buttons: [{ label: 'Contact', url: '/contact', variant: 'primary' }],
  });

/**
 * The built-in page templates. Names are translation keys (the web app shows them in the
 * editor's language); block content starts empty, except where a block type needs a value
 * (a button needs a label and a link). Every content passes `prepareBlockContent`.
 */
export const pageTemplates: readonly PageTemplate[] = [
  { id: 'empty', name: 'templates.empty', layout: '100', buildingBlockInstances: [] },
  {
    id: 'article',
    name: 'templates.article',
    layout: '100',
    buildingBlockInstances: [hero(), richText('main', 1)],
  },
  {
    id: 'landing',
    name: 'templates.landing',
    layout: '25-50-25',
    buildingBlockInstances: [
      hero(),
      contactButton('side-left'),
      richText('main', 1),
      contactButton('side-right'),
    ],
  },
  {
    id: 'news',
    name: 'templates.news',
    layout: '75-25',
    buildingBlockInstances: [
      richText('main', 1),
      block(
        'list',
        'main',
        2,
        { title: '' },
        newListOptions.map((option) => ({ ...option })),
      ),
      richText('side-right', 1),
    ],
  },
];

/**
 * The built-in template with this id, or null.
 *
 * @example
 * findPageTemplate('article')?.layout; // '100'
 */
export function findPageTemplate(id: string): PageTemplate | null {
  return pageTemplates.find((template) => template.id === id) ?? null;
}
