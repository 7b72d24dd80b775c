import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockRenderer } from '../block-renderer/block-renderer';
import { createCoreRegistry } from '../core-blocks/core-blocks';
import type { BlockDefinition, BlockEditProps, BlockViewProps } from './registry';
import { createBlockRegistry } from './registry';

interface QuoteContent {
  quote: string;
  author: string;
}

function QuoteView({ content }: BlockViewProps<QuoteContent>) {
  return (
    <figure>
      <blockquote>{content.quote}</blockquote>
      <figcaption>{content.author}</figcaption>
    </figure>
  );
}

function QuoteEdit({ content, onChange }: BlockEditProps<QuoteContent>) {
  return (
    <input
      aria-label="quote"
      value={content.quote}
      onChange={(e) => onChange({ ...content, quote: e.target.value })}
    />
  );
}

const quoteBlock: BlockDefinition<QuoteContent> = {
  type: 'acme-quote',
  View: QuoteView,
  Edit: QuoteEdit,
  label: 'acme.quote.label',
  defaultContent: { quote: '', author: '' },
};

describe('block registry', () => {
  it('starts with the core blocks, the content blocks after rich-text and the lists last', () => {
    const registry = createCoreRegistry();
    expect(registry.list().map((b) => b.type)).toEqual([
      'hero',
      'rich-text',
      'image',
      'header-images',
      'buttons',
      'video',
      'form',
      'list',
      'list-widget',
    ]);
    expect(registry.get('hero')?.defaultContent).toEqual({ title: '', text: '' });
  });

  it('lets a third-party front end register its own block and render it', () => {
    const registry = createCoreRegistry().register(quoteBlock);
    expect(registry.has('acme-quote')).toBe(true);
    expect(registry.list()).toHaveLength(10);
    render(
      <BlockRenderer
        registry={registry}
        blocks={[
          { guid: 'b1', type: 'hero', content: { title: 'Welkom', text: '' } },
          { guid: 'b2', type: 'acme-quote', content: { quote: 'Samen bouwen.', author: 'Ada' } },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welkom' })).toBeInTheDocument();
    expect(screen.getByText('Samen bouwen.')).toBeInTheDocument();
  });

  it('refuses a second block with the same type unless replacing', () => {
    const registry = createBlockRegistry([quoteBlock]);
    expect(() => registry.register(quoteBlock)).toThrow(
      expect.objectContaining({ code: 'BLOCK_TYPE_TAKEN', type: 'acme-quote' }),
    );
    const replacement = { ...quoteBlock, label: 'acme.quote.v2' };
    registry.register(replacement, { replace: true });
    expect(registry.get('acme-quote')?.label).toBe('acme.quote.v2');
  });

  it('keeps registries independent', () => {
    const a = createCoreRegistry().register(quoteBlock);
    const b = createCoreRegistry();
    expect(a.has('acme-quote')).toBe(true);
    expect(b.has('acme-quote')).toBe(false);
    expect(b.get('nope')).toBeUndefined();
  });
});
