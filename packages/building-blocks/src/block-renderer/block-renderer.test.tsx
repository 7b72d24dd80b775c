import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createCoreRegistry } from '../core-blocks/core-blocks';
import { expectNoAxeViolations } from '../test-utils/axe';
import { BlockRenderer } from './block-renderer';

const registry = createCoreRegistry();

describe('BlockRenderer', () => {
  it('renders blocks in order through their View', async () => {
    const { container } = render(
      <BlockRenderer
        registry={registry}
        blocks={[
          { guid: 'a', type: 'hero', content: { title: 'Nieuws', text: 'Het laatste nieuws' } },
          {
            guid: 'b',
            type: 'rich-text',
            content: { html: '<h2>Vandaag</h2><p>De markt is open.</p>' },
          },
        ]}
      />,
    );
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Nieuws', 'Vandaag']);
    expect(container.querySelector('[data-block-guid="b"]')).toHaveAttribute(
      'data-block-type',
      'rich-text',
    );
    await expectNoAxeViolations(container);
  });

  it('renders nothing visible for an unknown type and reports it', () => {
    const onUnknownBlock = vi.fn();
    const unknown = { guid: 'x', type: 'carousel', content: {} };
    const { container } = render(
      <BlockRenderer
        registry={registry}
        onUnknownBlock={onUnknownBlock}
        blocks={[unknown, { guid: 'y', type: 'rich-text', content: { html: '<p>Tekst</p>' } }]}
      />,
    );
    expect(container.querySelector('[data-block-guid="x"]')).toBeNull();
    expect(container).toHaveTextContent(/^Tekst$/);
    expect(onUnknownBlock).toHaveBeenCalledExactlyOnceWith(unknown);
  });

  it('skips content that fails the type check and reports it', () => {
    const onInvalidBlock = vi.fn();
    const broken = { guid: 'z', type: 'hero', content: { title: 42 } };
    const { container } = render(
      <BlockRenderer registry={registry} onInvalidBlock={onInvalidBlock} blocks={[broken]} />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(onInvalidBlock).toHaveBeenCalledExactlyOnceWith(broken);
  });

  it('renders on the server without calling the callbacks', () => {
    const onUnknownBlock = vi.fn();
    const html = renderToString(
      <BlockRenderer
        registry={registry}
        onUnknownBlock={onUnknownBlock}
        blocks={[
          { guid: 'a', type: 'hero', content: { title: 'T', text: '' } },
          { guid: 'q', type: 'nope', content: null },
        ]}
      />,
    );
    expect(html).toContain('<h1 class="plein-hero__title">T</h1>');
    expect(onUnknownBlock).not.toHaveBeenCalled();
  });
});
