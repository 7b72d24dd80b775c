// @vitest-environment node
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockRenderer } from '../block-renderer/block-renderer';
import type { BlockInstance } from '../registry/registry';
import { createCoreRegistry } from './core-blocks';

const imageGuid = '3f2c9a1e-5b7d-4c1a-9e2f-0123456789ab';
const blocks: BlockInstance[] = [
  { guid: 'b1', type: 'hero', content: { title: 'Welkom', text: '' } },
  { guid: 'b2', type: 'rich-text', content: { html: '<p>Tekst</p>' } },
  {
    guid: 'b3',
    type: 'image',
    content: { imageGuid, url: null, alt: 'Kade', caption: '', width: 800, height: 600 },
  },
  {
    guid: 'b4',
    type: 'header-images',
    content: { images: [{ guid: 'h1', imageGuid, title: 'Haven', text: '' }] },
  },
  {
    guid: 'b5',
    type: 'buttons',
    content: { buttons: [{ label: 'Contact', url: '/contact', variant: 'primary' }] },
  },
  {
    guid: 'b6',
    type: 'video',
    content: { provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'Rondleiding' },
  },
];

describe('core blocks on the server', () => {
  it('import and render without a browser (no window, no document)', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      createElement(BlockRenderer, { blocks, registry: createCoreRegistry() }),
    );
    expect(html).toContain('Welkom');
    expect(html).toContain(`/a/${imageGuid}?width=1200`);
    expect(html).toContain('href="/contact"');
    // Server-rendered without consent: the placeholder, never the player.
    expect(html).toContain('Rondleiding');
    expect(html).not.toContain('<iframe');
  });

  it('render an edit form on the server, the rich-text editor as its loading text', () => {
    const registry = createCoreRegistry();
    const t = (key: string) => key;
    for (const definition of registry.list()) {
      if (definition.type.startsWith('list')) continue;
      const html = renderToString(
        createElement(definition.Edit, {
          guid: 'e1',
          content: definition.defaultContent,
          onChange: () => {},
          t,
        }),
      );
      expect(html, definition.type).toContain('plein-block-edit');
      if (definition.type === 'rich-text') {
        expect(html).toContain('blocks.richText.loading');
        expect(html).not.toContain('<template');
      }
    }
  });
});
